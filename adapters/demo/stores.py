"""Rows for one demo store: the store itself, its business hours and its add-ons.

The store's position among its module's stores (`index`) spreads the variety every module should show:
percent and amount discounts, free delivery, thresholds, a day off, self delivery (every fourth store from
the second delivers itself at its own per-km charge, minimum and maximum), minimum orders (none for the
stores running a campaign).
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from core.demo import DemoCatalogue, DemoStore, store_items

from .modules import CategoryRef
from .places import DemoPlace
from .rows import Ids, Rows

FREE_DELIVERY_OVER = (Decimal(25), Decimal(30), Decimal(35), Decimal(40), Decimal(50))
CAMPAIGN_STORES = 2  # the first stores of a module each run one campaign item (items.py)
MINIMUM_ORDERS = (0, 10, 12, 15, 20)


@dataclass(frozen=True, slots=True)
class ModulePlan:
    """The module a store belongs to, as the planner knows it."""

    module_type: str
    module_id: int
    catalogue: DemoCatalogue
    categories: dict[str, CategoryRef]
    today: dt.date


@dataclass(frozen=True, slots=True)
class StoreSpec:
    """One store to plan: its template, identity, place, zone and pictures."""

    template: DemoStore
    index: int
    name: str
    slug: str
    place: DemoPlace
    zone_id: int
    logo: str
    cover: str


def _clock(hhmm: str) -> str:
    return f"{hhmm}:00" if len(hhmm) == 5 else hhmm


def store_discount(index: int, today: dt.date) -> dict[str, Any] | None:
    """Every third store runs a percent discount, the next one an amount off; the others none."""
    window = {
        "start_date": (today - dt.timedelta(days=10)).isoformat(),
        "end_date": (today + dt.timedelta(days=60)).isoformat(),
        "start_time": "00:00:00",
        "end_time": "23:59:59",
    }
    if index % 3 == 0:
        return {
            "discount": 10.0,
            "discount_type": "percent",
            "min_purchase": 20.0,
            "max_discount": 8.0,
            **window,
        }
    if index % 3 == 1:
        return {
            "discount": 5.0,
            "discount_type": "amount",
            "min_purchase": 30.0,
            "max_discount": 5.0,
            **window,
        }
    return None


def minimum_order(index: int, rng: random.Random) -> Decimal:
    """The store's minimum order: drawn for every store (the draws after it stay as they were), none for the
    stores running a campaign, whose item is ordered alone (Order Now takes one at a time)."""
    drawn = Decimal(rng.choice(MINIMUM_ORDERS))
    return Decimal(0) if index < CAMPAIGN_STORES else drawn


def add_store(
    rows: Rows, ids: Ids, module: ModulePlan, spec: StoreSpec, rng: random.Random
) -> tuple[int, dict[str, int]]:
    """The store row, its opening hours and add-ons; returns the store id and add-on ids by English name."""
    catalogue, index = module.catalogue, spec.index
    templates = store_items(catalogue, spec.template)
    store_id = ids.next("stores")
    shipping = catalogue.per_km_shipping_charge + Decimal(rng.choice((0, 10, 20))) / 100
    rows.add(
        "stores",
        {
            "id": store_id,
            "name": spec.name,
            "slug": spec.slug,
            "module_id": module.module_id,
            "zone_id": spec.zone_id,
            "logo": spec.logo,
            "cover_photo": spec.cover,
            "phone": f"+33 1 {rng.randint(40, 49)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            "email": f"contact@{spec.slug.replace('-', '')}.example",
            "address": spec.place.formatted_address,
            "latitude": spec.place.lat,
            "longitude": spec.place.lng,
            "tax": catalogue.tax,
            "minimum_order": minimum_order(index, rng),
            "avg_rating": round(rng.uniform(3.6, 4.9), 1),
            "rating_count": rng.randint(15, 2400),
            "order_count": rng.randint(40, 9000),
            "self_delivery_system": index % 4 == 1,
            "free_delivery": index % 5 == 2,
            "per_km_shipping_charge": shipping,
            "minimum_shipping_charge": catalogue.minimum_shipping_charge,
            "maximum_shipping_charge": catalogue.maximum_shipping_charge,
            "free_delivery_over": FREE_DELIVERY_OVER[index % 5] if index % 5 != 4 else None,
            "delivery_time": catalogue.delivery_time,
            "delivery": True,
            "take_away": index % 6 != 5,
            "schedule_order": index % 2 == 0,
            # Most pharmacies take prescription-only orders; every third one sells its shelves only.
            "prescription_order": catalogue.prescription_order and index % 3 != 2,
            "veg": any(t.veg for t in templates) or not catalogue.items,
            "non_veg": any(not t.veg for t in templates) or not catalogue.items,
            "featured": index < 3,
            "status": True,
            "active": True,
            "discount": store_discount(index, module.today),
            "extra": {"halal_tag_status": int(spec.template.halal)},
            "translations": {"fr": {"name": spec.name}},
            "created_at": rows.now - dt.timedelta(days=rng.randint(1, 400), minutes=rng.randint(0, 1440)),
        },
    )
    _add_hours(rows, ids, store_id, catalogue, closed_sunday=index % 4 == 3)
    add_ons = {}
    for add_on in catalogue.add_ons:
        add_ons[add_on.name.en] = ids.next("add_ons")
        rows.add(
            "add_ons",
            {
                "id": add_ons[add_on.name.en],
                "store_id": store_id,
                "name": add_on.name.en,
                "price": add_on.price,
                "status": True,
                "translations": {"fr": {"name": add_on.name.fr}},
            },
        )
    return store_id, add_ons


def _add_hours(rows: Rows, ids: Ids, store_id: int, catalogue: DemoCatalogue, *, closed_sunday: bool) -> None:
    for day in range(7):  # 0 is Sunday
        if day == 0 and closed_sunday:
            continue
        for opening, closing in catalogue.opening_hours:
            rows.add(
                "store_schedules",
                {
                    "id": ids.next("store_schedules"),
                    "store_id": store_id,
                    "day": day,
                    "opening_time": _clock(opening),
                    "closing_time": _clock(closing),
                },
            )
