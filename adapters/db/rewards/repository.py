"""The rewards' storage: cashback offers and awards (ordinary tables of this context), and what the credits
read of orders and customers.

Orders, their status history and customers are other contexts' tables: they are named here, not imported
(each context's adapters stand alone, an import contract), and only read. Awards of one customer take turns
(SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock on the customer), so an offer's per-customer limit
counted before an award is written cannot be passed by two orders delivered at once.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import BigInteger, DateTime, Integer, String, column, func, select, table, update
from sqlalchemy.exc import IntegrityError

from adapters.db.gateway import Database, stored_time
from adapters.db.locks import begin_write, serialise_on
from adapters.db.rewards.tables import CashbackOfferRow, OrderRewardRow
from adapters.db.statements import compile_statement
from core.rewards.cashback import CashbackOffer
from core.rewards.model import Award, DeliveredOrder
from core.rewards.referral import Referee

_ORDERS = table(
    "orders",
    column("id", BigInteger),
    column("owner", String),
    column("order_status", String),
    column("order_amount", BigInteger),
    column("digits", Integer),
)
_HISTORY = table(
    "order_status_history",
    column("order_id", BigInteger),
    column("status", String),
    column("at", DateTime(True)),
)
_CUSTOMERS = table(
    "customers", column("id", BigInteger), column("ref_by", BigInteger), column("created_at", DateTime(True))
)
DELIVERED = "delivered"
CANCELED = "canceled"
CUSTOMER = "customer:"  # how an order names a customer owner: "customer:<id>"
MAX_REMEMBERED = 100_000  # customers known not to be referred, per process (about 5 MB at most)
_SOMETIME = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)  # a sign-up time that matters to no one unreferred
_REFEREE = compile_statement(
    "SELECT c.ref_by, c.created_at, EXISTS (SELECT 1 FROM orders o WHERE o.owner = :owner "
    "AND o.order_status <> :canceled) FROM customers c WHERE c.id = :customer_id"
)


def _customer_of(owner: str) -> int | None:
    return int(owner.removeprefix(CUSTOMER)) if owner.startswith(CUSTOMER) else None


def _aware(at: dt.datetime | str) -> dt.datetime:
    # SQLite keeps times as naive UTC (text for CURRENT_TIMESTAMP): every time read here names its offset.
    moment = dt.datetime.fromisoformat(at) if isinstance(at, str) else at
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def _offer(row: CashbackOfferRow) -> CashbackOffer:
    return CashbackOffer(
        id=row.id,
        title=row.title,
        cashback_type=row.cashback_type,
        cashback_amount=row.cashback_amount,
        min_purchase=row.min_purchase,
        max_discount=row.max_discount,
        same_user_limit=row.same_user_limit,
        start_date=row.start_date,
        end_date=row.end_date,
    )


def _award(row: OrderRewardRow) -> Award:
    return Award(
        order_id=row.order_id,
        customer_id=row.customer_id,
        points=row.points,
        cashback=row.cashback,
        cashback_offer_id=row.cashback_offer_id,
        referrer_id=row.referrer_id,
        referral_reward=row.referral_reward,
        credited=row.credited_at is not None,
    )


class SqlRewards:
    """Implements core's RewardsRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database
        self._not_referred: set[int] = set()  # customers read once with no referrer

    async def running_offers(self, today: dt.date) -> list[CashbackOffer]:
        statement = select(CashbackOfferRow).where(
            CashbackOfferRow.status.is_(True),
            CashbackOfferRow.start_date <= today,
            CashbackOfferRow.end_date >= today,
        )
        async with self._database.session() as session:
            rows = (await session.scalars(statement.order_by(CashbackOfferRow.id))).all()
        return [_offer(row) for row in rows]

    async def offer_uses(self, customer_id: int) -> dict[int, int]:
        statement = (
            select(OrderRewardRow.cashback_offer_id, func.count())
            .where(OrderRewardRow.customer_id == customer_id, OrderRewardRow.cashback_offer_id.is_not(None))
            .group_by(OrderRewardRow.cashback_offer_id)
        )
        async with self._database.session() as session:
            return {int(offer): int(count) for offer, count in (await session.execute(statement)).all()}

    async def delivered_order(self, order_id: int) -> DeliveredOrder | None:
        orders = _ORDERS.c
        async with self._database.session() as session:
            found = (
                await session.execute(
                    select(orders.owner, orders.order_amount, orders.digits).where(
                        orders.id == order_id, orders.order_status == DELIVERED
                    )
                )
            ).first()
            if found is None:
                return None
            owner, amount, digits = found
            customer_id = _customer_of(owner)
            referrer, earlier = None, None
            if customer_id is not None:
                referrer = await session.scalar(
                    select(_CUSTOMERS.c.ref_by).where(_CUSTOMERS.c.id == customer_id)
                )
                earlier = await session.scalar(
                    select(orders.id)
                    .where(orders.owner == owner, orders.order_status == DELIVERED, orders.id < order_id)
                    .limit(1)
                )
        return DeliveredOrder(
            id=order_id,
            customer_id=customer_id,
            order_amount=int(amount),
            digits=int(digits),
            referrer_id=None if referrer is None else int(referrer),
            first_delivered=customer_id is not None and earlier is None,
        )

    async def award(self, order_id: int) -> Award | None:
        async with self._database.session() as session:
            row = await session.get(OrderRewardRow, order_id)
            return None if row is None else _award(row)

    async def record(self, award: Award, offer_limit: int) -> Award | None:
        try:
            async with self._database.session() as session:
                if award.customer_id is None:
                    await begin_write(session)
                else:
                    await serialise_on(session, f"rewards:{award.customer_id}")
                existing = await session.get(OrderRewardRow, award.order_id)
                if existing is not None:
                    return _award(existing)
                if award.cashback_offer_id is not None and offer_limit > 0:
                    taken = await session.scalar(
                        select(func.count()).where(
                            OrderRewardRow.customer_id == award.customer_id,
                            OrderRewardRow.cashback_offer_id == award.cashback_offer_id,
                        )
                    )
                    if (taken or 0) >= offer_limit:
                        return None
                session.add(
                    OrderRewardRow(
                        order_id=award.order_id,
                        customer_id=award.customer_id,
                        points=award.points,
                        cashback=award.cashback,
                        cashback_offer_id=award.cashback_offer_id,
                        referrer_id=award.referrer_id,
                        referral_reward=award.referral_reward,
                        decided_at=dt.datetime.now(dt.UTC),
                    )
                )
                await session.commit()
        except IntegrityError:
            # Decided meanwhile by another run (a guest's order takes no customer's turn): that one stands.
            return await self.award(award.order_id)
        return award

    async def credited(self, order_id: int, at: dt.datetime) -> None:
        async with self._database.session() as session:
            await session.execute(
                update(OrderRewardRow)
                .where(OrderRewardRow.order_id == order_id, OrderRewardRow.credited_at.is_(None))
                .values(credited_at=at)
            )
            await session.commit()

    async def uncredited(self, delivered_since: dt.datetime, limit: int) -> list[int]:
        history = _HISTORY.c
        statement = (
            select(history.order_id)
            .outerjoin(OrderRewardRow, OrderRewardRow.order_id == history.order_id)
            .where(
                history.status == DELIVERED,
                history.at >= stored_time(self._database, delivered_since),
                OrderRewardRow.credited_at.is_(None),
            )
            .distinct()
            .order_by(history.order_id)
            .limit(limit)
        )
        async with self._database.session() as session:
            return [int(order_id) for order_id in (await session.scalars(statement)).all()]

    async def referee(self, customer_id: int) -> Referee | None:
        # Asked on every quote and placement of a signed-in customer: one statement, and none at all for a
        # customer known not to be referred (who referred a customer is written at sign-up, never after).
        if customer_id in self._not_referred:
            return Referee(ref_by=None, signed_up_at=_SOMETIME, has_orders=True)
        values = {"customer_id": customer_id, "owner": f"{CUSTOMER}{customer_id}", "canceled": CANCELED}
        found = await self._database.rows(_REFEREE, values)
        if not found:
            return None
        ref_by, created_at, ordered = found[0]
        if ref_by is None:
            if len(self._not_referred) >= MAX_REMEMBERED:
                self._not_referred.clear()
            self._not_referred.add(customer_id)
        return Referee(
            ref_by=None if ref_by is None else int(ref_by),
            signed_up_at=_aware(created_at),
            has_orders=bool(ordered),
        )
