"""The parcel statements on the vertical's own tables (SQLAlchemy Core, the same for SQLite and PostgreSQL).
They take and give the records of `records`, never rows: the functions under "columns" below are the one
place a record's fields meet their columns. Writes run inside `VerticalRequest.transaction(owner lock)`, so
an idempotency key's lookup and the insert after it are never interleaved with another write of the same
owner."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

import sqlalchemy as sa

from core.verticals import Money

from .records import NewParcel, ParcelAddress, ParcelCategory, StoredParcel
from .tables import CATEGORIES, KEYS, PARCELS
from .wire import Status

# The column holding when a parcel reached each status.
_REACHED_AT: dict[Status, str] = {
    "pending": "created_at",
    "confirmed": "confirmed_at",
    "picked_up": "picked_up_at",
    "delivered": "delivered_at",
    "canceled": "canceled_at",
}
# Where an erased person's parcel went from and to (erasure keeps the parcel for the books).
_NO_ONE = ParcelAddress("", 0.0, 0.0, "", "", None, None, None)


# Columns: the one place the records' fields meet their columns, both ways.
def _utc(moment: dt.datetime | None) -> dt.datetime | None:
    # SQLite hands a stored time back without its zone: it was stored in UTC.
    if moment is None:
        return None
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


def _category(row: Mapping[str, Any]) -> ParcelCategory:
    return ParcelCategory(
        id=int(row["id"]),
        name_en=row["name_en"],
        name_fr=row["name_fr"],
        description_en=row["description_en"],
        description_fr=row["description_fr"],
        image=row["image"],
        per_km_charge=Money(int(row["per_km_charge"])),
        minimum_charge=Money(int(row["minimum_charge"])),
        position=row["position"],
        active=bool(row["status"]),
    )


def _address_columns(side: str, address: ParcelAddress) -> dict[str, Any]:
    return {
        f"{side}_address": address.address,
        f"{side}_latitude": address.latitude,
        f"{side}_longitude": address.longitude,
        f"{side}_contact_person_name": address.contact_person_name,
        f"{side}_contact_person_number": address.contact_person_number,
        f"{side}_road": address.road,
        f"{side}_house": address.house,
        f"{side}_floor": address.floor,
    }


def _address(row: Mapping[str, Any], side: str) -> ParcelAddress:
    return ParcelAddress(
        address=row[f"{side}_address"],
        latitude=row[f"{side}_latitude"],
        longitude=row[f"{side}_longitude"],
        contact_person_name=row[f"{side}_contact_person_name"],
        contact_person_number=row[f"{side}_contact_person_number"],
        road=row[f"{side}_road"],
        house=row[f"{side}_house"],
        floor=row[f"{side}_floor"],
    )


def _columns(parcel: NewParcel) -> dict[str, Any]:
    return {
        "owner": parcel.owner,
        "tracking_code": parcel.tracking_code,
        "category_id": parcel.category_id,
        **_address_columns("sender", parcel.sender),
        **_address_columns("receiver", parcel.receiver),
        "charge_payer": parcel.charge_payer,
        "payment_method": parcel.payment_method,
        "parcel_note": parcel.parcel_note,
        "distance_km": parcel.distance_km,
        "delivery_fee": parcel.delivery_fee,
        "total": parcel.total,
        "status": parcel.status,
        "created_at": _utc(parcel.created_at),
        "demo": parcel.demo,
    }


def _record(row: Mapping[str, Any]) -> StoredParcel:
    created = _utc(row["created_at"])
    assert created is not None  # stored NOT NULL
    return StoredParcel(
        id=int(row["id"]),
        owner=row["owner"],
        tracking_code=row["tracking_code"],
        category_id=int(row["category_id"]),
        sender=_address(row, "sender"),
        receiver=_address(row, "receiver"),
        charge_payer=row["charge_payer"],
        payment_method=row["payment_method"],
        parcel_note=row["parcel_note"],
        distance_km=row["distance_km"],
        delivery_fee=Money(int(row["delivery_fee"])),
        total=Money(int(row["total"])),
        status=row["status"],
        created_at=created,
        demo=bool(row["demo"]),
        confirmed_at=_utc(row["confirmed_at"]),
        picked_up_at=_utc(row["picked_up_at"]),
        delivered_at=_utc(row["delivered_at"]),
        canceled_at=_utc(row["canceled_at"]),
    )


async def _parcel(conn: Any, query: Any) -> StoredParcel | None:
    row = (await conn.execute(query)).mappings().first()
    return None if row is None else _record(row)


async def categories(conn: Any) -> list[ParcelCategory]:
    """The active categories, in their order."""
    query = (
        sa.select(CATEGORIES)
        .where(CATEGORIES.c.status.is_(True))
        .order_by(CATEGORIES.c.position, CATEGORIES.c.id)
    )
    return [_category(row) for row in (await conn.execute(query)).mappings()]


async def category(conn: Any, category_id: int) -> ParcelCategory | None:
    """The active category `category_id`, or None."""
    query = sa.select(CATEGORIES).where(CATEGORIES.c.id == category_id, CATEGORIES.c.status.is_(True))
    row = (await conn.execute(query)).mappings().first()
    return None if row is None else _category(row)


async def categories_by_id(conn: Any, ids: set[int]) -> dict[int, ParcelCategory]:
    """The categories among `ids` (inactive ones too: a parcel keeps showing its category)."""
    if not ids:
        return {}
    query = sa.select(CATEGORIES).where(CATEGORIES.c.id.in_(sorted(ids)))
    found = [_category(row) for row in (await conn.execute(query)).mappings()]
    return {category.id: category for category in found}


async def keyed(conn: Any, owner: str, key: str) -> int | None:
    """The parcel `owner` placed with idempotency key `key`, if any."""
    query = sa.select(KEYS.c.parcel_id).where(KEYS.c.owner == owner, KEYS.c.key == key)
    found: int | None = (await conn.execute(query)).scalar_one_or_none()
    return found


async def insert(conn: Any, parcel: NewParcel, key: str | None) -> int:
    """Store a parcel (and the key it was placed with); its id."""
    parcel_id = int(
        (
            await conn.execute(sa.insert(PARCELS).values(**_columns(parcel)).returning(PARCELS.c.id))
        ).scalar_one()
    )
    if key is not None:
        await conn.execute(sa.insert(KEYS).values(owner=parcel.owner, key=key, parcel_id=parcel_id))
    return parcel_id


async def code_taken(conn: Any, code: str) -> bool:
    """Whether a parcel already has tracking code `code`."""
    return (
        await conn.execute(sa.select(PARCELS.c.id).where(PARCELS.c.tracking_code == code))
    ).first() is not None


async def by_id(conn: Any, parcel_id: int) -> StoredParcel | None:
    return await _parcel(conn, sa.select(PARCELS).where(PARCELS.c.id == parcel_id))


async def owned(conn: Any, owner: str, parcel_id: int) -> StoredParcel | None:
    """The owner's parcel `parcel_id`, or None (another owner's parcel is not found either)."""
    return await _parcel(conn, sa.select(PARCELS).where(PARCELS.c.id == parcel_id, PARCELS.c.owner == owner))


async def by_code(conn: Any, code: str) -> StoredParcel | None:
    return await _parcel(conn, sa.select(PARCELS).where(PARCELS.c.tracking_code == code))


async def page(conn: Any, owner: str, number: int, size: int) -> tuple[int, list[StoredParcel]]:
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
    return int(total), [_record(row) for row in (await conn.execute(query)).mappings()]


async def cancel(conn: Any, owner: str, parcel_id: int, now: dt.datetime) -> bool:
    """Cancel the owner's parcel while it is pending; whether it was."""
    query = (
        sa.update(PARCELS)
        .where(PARCELS.c.id == parcel_id, PARCELS.c.owner == owner, PARCELS.c.status == "pending")
        .values({"status": "canceled", _REACHED_AT["canceled"]: _utc(now)})
    )
    return bool((await conn.execute(query)).rowcount)


