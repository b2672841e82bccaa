"""Read the seeded database directly, so API tests compare answers with stored rows, not hard-coded values."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import Module, ModuleZone, Zone


async def stored(database_url: str) -> dict[str, list[dict[str, Any]]]:
    """Every module, zone and module-zone row as plain dicts."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            tables = {"modules": Module, "zones": Zone, "module_zones": ModuleZone}
            return {
                name: [dict(row._mapping) for row in await conn.execute(select(model.__table__))]
                for name, model in tables.items()
            }
    finally:
        await engine.dispose()


def served_zone_ids(rows: dict[str, list[dict[str, Any]]], module: dict[str, Any]) -> set[int]:
    """Active zones the module serves: its links, or every active zone when it serves all zones."""
    active = {z["id"] for z in rows["zones"] if z["status"]}
    if module["all_zone_service"]:
        return active
    return {link["zone_id"] for link in rows["module_zones"] if link["module_id"] == module["id"]} & active


def visible_modules(rows: dict[str, list[dict[str, Any]]], types: set[str]) -> list[dict[str, Any]]:
    """Active modules whose type is one of `types`."""
    return [m for m in rows["modules"] if m["status"] and m["module_type"] in types]
