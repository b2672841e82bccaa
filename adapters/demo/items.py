"""Rows for the items of one demo store, made from its module's item templates.

An item's position in its store decides the variety every store shows: percent and amount discounts, an
empty shelf and low stock, a per-cart maximum, recommended items and, in the first stores, a campaign item
and a flash sale (ending at 20:00 two, five and eight days after the seeding).
"""

from __future__ import annotations

import datetime as dt
import itertools
import random
from decimal import Decimal
from typing import Any

from core.demo import DemoChoice, DemoItem, store_items

from .naming import item_picture_paths, slugify
from .rows import Ids, Rows
from .stores import CAMPAIGN_STORES, ModulePlan, StoreSpec

PERCENTS = (5, 10, 15, 20, 25)
AMOUNTS = (Decimal("0.50"), Decimal("1.00"), Decimal("2.00"), Decimal("3.00"))
PRICE_FACTORS = (Decimal("1.00"), Decimal("1.00"), Decimal("0.95"), Decimal("1.05"), Decimal("1.10"))
CAMPAIGN_POSITION = 3
FLASH_SALE_STORES = (
    3  # the first stores of a module each put one item, with a percent discount, on flash sale
)
FLASH_SALE_POSITION = 1
FLASH_SALE_CLOSES = "20:00"


def _price(base: Decimal, rng: random.Random) -> Decimal:
    factor = rng.choice(PRICE_FACTORS)
    # A store that charges differently rounds to ten cents, as shops do.
    return base if factor == 1 else (base * factor).quantize(Decimal("0.1")).quantize(Decimal("0.01"))


def _discount(position: int, price: Decimal, rng: random.Random) -> tuple[Decimal, str]:
    if position % 7 == 1:
        return Decimal(rng.choice(PERCENTS)), "percent"
    if position % 7 == 4:
        return min(rng.choice(AMOUNTS), (price * Decimal("0.3")).quantize(Decimal("0.01"))), "amount"
    return Decimal(0), "percent"


def _stock(position: int, usual: tuple[int, int], rng: random.Random) -> int:
    if position % 9 == 2:
        return 0
    if position % 9 == 5:
        return rng.randint(1, 3)
    return rng.randint(*usual)


def _variations(
    choices: tuple[DemoChoice, ...], price: Decimal, position: int, rng: random.Random
) -> list[dict[str, Any]]:
    """Every combination of options as SPEC.md's variations (type 'S-White', price, stock); one sold out."""
    if not choices:
        return []
    combos = itertools.product(
        *(tuple(zip(c.options, c.surcharges or (Decimal(0),) * len(c.options), strict=True)) for c in choices)
    )
    variations = []
    for n, combo in enumerate(combos):
        extra = sum((surcharge for _, surcharge in combo), Decimal(0))
        stock = 0 if (n + position) % 5 == 3 else rng.randint(2, 30)
        variations.append(
            {
                "type": "-".join(o.replace(" ", "") for o, _ in combo),
                "price": float(price + extra),
                "stock": stock,
            }
        )
    return variations


def _text(template: DemoItem) -> dict[str, Any]:
    fr: dict[str, str] = {"name": template.name.fr}
    if template.description:
        fr["description"] = template.description.fr
    return {"fr": fr}


def add_items(
    rows: Rows,
    ids: Ids,
    module: ModulePlan,
    spec: StoreSpec,
    store_id: int,
    add_ons: dict[str, int],
    rng: random.Random,
    count: int | None = None,
) -> int:
    """The store's items: every template it sells, or `count` items cycling through them; returns how many."""
    templates = store_items(module.catalogue, spec.template)
    if not templates:
        return 0
    chosen = templates if count is None else list(itertools.islice(itertools.cycle(templates), count))
    store_created: dt.datetime = rows.tables["stores"][-1]["created_at"]
    for position, template in enumerate(chosen):
        row = _item_row(ids, module, spec, store_id, add_ons, rng, position, template)
        row["created_at"] = min(
            rows.now, store_created + dt.timedelta(hours=position, minutes=rng.randint(0, 59))
        )
        rows.add("items", row)
    return len(chosen)


def _extra(template: DemoItem, price: Decimal) -> dict[str, Any]:
    """The item's `extra`; a rate that is the item's own price (a vehicle's hourly rate: its card shows the
    price per hour, verticals/rental/demo.py) follows the price as this store varies it, so the card shows
    what a trip charges."""
    extra = dict(template.extra)
    if extra.get("hourly_price") == float(template.price):
        extra["hourly_price"] = float(price)
    return extra


def _item_row(
    ids: Ids,
    module: ModulePlan,
    spec: StoreSpec,
    store_id: int,
    add_ons: dict[str, int],
    rng: random.Random,
    position: int,
    template: DemoItem,
) -> dict[str, Any]:
    item_id = ids.next("items")
    price = _price(template.price, rng)
    discount, discount_type = _discount(position, price, rng)
    category = module.categories[template.category]
    pictures = item_picture_paths(module.module_type, template.name.en, template.pictures)
    starts, ends = template.available_time or ("00:00", "23:59")
    campaign = spec.index < CAMPAIGN_STORES and position == CAMPAIGN_POSITION
    flash_sale = spec.index < FLASH_SALE_STORES and position == FLASH_SALE_POSITION
    flash_sale_day = module.today + dt.timedelta(days=2 + 3 * spec.index)
    return {
        "id": item_id,
        "name": template.name.en,
        "slug": f"{slugify(template.name.en)}-{item_id}",
        "description": template.description.en if template.description else "",
        "image": pictures[0],
        "images": pictures,
        "module_id": module.module_id,
        "store_id": store_id,
        "category_id": category.id,
        "category_ids": [
            {"id": category.top_id, "position": 1},
            *([{"id": category.id, "position": 2}] if category.id != category.top_id else []),
        ],
        "unit_type": template.unit_type,
        "price": price,
        "discount": discount,
        "discount_type": discount_type,
        "stock": _stock(position, module.catalogue.stock, rng),
        "maximum_cart_quantity": rng.choice((2, 3, 5)) if position % 6 == 3 else None,
        "is_prescription_required": template.is_prescription_required,
        "avg_rating": round(rng.uniform(3.4, 5.0), 1),
        "rating_count": rng.randint(0, 800),
        "wishlist_count": rng.randint(0, 300),
        "order_count": rng.randint(0, 2500),
        "tags": list(template.tags),
        "organic": template.organic,
        "recommended": position % 5 == 0,
        "veg": template.veg,
        "is_halal": template.is_halal,
        "generic_name": list(template.generic_name),
        "nutritions": list(template.nutritions),
        "allergies": list(template.allergies),
        "available_time_starts": f"{starts}:00",
        "available_time_ends": f"{ends}:59" if ends == "23:59" else f"{ends}:00",
        "available_date_starts": module.today - dt.timedelta(days=5) if campaign else None,
        "available_date_ends": module.today + dt.timedelta(days=30) if campaign else None,
        "flash_sale_ends": f"{flash_sale_day.isoformat()} {FLASH_SALE_CLOSES}" if flash_sale else None,
        "variations": _variations(template.choices, price, position, rng),
        "choice_options": [
            {"name": f"choice_{n}", "title": c.title, "options": list(c.options)}
            for n, c in enumerate(template.choices, 1)
        ],
        "food_variations": [dict(group) for group in template.food_variations],
        "add_on_ids": [add_ons[name] for name in template.add_ons if name in add_ons],
        "status": True,
        "extra": _extra(template, price),
        "translations": _text(template),
    }
