"""The parcel statements on the vertical's own tables (SQLAlchemy Core, the same for SQLite and PostgreSQL).
Writes run inside `VerticalRequest.transaction(owner lock)`, so an idempotency key's lookup and the insert
after it are never interleaved with another write of the same owner."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa

from .tables import CATEGORIES, KEYS, PARCELS

Row = Mapping[str, Any]


def utc(moment: dt.datetime | None) -> dt.datetime | None:
    """A stored time in UTC (SQLite hands it back without its zone: it was stored in UTC)."""
    if moment is None:
        return None
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


async def _first(conn: Any, query: Any) -> Row | None:
    found: Row | None = (await conn.execute(query)).mappings().first()
    return found


async def categories(conn: Any) -> list[Row]:
    """The active categories, in their order."""
    query = (
        sa.select(CATEGORIES)
        .where(CATEGORIES.c.status.is_(True))
        .order_by(CATEGORIES.c.position, CATEGORIES.c.id)
    )
    return list((await conn.execute(query)).mappings().all())


async def category(conn: Any, category_id: int) -> Row | None:
    """The active category `category_id`, or None."""
    query = sa.select(CATEGORIES).where(CATEGORIES.c.id == category_id, CATEGORIES.c.status.is_(True))
    return await _first(conn, query)


async def categories_by_id(conn: Any, ids: set[int]) -> dict[int, Row]:
    """The categories among `ids` (inactive ones too: a parcel keeps showing its category)."""
    if not ids:
        return {}
    rows = (
        (await conn.execute(sa.select(CATEGORIES).where(CATEGORIES.c.id.in_(sorted(ids))))).mappings().all()
    )
    return {row["id"]: row for row in rows}


async def keyed(conn: Any, owner: str, key: str) -> int | None:
    """The parcel `owner` placed with idempotency key `key`, if any."""
    query = sa.select(KEYS.c.parcel_id).where(KEYS.c.owner == owner, KEYS.c.key == key)
    found: int | None = (await conn.execute(query)).scalar_one_or_none()
    return found


async def insert(conn: Any, values: Mapping[str, Any], key: str | None) -> int:
    """Store a parcel (and the key it was placed with); its id."""
    parcel_id: int = (
        await conn.execute(sa.insert(PARCELS).values(**values).returning(PARCELS.c.id))
    ).scalar_one()
    if key is not None:
        await conn.execute(sa.insert(KEYS).values(owner=values["owner"], key=key, parcel_id=parcel_id))
    return parcel_id


async def code_taken(conn: Any, code: str) -> bool:
    """Whether a parcel already has tracking code `code`."""
    return (
        await conn.execute(sa.select(PARCELS.c.id).where(PARCELS.c.tracking_code == code))
    ).first() is not None


async def by_id(conn: Any, parcel_id: int) -> Row | None:
    return await _first(conn, sa.select(PARCELS).where(PARCELS.c.id == parcel_id))


async def owned(conn: Any, owner: str, parcel_id: int) -> Row | None:
    """The owner's parcel `parcel_id`, or None (another owner's parcel is not found either)."""
    query = sa.select(PARCELS).where(PARCELS.c.id == parcel_id, PARCELS.c.owner == owner)
    return await _first(conn, query)


async def by_code(conn: Any, code: str) -> Row | None:
    return await _first(conn, sa.select(PARCELS).where(PARCELS.c.tracking_code == code))


async def page(conn: Any, owner: str, number: int, size: int) -> tuple[int, list[Row]]:
    """The owner's parcel count and page `number` (from 1) of `size` parcels, newest first."""
    total = (
        await conn.execute(sa.select(sa.func.count()).select_from(PARCELS).where(PARCELS.c.owner == owner))
    ).scalar_one()
    query = (
        sa.select(PARCELS)
        .where(PARCELS.c.owner == owner)
        .order_by(PARCELS.c.id.desc())
        .limit(size)
        .offset((number - 1) * size)
    )
    return int(total), list((await conn.execute(query)).mappings().all())


async def cancel(conn: Any, owner: str, parcel_id: int, now: dt.datetime) -> bool:
    """Cancel the owner's parcel while it is pending; whether it was."""
    query = (
        sa.update(PARCELS)
        .where(PARCELS.c.id == parcel_id, PARCELS.c.owner == owner, PARCELS.c.status == "pending")
        .values(status="canceled", canceled_at=now)
    )
    return bool((await conn.execute(query)).rowcount)
