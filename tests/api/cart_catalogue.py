"""A small catalogue for cart tests, written with the ORM into a fresh database: every case a rule needs.

Times of day are set around the moment the fixture runs, so "outside its hours" holds whatever the clock.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import AddOn, Item, Module, Store, Zone
from core.clock import DEFAULT_CLOCK


def _hours_from_now(hours: int) -> str:
    return f"{(DEFAULT_CLOCK() + dt.timedelta(hours=hours)).hour:02d}:00:00"  # the marketplace's hour


SIZE = {
    "name": "Size", "type": "single", "required": "on", "min": 0, "max": 0,
    "values": [{"label": "Medium", "optionPrice": 0}, {"label": "Large", "optionPrice": 3.5}],
}  # fmt: skip
TOPPINGS = {
    "name": "Toppings", "type": "multi", "required": "off", "min": 1, "max": 2,
    "values": [{"label": "Olives", "optionPrice": 0.8}, {"label": "Basil", "optionPrice": 0.5},
               {"label": "Ham", "optionPrice": 2}],
}  # fmt: skip
BASE = {
    "name": "Base", "type": "multi", "required": "on", "min": 2, "max": 3,
    "values": [{"label": "Rice", "optionPrice": 0}, {"label": "Greens", "optionPrice": 0},
               {"label": "Quinoa", "optionPrice": 1}, {"label": "Tofu", "optionPrice": 2}],
}  # fmt: skip
SHIRT = [{"type": "S-White", "price": 20.0, "stock": 5}, {"type": "M-White", "price": 22.0, "stock": 0}]


async def build_cart_catalogue(database_url: str) -> dict[str, Any]:
    """Insert the catalogue; return the ids tests use, by name."""
    engine = create_async_engine(database_url)
    today = dt.date.today()
    ids: dict[str, Any] = {}
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        zone = Zone(name="Centre", polygon=[[0, 0], [0, 1], [1, 1], [1, 0]])
        modules = {
            t: Module(module_name=t.title(), module_type=t, slug=t) for t in ("grocery", "food", "ecommerce")
        }
        session.add_all([zone, *modules.values()])
        await session.flush()

        def store(name: str, module: str, **extra: Any) -> Store:
            return Store(
                name=name,
                slug=name,
                module_id=modules[module].id,
                zone_id=zone.id,
                latitude=0.5,
                longitude=0.5,
                **extra,
            )

        stores = {
            "grocer": store("grocer", "grocery"),
            "other_grocer": store("other-grocer", "grocery"),
            "scheduling_grocer": store("scheduling-grocer", "grocery", schedule_order=True),
            "kitchen": store("kitchen", "food", free_delivery_over=Decimal(30)),
            "shop": store("shop", "ecommerce"),
        }
        session.add_all(stores.values())
        await session.flush()
        add_ons = {
            "cheese": AddOn(
                store_id=stores["kitchen"].id,
                name="Cheese",
                price=Decimal("1.50"),
                translations={"fr": {"name": "Fromage"}},
            ),
            "fries": AddOn(store_id=stores["kitchen"].id, name="Fries", price=Decimal("2.90")),
            "foreign": AddOn(store_id=stores["grocer"].id, name="Bag", price=Decimal("0.10")),
            "wrap": AddOn(store_id=stores["shop"].id, name="Gift wrap", price=Decimal("3.00")),
        }
        session.add_all(add_ons.values())
        await session.flush()
        closed = {"available_time_starts": _hours_from_now(2), "available_time_ends": _hours_from_now(3)}

        def item(name: str, store_key: str, price: str, **extra: Any) -> Item:
            owner = stores[store_key]
            return Item(
                name=name.title(),
                slug=name,
                module_id=owner.module_id,
                store_id=owner.id,
                price=Decimal(price),
                **extra,
            )

        items = {
            "apple": item("apple", "grocer", "2.00", stock=1000, discount=Decimal(10), discount_type="percent"),
            "limited": item("limited", "grocer", "1.00", stock=50, maximum_cart_quantity=3),
            "scarce": item("scarce", "grocer", "1.00", stock=4),
            "empty": item("empty", "grocer", "1.00", stock=0),
            "bread": item("bread", "other_grocer", "3.00", stock=100),
            "campaign": item("campaign", "grocer", "5.00", stock=100, available_date_starts=today - dt.timedelta(days=1), available_date_ends=today + dt.timedelta(days=1)),
            "ended": item("ended", "grocer", "5.00", stock=100, available_date_starts=today - dt.timedelta(days=9), available_date_ends=today - dt.timedelta(days=2)),
            "night": item("night", "grocer", "1.00", stock=100, **closed),
            "scheduled": item("scheduled", "scheduling_grocer", "1.00", stock=100, **closed),
            "inactive": item("inactive", "grocer", "1.00", stock=100, status=False),
            "pizza": item("pizza", "kitchen", "10.00", stock=0, maximum_cart_quantity=4, discount=Decimal("1.00"), discount_type="amount", food_variations=[SIZE, TOPPINGS], add_on_ids=[add_ons["cheese"].id, add_ons["fries"].id, add_ons["foreign"].id]),
            "bowl": item("bowl", "kitchen", "8.00", stock=0, food_variations=[BASE]),
            "soup": item("soup", "kitchen", "4.00", stock=0),
            "shirt": item("shirt", "shop", "18.00", stock=5, variations=SHIRT, discount=Decimal(10), discount_type="percent", add_on_ids=[add_ons["wrap"].id]),
        }  # fmt: skip
        session.add_all(items.values())
        await session.commit()
        ids.update({k: v.id for k, v in items.items()})
        ids.update({f"add_on_{k}": v.id for k, v in add_ons.items()})
        ids.update({f"module_{k}": v.id for k, v in modules.items()})
    await engine.dispose()
    return ids
