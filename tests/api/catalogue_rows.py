"""Read the seeded catalogue through SQLAlchemy, so API tests compare answers with what the database holds.

The expectations are written with the ORM models, independently of the read model's SQL.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Select, and_, or_, select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import AddOn, Category, Item, Module, Store, StoreSchedule
from core.verticals import load_registry

ENABLED_TYPES = list(load_registry().module_types)


async def fetch(database_url: str, query: Select[Any]) -> list[dict[str, Any]]:
    """The rows of `query` as plain dicts."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            return [dict(row._mapping) for row in await conn.execute(query)]
    finally:
        await engine.dispose()


def visible_stores() -> Select[Any]:
    """Stores shown to shoppers: active stores of active modules of enabled verticals."""
    return (
        select(Store.__table__)
        .join(Module, Module.id == Store.module_id)
        .where(Store.status.is_(True), Module.status.is_(True), Module.module_type.in_(ENABLED_TYPES))
    )


def items_on_sale(today: dt.date | None = None) -> Select[Any]:
    """Items on sale today, with their store's zone."""
    today = today or dt.date.today()
    return (
        select(Item.__table__, Store.zone_id)
        .join(Store, Store.id == Item.store_id)
        .join(Module, Module.id == Item.module_id)
        .where(
            Item.status.is_(True),
            Store.status.is_(True),
            Module.status.is_(True),
            Module.module_type.in_(ENABLED_TYPES),
            or_(Item.available_date_starts.is_(None), Item.available_date_starts <= today),
            or_(Item.available_date_ends.is_(None), Item.available_date_ends >= today),
        )
    )


def visible_categories() -> Select[Any]:
    """Active categories of visible modules."""
    return (
        select(Category.__table__)
        .join(Module, Module.id == Category.module_id)
        .where(Category.status.is_(True), Module.status.is_(True), Module.module_type.in_(ENABLED_TYPES))
    )


def schedules_of(store_id: int) -> Select[Any]:
    """A store's business hours."""
    return select(StoreSchedule.__table__).where(StoreSchedule.store_id == store_id)


def add_ons_among(ids: list[int]) -> Select[Any]:
    """The active add-ons among `ids`."""
    return select(AddOn.__table__).where(and_(AddOn.id.in_(ids or [0]), AddOn.status.is_(True)))


def busiest(rows: list[dict[str, Any]], key: str) -> Any:
    """The value of `key` held by the most rows (a zone or module with plenty to page through)."""
    counts: dict[Any, int] = {}
    for row in rows:
        counts[row[key]] = counts.get(row[key], 0) + 1
    return max(counts, key=lambda k: (counts[k], -k))


def money(value: Any) -> float | None:
    """A stored amount as the API answers it."""
    return None if value is None else round(float(value), 2)
