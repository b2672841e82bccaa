"""Coupons and orders on the ORM, one unit of work per call.

Placing an order is one transaction serialised per owner, on named statements (placing.py, a measured hot
path): the idempotency key is looked up, the owner's cart is checked unchanged since it was priced, the
stock is taken (stock.py), then the order, its lines, its first status, its key are stored and the cart of
its module emptied, together or not at all. Canceling puts the stock back in the transaction that cancels. Every read of an
order filters on its owner, so a request only ever reaches its own owner's orders.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import msgspec
from sqlalchemy import and_, func, not_, select, update

from adapters.db.gateway import Database
from adapters.db.orders.couriers import COURIER_COLUMNS, COURIERS, CourierDispatch
from adapters.db.orders.placing import PLACED, Placing
from adapters.db.orders.reads import STORES
from adapters.db.orders.stored import courier_of, stored_order
from adapters.db.orders.tables import CouponRow, OrderLineRow, OrderRow, OrderStatusRow
from core.orders.model import (
    RUNNING,
    STATUSES,
    CouponRecord,
    NewOrder,
    Placed,
    StoredLine,
    StoredOrder,
)
from core.orders.ports import CancelResult, PlaceResult
from core.payments.service import ONLINE_METHODS

IDS = msgspec.json.Decoder(list[int])


def _coupon(row: CouponRow) -> CouponRecord:
    return CouponRecord(
        id=row.id,
        title=row.title,
        code=row.code,
        coupon_type=row.coupon_type,
        discount=row.discount,
        discount_type=row.discount_type,
        min_purchase=row.min_purchase,
        max_discount=row.max_discount,
        start_date=row.start_date,
        expire_date=row.expire_date,
        module_id=row.module_id,
        store_ids=tuple(IDS.decode(row.store_ids)),
        zone_ids=tuple(IDS.decode(row.zone_ids)),
    )


class SqlCouponRepository:
    """Implements core's CouponRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def running(self, module_id: int | None, today: dt.date) -> list[CouponRecord]:
        statement = select(CouponRow).where(
            CouponRow.status.is_(True), CouponRow.start_date <= today, CouponRow.expire_date >= today
        )
        if module_id is not None:
            statement = statement.where((CouponRow.module_id == module_id) | CouponRow.module_id.is_(None))
        async with self._database.session() as session:
            rows = (await session.scalars(statement.order_by(CouponRow.id))).all()
        return [_coupon(row) for row in rows]

    async def by_code(self, code: str, today: dt.date) -> CouponRecord | None:
        statement = select(CouponRow).where(
            CouponRow.code == code,
            CouponRow.status.is_(True),
            CouponRow.start_date <= today,
            CouponRow.expire_date >= today,
        )
        async with self._database.session() as session:
            row = await session.scalar(statement)
        return None if row is None else _coupon(row)


def _row(order: NewOrder) -> OrderRow:
    where = order.destination
    return OrderRow(
        owner=order.owner,
        store_id=order.store_id,
        module_id=order.module_id,
        order_status="pending",
        order_type=order.order_type,
        payment_method=order.payment_method,
        payment_status=order.payment_status,
        schedule_at=order.schedule_at,
        digits=order.digits,
        subtotal=order.subtotal,
        item_discount=order.item_discount,
        store_discount=order.store_discount,
        coupon_discount=order.coupon_discount,
        tax=order.tax,
        tax_included=order.tax_included,
        delivery_fee=order.delivery_fee,
        extra_fee=order.extra_fee,
        extra_fee_name=order.extra_fee_name,
        order_amount=order.order_amount,
        distance_km=order.distance_km,
        coupon_code=order.coupon_code,
        address=where.address,
        latitude=where.latitude,
        longitude=where.longitude,
        contact_person_name=where.contact_person_name,
        contact_person_number=where.contact_person_number,
        contact_person_email=where.contact_person_email,
        road=where.road,
        house=where.house,
        floor=where.floor,
        order_note=order.order_note,
        details_count=len(order.lines),
        demo=order.demo,
        created_at=order.at,
    )


