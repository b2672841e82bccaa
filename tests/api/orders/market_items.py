"""The items of the checkout and order tests' marketplace (market.py): apples and pears at the grocer, and
for the Buy Now and stock tests a loaf (stock set by each test), tea in two variations with their own stock,
a campaign box running today, rice, milk at the corner shop, and a soup (food: stock never counts); the
chemist's tramadol (prescription only) and plaster; the butcher's sausage and roast; the baker's croissant.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from adapters.db.tables import Item, Module, Store


def market_items(
    *,
    grocery: Module,
    food: Module,
    pharmacy: Module,
    grocer: Store,
    corner: Store,
    kitchen: Store,
    chemist: Store,
    butcher: Store,
    baker: Store,
) -> dict[str, Item]:
    """The items, by the names tests know their ids by (in the order they are inserted)."""
    apple = Item(
        name="Apple",
        slug="apple",
        module_id=grocery.id,
        store_id=grocer.id,
        price=Decimal("10.00"),
        stock=100_000,
    )
    pear = Item(
        name="Pear",
        slug="pear",
        module_id=grocery.id,
        store_id=grocer.id,
        price=Decimal("1.00"),
        discount=Decimal("2.5"),
        discount_type="percent",
        stock=100_000,
    )
    today = dt.date.today()

    def grocery_item(name: str, price: str, stock: int, **extra: Any) -> Item:
        return Item(
            name=name,
            slug=name.lower(),
            module_id=grocery.id,
            store_id=extra.pop("store_id", grocer.id),
            price=Decimal(price),
            stock=stock,
            **extra,
        )

    loaf = grocery_item("Loaf", "2.00", 1)
    tea = grocery_item(
        "Tea",
        "4.00",
        30,
        variations=[
            {"type": "Green", "price": 5.0, "stock": 2},
            {"type": "Black", "price": 4.0, "stock": 20},
        ],
    )
    box = grocery_item(
        "Box",
        "8.00",
        1000,
        available_date_starts=today - dt.timedelta(days=1),
        available_date_ends=today + dt.timedelta(days=10),
    )
    rice = grocery_item("Rice", "3.00", 5)
    milk = grocery_item("Milk", "1.50", 100, store_id=corner.id)
    soup = Item(name="Soup", slug="soup", module_id=food.id, store_id=kitchen.id, price=Decimal(6), stock=0)
    tramadol = Item(
        name="Tramadol",
        slug="tramadol",
        module_id=pharmacy.id,
        store_id=chemist.id,
        price=Decimal("4.60"),
        stock=1000,
        is_prescription_required=True,
        generic_name=["tramadol"],
    )
    plaster = Item(
        name="Plaster",
        slug="plaster",
        module_id=pharmacy.id,
        store_id=chemist.id,
        price=Decimal("1.20"),
        stock=1000,
        generic_name=["adhesive bandage"],
    )
    sausage = grocery_item("Sausage", "4.80", 100_000, store_id=butcher.id)
    roast = grocery_item("Roast", "15.20", 100_000, store_id=butcher.id)
    croissant = grocery_item("Croissant", "1.50", 100_000, store_id=baker.id)
    return {
        "apple": apple,
        "pear": pear,
        "loaf": loaf,
        "tea": tea,
        "box": box,
        "rice": rice,
        "milk": milk,
        "soup": soup,
        "tramadol": tramadol,
        "plaster": plaster,
        "sausage": sausage,
        "roast": roast,
        "croissant": croissant,
    }
