"""A small marketplace for the address and wishlist tests, written with the ORM into a fresh database.

Zones: "Centre" covers latitudes 0 to 1 and longitudes 0 to 1, "East" latitudes 0 to 1 and longitudes 0.5 to
2 (they overlap between 0.5 and 1), "Closed" (inactive) 5 to 6. Two modules, visible and hidden stores and
items, so the wishlist shows only what the catalogue shows.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import Item, Module, Store, Zone

CENTRE_ONLY = ("0.5", "0.25")
BOTH_ZONES = ("0.5", "0.75")
EAST_ONLY = ("0.5", "1.5")
INSIDE_CLOSED_ZONE = ("5.5", "5.5")
NOWHERE = ("45.5", "-120.25")


async def build_places_catalogue(database_url: str) -> dict[str, int]:
    """Insert the marketplace; return the ids tests use, by name."""
    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        zones = {
            "centre": Zone(name="Centre", polygon=[[0, 0], [0, 1], [1, 1], [1, 0]]),
            "east": Zone(name="East", polygon=[[0, 0.5], [0, 2], [1, 2], [1, 0.5]]),
            "closed": Zone(name="Closed", polygon=[[5, 5], [5, 6], [6, 6], [6, 5]], status=False),
        }
        modules = {t: Module(module_name=t.title(), module_type=t, slug=t) for t in ("grocery", "food")}
        session.add_all([*zones.values(), *modules.values()])
        await session.flush()

        def store(name: str, module: str, **extra: Any) -> Store:
            return Store(
                name=name.title(),
                slug=name,
                module_id=modules[module].id,
                zone_id=zones["centre"].id,
                latitude=0.5,
                longitude=0.5,
                **extra,
            )

        stores = {
            "grocer": store("grocer", "grocery"),
            "kitchen": store("kitchen", "food"),
            "hidden_store": store("hidden-store", "food", status=False),
        }
        session.add_all(stores.values())
        await session.flush()

        def item(name: str, store_key: str, **extra: Any) -> Item:
            owner = stores[store_key]
            return Item(
                name=name.title(),
                slug=name,
                module_id=owner.module_id,
                store_id=owner.id,
                price=Decimal("2.50"),
                stock=100,
                **extra,
            )

        items = {
            "apple": item("apple", "grocer"),
            "pear": item("pear", "grocer"),
            "pizza": item("pizza", "kitchen"),
            "soup": item("soup", "kitchen"),
            "withdrawn": item("withdrawn", "grocer", status=False),
            "in_hidden_store": item("in-hidden-store", "hidden_store"),
        }
        session.add_all(items.values())
        await session.commit()
        ids = {k: v.id for k, v in items.items()}
        ids.update({f"store_{k}": v.id for k, v in stores.items()})
        ids.update({f"module_{k}": v.id for k, v in modules.items()})
        ids.update({f"zone_{k}": v.id for k, v in zones.items()})
    await engine.dispose()
    return ids