async def demo_due(
    conn: Any, statuses: Sequence[Status], due: dt.datetime, limit: int
) -> list[tuple[int, Status]]:
    """(id, status) of the first `limit` demo parcels in one of `statuses` reached at or before `due`."""
    reached = sa.or_(
        *(sa.and_(PARCELS.c.status == status, PARCELS.c[_REACHED_AT[status]] <= due) for status in statuses)
    )
    query = (
        sa.select(PARCELS.c.id, PARCELS.c.status)
        .where(PARCELS.c.demo.is_(True), reached)
        .order_by(PARCELS.c.id)
        .limit(limit)
    )
    return [(int(parcel_id), status) for parcel_id, status in (await conn.execute(query)).all()]


async def advance(conn: Any, parcel_id: int, status: Status, following: Status, at: dt.datetime) -> bool:
    """Move the parcel to `following`, reached `at`, only from `status` (in the statement itself); whether
    it moved."""
    query = (
        sa.update(PARCELS)
        .where(PARCELS.c.id == parcel_id, PARCELS.c.status == status)
        .values({"status": following, _REACHED_AT[following]: _utc(at)})
    )
    return bool((await conn.execute(query)).rowcount)


async def forget_owner(conn: Any, owner: str, erased_owner: str) -> int:
    """Erase the person from the owner's parcels, which stay for the books filed under `erased_owner`: both
    sides' contacts, addresses and coordinates and the note go, and the idempotency keys with the owner
    they were unique for; rows touched."""
    erased = {
        "owner": erased_owner,
        "parcel_note": None,
        **_address_columns("sender", _NO_ONE),
        **_address_columns("receiver", _NO_ONE),
    }
    keys = await conn.execute(sa.delete(KEYS).where(KEYS.c.owner == owner))
    parcels = await conn.execute(sa.update(PARCELS).where(PARCELS.c.owner == owner).values(**erased))
    return int(keys.rowcount) + int(parcels.rowcount)
