"""What the reviews read: an order as a reviewer sees it, a subject's published reviews, and which orders
are fully reviewed.

Orders, their lines, stores, modules, items, couriers and customers are other contexts' tables: they are
named here (light table descriptions), not imported, and only read.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import msgspec
from sqlalchemy import BigInteger, String, and_, column, func, select, table
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.gateway import Database
from adapters.db.reviews.tables import RatingTotalRow, ReviewRow
from core.reviews.aggregates import NO_STARS, Stars
from core.reviews.model import OrderedItem, ReviewedOrder, StoredReview, Subject

ORDERS = table(
    "orders",
    column("id", BigInteger),
    column("owner", String),
    column("order_status", String),
    column("store_id", BigInteger),
    column("module_id", BigInteger),
    column("delivery_man_id", BigInteger),
)
LINES = table(
    "order_lines",
    column("id", BigInteger),
    column("order_id", BigInteger),
    column("item_id", BigInteger),
    column("item_name", String),
    column("image_full_url", String),
)
STORES = table("stores", column("id", BigInteger), column("name", String), column("module_id", BigInteger))
MODULES = table("modules", column("id", BigInteger), column("module_type", String))
ITEMS = table("items", column("id", BigInteger), column("name", String), column("module_id", BigInteger))
COURIERS = table("delivery_men", column("id", BigInteger), column("f_name", String), column("l_name", String))
CUSTOMERS = table("customers", column("id", BigInteger), column("f_name", String), column("l_name", String))
DELIVERED = "delivered"
_KEYS = msgspec.json.Decoder(list[str])


def aware(at: dt.datetime | str) -> dt.datetime:
    """A stored time with its offset (SQLite keeps naive UTC)."""
    moment = dt.datetime.fromisoformat(at) if isinstance(at, str) else at
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def stored(
    row: ReviewRow, first: str | None = None, last: str | None = None, item: str | None = None
) -> StoredReview:
    return StoredReview(
        id=row.id,
        order_id=row.order_id,
        customer_id=row.customer_id,
        subject=Subject(row.subject_kind, row.subject_id),  # type: ignore[arg-type]
        rating=row.rating,
        comment=row.comment,
        images=tuple(_KEYS.decode(row.images)),
        hidden=row.hidden,
        created_at=aware(row.created_at),
        updated_at=aware(row.updated_at),
        customer_first_name=first or "",
        customer_last_name=last or "",
        item_name=item,
    )


def _named() -> Any:
    """Reviews with their author's names and, for an item's, the item's name."""
    return (
        select(ReviewRow, CUSTOMERS.c.f_name, CUSTOMERS.c.l_name, ITEMS.c.name)
        .outerjoin(CUSTOMERS, CUSTOMERS.c.id == ReviewRow.customer_id)
        .outerjoin(ITEMS, and_(ReviewRow.subject_kind == "item", ITEMS.c.id == ReviewRow.subject_id))
    )


async def named_review(session: AsyncSession, review_id: int) -> StoredReview | None:
    found = (await session.execute(_named().where(ReviewRow.id == review_id))).first()
    return None if found is None else stored(*found)


class ReviewReadsSql:
    """The reads of core's ReviewRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def order(self, order_id: int) -> ReviewedOrder | None:
        o = ORDERS.c
        async with self._database.session() as session:
            found = (
                await session.execute(
                    select(
                        o.id,
                        o.owner,
                        o.order_status,
                        o.store_id,
                        STORES.c.name,
                        MODULES.c.module_type,
                        o.delivery_man_id,
                        COURIERS.c.f_name,
                        COURIERS.c.l_name,
                    )
                    .join(STORES, STORES.c.id == o.store_id)
                    .join(MODULES, MODULES.c.id == o.module_id)
                    .outerjoin(COURIERS, COURIERS.c.id == o.delivery_man_id)
                    .where(o.id == order_id)
                )
            ).first()
            if found is None:
                return None
            lines = (
                await session.execute(
                    select(LINES.c.item_id, LINES.c.item_name, LINES.c.image_full_url)
                    .where(LINES.c.order_id == order_id)
                    .order_by(LINES.c.id)
                )
            ).all()
        oid, owner, status, store_id, store_name, module_type, courier_id, first, last = found
        courier = f"{first or ''} {last or ''}".strip() if courier_id is not None else None
        return ReviewedOrder(
            id=int(oid),
            owner=owner,
            status=status,
            store_id=int(store_id),
            store_name=store_name,
            module_type=module_type,
            delivery_man_id=None if courier_id is None else int(courier_id),
            delivery_man_name=courier,
            items=tuple(OrderedItem(int(i), name, image) for i, name, image in lines),
        )

    async def of_order(self, order_id: int) -> list[StoredReview]:
        async with self._database.session() as session:
            rows = (await session.execute(_named().where(ReviewRow.order_id == order_id))).all()
        return [stored(*row) for row in rows]

    async def page(self, subject: Subject, offset: int, limit: int) -> tuple[int, list[StoredReview]]:
        published = and_(
            ReviewRow.subject_kind == subject.kind,
            ReviewRow.subject_id == subject.id,
            ReviewRow.hidden.is_(False),
        )
        async with self._database.session() as session:
            total = await session.scalar(select(func.count()).select_from(ReviewRow).where(published))
            rows = (
                await session.execute(
                    _named()
                    .where(published)
                    .order_by(ReviewRow.created_at.desc(), ReviewRow.id.desc())
                    .offset((offset - 1) * limit)
                    .limit(limit)
                )
            ).all()
        return int(total or 0), [stored(*row) for row in rows]

    async def stars(self, subject: Subject) -> Stars:
        t = RatingTotalRow
        async with self._database.session() as session:
            found = (
                await session.execute(
                    select(t.stars_1, t.stars_2, t.stars_3, t.stars_4, t.stars_5).where(
                        t.subject_kind == subject.kind, t.subject_id == subject.id
                    )
                )
            ).first()
        if found is None:
            return NO_STARS
        a, b, c, d, e = (int(n) for n in found)
        return (a, b, c, d, e)

    async def store_module_type(self, store_id: int) -> str | None:
        async with self._database.session() as session:
            found = await session.scalar(
                select(MODULES.c.module_type)
                .join(STORES, STORES.c.module_id == MODULES.c.id)
                .where(STORES.c.id == store_id)
            )
        return None if found is None else str(found)

    async def item_module_type(self, item_id: int) -> str | None:
        async with self._database.session() as session:
            found = await session.scalar(
                select(MODULES.c.module_type)
                .join(ITEMS, ITEMS.c.module_id == MODULES.c.id)
                .where(ITEMS.c.id == item_id)
            )
        return None if found is None else str(found)

    async def reviewed(self, order_ids: Sequence[int]) -> dict[int, tuple[str, bool]]:
        if not order_ids:
            return {}
        o = ORDERS.c
        written = select(func.count()).where(ReviewRow.order_id == o.id).scalar_subquery()
        items = (
            select(func.count(LINES.c.item_id.distinct())).where(LINES.c.order_id == o.id).scalar_subquery()
        )
        async with self._database.session() as session:
            rows = (
                await session.execute(
                    select(o.id, MODULES.c.module_type, written, items, o.delivery_man_id)
                    .join(MODULES, MODULES.c.id == o.module_id)
                    .where(o.id.in_(list(order_ids)), o.order_status == DELIVERED)
                )
            ).all()
        # Reviews are unique per subject and only of the order's subjects: enough of them is all of them.
        return {
            int(oid): (kind, int(count) >= int(lines) + 1 + (courier is not None))
            for oid, kind, count, lines, courier in rows
        }
