"""Load the demo marketplace (and, on request, the benchmark catalogue) into a migrated database, once.

Running it again changes nothing: a business setting records which modules and whether the benchmark
catalogue were loaded, and only what is missing is added (a vertical enabled later gets its module then).
A database whose catalogue was not made here is left alone. Pictures missing from the store of public pictures
(the media folder, or the bucket) are drawn every time, so a wiped folder or bucket heals on the next run.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.engine import BEGIN_IMMEDIATE, create_engine
from adapters.settings import Settings
from core.clock import MarketplaceClock
from core.verticals import load_registry

from .bonuses import add_demo_bonuses
from .business import brand_pictures, business_settings
from .cashback import add_demo_cashback
from .coupons import add_demo_coupons
from .couriers import add_demo_couriers, courier_pictures
from .customer import add_demo_customer
from .database import (
    MARKER,
    DemoState,
    count_rows,
    insert_rows,
    lock,
    read_state,
    reset_sequences,
    write_settings,
)
from .landing import landing_pictures
from .media import catalogue_pictures, place_pictures
from .modules import add_zones
from .pages import add_missing_pages
from .plan import Catalogued, demo_catalogues, plan_modules
from .reviews import plan_reviews, unrated
from .rows import Ids, Rows
from .saved_places import add_demo_customer_places
from .scale import plan_scale
from .stores import ModulePlan


@dataclass(frozen=True, slots=True)
class SeedReport:
    """What the database holds after seeding, and what this run added."""

    zones: int
    modules: int
    categories: int
    stores: int
    items: int
    add_ons: int
    added_stores: int
    added_items: int
    pictures_drawn: int
    seconds: float
    note: str = ""

    def __str__(self) -> str:
        held = (
            f"{self.zones} zones, {self.modules} modules, {self.categories} categories, {self.stores} stores, "
            f"{self.items} items, {self.add_ons} add-ons"
        )
        added = f"added {self.added_stores} stores and {self.added_items} items, drew {self.pictures_drawn} pictures"
        return f"demo marketplace: {held}; {added} in {self.seconds:.1f} s" + (
            f" ({self.note})" if self.note else ""
        )


@dataclass(slots=True)
class _Plan:
    rows: Rows
    marker: dict[str, Any]
    settings: dict[str, Any]


def _existing_modules(state: DemoState, catalogued: list[Catalogued], today: dt.date) -> list[ModulePlan]:
    """Demo modules already stored whose categories are all still there (the scale plan builds on them)."""
    plans = []
    for entry in catalogued:
        module_id = state.modules.get(entry.vertical.module_type)
        categories = state.categories.get(module_id or 0, {})
        if module_id and all(item.category in categories for item in entry.catalogue.items):
            plans.append(
                ModulePlan(entry.vertical.module_type, module_id, entry.catalogue, categories, today)
            )
    return plans


def plan(state: DemoState, catalogued: list[Catalogued], *, scale: bool) -> _Plan | None:
    """What to add to a database in `state`, or None when there is nothing to do."""
    marker = state.marker or {"modules": [], "scale": False}
    missing = [c for c in catalogued if c.vertical.module_type not in state.modules]
    add_scale = scale and not marker.get("scale")
    if not missing and not add_scale:
        return None
    now = dt.datetime.now(dt.UTC)
    rows, ids = Rows(now), Ids(state.highest)
    zones = state.zones or add_zones(rows, ids)
    existing = _existing_modules(state, catalogued, now.date())
    added = plan_modules(
        rows,
        ids,
        missing,
        zones,
        now.date(),
        first_position=len(state.modules),
        first_place=state.highest.get("stores", 0),
    )
    reviewed = {
        module.module_id
        for module, entry in zip(added, missing, strict=True)
        if entry.vertical.policy.reviews
    }
    plan_reviews(rows, ids, state.reviewers, reviewed)
    if add_scale:
        first_store, first_item = rows.count("stores"), rows.count("items")
        plan_scale(rows, ids, existing + added, zones)
        unrated(rows.tables["stores"][first_store:] + rows.tables["items"][first_item:])
    modules = sorted({*marker.get("modules", []), *(c.vertical.module_type for c in missing)})
    new_marker = {"modules": modules, "scale": bool(marker.get("scale")) or scale}
    return _Plan(rows, new_marker, {} if state.marker else business_settings())


async def seed_demo(settings: Settings, *, scale: bool = False) -> SeedReport:
    """Load the demo marketplace for the enabled verticals, plus the benchmark catalogue when `scale`."""
    started = time.perf_counter()
    catalogued = demo_catalogues(load_registry(settings.verticals))
    jobs = [
        *brand_pictures(),
        *courier_pictures(),
        *landing_pictures(),
        *(job for c in catalogued for job in catalogue_pictures(c.vertical, c.catalogue)),
    ]
    drawn = await place_pictures(settings, jobs)
    engine = create_engine(settings)
    note, added_stores, added_items = "already loaded", 0, 0
    try:
        async with engine.connect() as conn:
            conn = await conn.execution_options(**BEGIN_IMMEDIATE)
            async with conn.begin():
                await lock(conn)
                state = await read_state(conn)
                if state.marker is None and state.modules:
                    note = "the database holds a catalogue the demo did not make: left unchanged"
                elif (additions := plan(state, catalogued, scale=scale)) is not None:
                    await insert_rows(conn, additions.rows)
                    await write_settings(conn, additions.settings)
                    await write_settings(conn, {MARKER: additions.marker}, replace=True)
                    await reset_sequences(conn)
                    note, added_stores, added_items = (
                        "",
                        additions.rows.count("stores"),
                        additions.rows.count("items"),
                    )
                if state.marker is not None or not state.modules:
                    await add_missing_pages(conn)
                    today = MarketplaceClock(settings.marketplace_time_zone)().date()
                    await add_demo_coupons(conn, today)
                    await add_demo_bonuses(conn, today)
                    await add_demo_cashback(conn, today)
                    await add_demo_couriers(conn)
                    if await add_demo_customer(conn):
                        await add_demo_customer_places(conn)
            if added_items or added_stores:
                await refresh_planner_statistics(conn)
            counts = await count_rows(conn)
    finally:
        await engine.dispose()
    return SeedReport(
        counts["zones"],
        counts["modules"],
        counts["categories"],
        counts["stores"],
        counts["items"],
        counts["add_ons"],
        added_stores,
        added_items,
        drawn,
        time.perf_counter() - started,
        note,
    )


async def refresh_planner_statistics(conn: AsyncConnection) -> None:
    """ANALYZE after a bulk load: without statistics PostgreSQL planned catalogue pages ten times slower."""
    await conn.execute(text("ANALYZE"))
    await conn.commit()


def seed_demo_sync(settings: Settings, *, scale: bool = False) -> SeedReport:
    """`seed_demo` for callers without an event loop (the command line, test fixtures)."""
    return asyncio.run(seed_demo(settings, scale=scale))