class SqlOrderRepository:
    """Implements core's OrderRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database
        self._placing = Placing(database)

    async def placed(self, owner: str, key: str) -> Placed | None:
        found = await self._database.rows(PLACED, {"owner": owner, "key": key})
        return None if not found else Placed(found[0][0], found[0][1], found[0][2])

    async def place(
        self, order: NewOrder, key: str | None, cart: Sequence[tuple[int, int]] | None
    ) -> PlaceResult:
        return await self._placing.place(order, key, cart)

    async def page(self, owner: str, running: bool, offset: int, limit: int) -> tuple[int, list[StoredOrder]]:
        wanted = OrderRow.order_status.in_(sorted(RUNNING))
        condition = and_(OrderRow.owner == owner, wanted if running else ~wanted)
        async with self._database.session() as session:
            total = await session.scalar(select(func.count()).select_from(OrderRow).where(condition))
            rows = (
                await session.execute(
                    select(OrderRow, STORES.c.name, *COURIER_COLUMNS)
                    .join(STORES, STORES.c.id == OrderRow.store_id)
                    .outerjoin(COURIERS, COURIERS.c.id == OrderRow.delivery_man_id)
                    .where(condition)
                    .order_by(OrderRow.id.desc())
                    .offset((offset - 1) * limit)
                    .limit(limit)
                )
            ).all()
        return total or 0, [stored_order(row[0], row[1], courier=courier_of(row[2:])) for row in rows]

    async def order(self, owner: str, order_id: int, history: bool = False) -> StoredOrder | None:
        async with self._database.session() as session:
            found = (
                await session.execute(
                    select(OrderRow, STORES.c.name, *COURIER_COLUMNS)
                    .join(STORES, STORES.c.id == OrderRow.store_id)
                    .outerjoin(COURIERS, COURIERS.c.id == OrderRow.delivery_man_id)
                    .where(OrderRow.id == order_id, OrderRow.owner == owner)
                )
            ).first()
            if found is None:
                return None
            steps: list[tuple[str, dt.datetime]] = []
            if history:
                steps = [
                    (s, at)
                    for s, at in (
                        await session.execute(
                            select(OrderStatusRow.status, OrderStatusRow.at)
                            .where(OrderStatusRow.order_id == order_id)
                            .order_by(OrderStatusRow.id)
                        )
                    ).all()
                ]
        return stored_order(found[0], found[1], steps, courier_of(found[2:]))

    async def lines(self, order_id: int) -> list[StoredLine]:
        async with self._database.session() as session:
            rows = (
                await session.scalars(
                    select(OrderLineRow).where(OrderLineRow.order_id == order_id).order_by(OrderLineRow.id)
                )
            ).all()
        return [
            StoredLine(
                r.id,
                r.item_id,
                r.item_name,
                r.image_full_url,
                r.quantity,
                r.unit_price,
                r.price,
                r.variation,
                r.add_ons,
            )
            for r in rows
        ]

    async def cancel(
        self, owner: str, order_id: int, reason: str, at: dt.datetime, digital_to_wallet: bool = False
    ) -> CancelResult:
        return await self._placing.cancel(owner, order_id, reason, at, digital_to_wallet)

    async def advance_due(self, before: dt.datetime, at: dt.datetime, limit: int) -> list[tuple[int, str]]:
        latest = (
            select(OrderStatusRow.order_id, func.max(OrderStatusRow.at).label("last"))
            .group_by(OrderStatusRow.order_id)
            .subquery()
        )
        # An order waiting for its online payment is not the store's to prepare: it stays where it is until
        # the payment is confirmed (or the order is released, core/payments/upkeep.py).
        awaiting_payment = and_(
            OrderRow.payment_method.in_(ONLINE_METHODS), OrderRow.payment_status.in_(("unpaid", "failed"))
        )
        due = (
            select(OrderRow.id, OrderRow.order_status, OrderRow.order_type, OrderRow.store_id)
            .join(latest, latest.c.order_id == OrderRow.id)
            .where(
                OrderRow.demo.is_(True),
                OrderRow.order_status.in_(STATUSES[:-1]),
                latest.c.last <= before,
                not_(awaiting_payment),
            )
            .order_by(OrderRow.id)
            .limit(limit)
        )
        moved: list[tuple[int, str]] = []
        couriers = CourierDispatch()
        async with self._database.session() as session:
            for order_id, status, order_type, store_id in (await session.execute(due)).all():
                following = STATUSES[STATUSES.index(status) + 1]
                values: dict[str, object] = {"order_status": following}
                if following == "delivered":  # the courier took the cash that was left to pay
                    values["payment_status"] = "paid"
                changed = await session.execute(
                    update(OrderRow)
                    .where(OrderRow.id == order_id, OrderRow.order_status == status)
                    .values(**values)
                    .returning(OrderRow.id)
                )
                if changed.first() is not None:
                    session.add(OrderStatusRow(order_id=order_id, status=following, at=at))
                    if following == "processing" and order_type == "delivery":  # a courier of the zone
                        await couriers.assign(session, order_id, store_id)
                    moved.append((order_id, following))
            await session.commit()
        return moved
