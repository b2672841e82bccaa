"""What the demo generator reads from and writes to the database, on SQLite and PostgreSQL alike."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, insert, select, text, update
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import (
    AddOn,
    BusinessSetting,
    Category,
    Customer,
    Item,
    Module,
    ModuleZone,
    OrderLineRow,
    OrderRow,
    OrderStatusRow,
    RatingTotalRow,
    ReviewRow,
    Store,
    StoreSchedule,
    Zone,
)

from .modules import CategoryRef, ZoneRef
from .review_words import REVIEWERS
from .rows import ID_TABLES, TABLES, Rows

MARKER = "demo_catalogue"  # business setting recording what the generator has loaded
CHUNK = 2_000  # rows per INSERT batch: large enough to be quick, small enough for asyncpg's argument limit
ADVISORY_LOCK = 7_316_551  # serialises concurrent seeders on PostgreSQL
MODELS: dict[str, Any] = {
    "zones": Zone,
    "modules": Module,
    "module_zones": ModuleZone,
    "categories": Category,
    "stores": Store,
    "store_schedules": StoreSchedule,
    "add_ons": AddOn,
    "items": Item,
    "customers": Customer,
    "orders": OrderRow,
    "order_lines": OrderLineRow,
    "order_status_history": OrderStatusRow,
    "reviews": ReviewRow,
    "rating_totals": RatingTotalRow,
}


@dataclass(slots=True)
class DemoState:
    """What is already there: the marker, zones, modules by type, categories per module and the highest ids."""

    marker: dict[str, Any] | None
    zones: list[ZoneRef]
    modules: dict[str, int]
    categories: dict[int, dict[str, CategoryRef]]
    highest: dict[str, int]
    setting_keys: set[str] = field(default_factory=set)
    reviewers: dict[str, int] = field(default_factory=dict)  # the demo's reviewer customers, by email


async def lock(conn: AsyncConnection) -> None:
    """Hold the seeding lock until the transaction ends (SQLite's BEGIN IMMEDIATE already serialises writers)."""
    if conn.dialect.name == "postgresql":
        await conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": ADVISORY_LOCK})


async def read_state(conn: AsyncConnection) -> DemoState:
    """The database as the generator needs to see it before planning."""
    settings = dict((await conn.execute(select(BusinessSetting.key, BusinessSetting.value))).tuples().all())
    zones = [
        ZoneRef(i, p)
        for i, p in (await conn.execute(select(Zone.id, Zone.polygon).order_by(Zone.id))).tuples()
    ]
    modules: dict[str, int] = {}
    for module_id, module_type in (
        await conn.execute(select(Module.id, Module.module_type).order_by(Module.id))
    ).tuples():
        modules.setdefault(module_type, module_id)
    categories: dict[int, dict[str, CategoryRef]] = {}
    query = select(Category.module_id, Category.name, Category.id, Category.parent_id).order_by(Category.id)
    for module_id, name, category_id, parent_id in (await conn.execute(query)).tuples():
        categories.setdefault(module_id, {})[name] = CategoryRef(category_id, parent_id or category_id)
    highest = {}
    for table in ID_TABLES:
        model = MODELS[table]
        highest[table] = (await conn.execute(select(func.max(model.id)))).scalar() or 0
    marker = settings.get(MARKER)
    emails = [reviewer.email for reviewer in REVIEWERS]
    reviewers = dict(
        (await conn.execute(select(Customer.email, Customer.id).where(Customer.email.in_(emails))))
        .tuples()
        .all()
    )
    return DemoState(
        marker if isinstance(marker, dict) else None,
        zones,
        modules,
        categories,
        highest,
        set(settings),
        reviewers,
    )


async def insert_rows(conn: AsyncConnection, rows: Rows) -> None:
    """Bulk-insert every planned row, table by table, in chunks."""
    for table in TABLES:
        batch = rows.tables[table]
        statement = insert(MODELS[table])
        for start in range(0, len(batch), CHUNK):
            await conn.execute(statement, batch[start : start + CHUNK])


async def reset_sequences(conn: AsyncConnection) -> None:
    """Move PostgreSQL's id sequences past the ids the plan chose, so later inserts get fresh ones."""
    if conn.dialect.name != "postgresql":
        return
    for table in ID_TABLES:
        await conn.execute(
            text(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "  # noqa: S608 - table names are our constants
                f"GREATEST((SELECT MAX(id) FROM {table}), 1))"
            )
        )


async def write_settings(conn: AsyncConnection, values: dict[str, Any], *, replace: bool = False) -> None:
    """Store settings: missing keys are added; existing ones are kept (an operator's edits win) unless `replace`."""
    existing = set((await conn.execute(select(BusinessSetting.key))).scalars())
    if replace:
        for key in values.keys() & existing:
            await conn.execute(
                update(BusinessSetting).where(BusinessSetting.key == key).values(value=values[key])
            )
    fresh = [{"key": key, "value": value} for key, value in values.items() if key not in existing]
    if fresh:
        await conn.execute(insert(BusinessSetting), fresh)


async def count_rows(conn: AsyncConnection) -> dict[str, int]:
    """How many rows each catalogue table holds."""
    return {
        table: (await conn.execute(select(func.count()).select_from(MODELS[table]))).scalar() or 0
        for table in TABLES
    }
