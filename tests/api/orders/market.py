"""A small marketplace for the checkout and order tests, written with the ORM into a fresh database.

Zone "Centre" covers latitudes and longitudes 0 to 1, "East" longitudes 1 to 2. The grocery module charges
2.00 per km in Centre, at least 3.00 and at most 20.00, cash on delivery up to 150.00. The grocer sits at
(0.5, 0.5), charges 10% tax (added), gives free delivery from 100.00, takes scheduled orders and opens
around the clock every day but Sunday. The corner shop (grocery too) takes no scheduled orders and has no
opening hours (closed). The food module's kitchen opens around the clock. Coupons: one of each type, one
with a minimum no cart here reaches, one expired.

The butcher (grocery, open around the clock) takes orders from 20.00 of items (`minimum_order`). The baker
(grocery, open around the clock) delivers itself (`self_delivery_system`) at its own 1.20 per km, at least
2.00 and at most 6.00, whatever the zone charges.

Items for the Buy Now and stock tests: a loaf (stock set by each test), tea in two variations with their
own stock, a campaign box running today, rice, and a soup (food: stock never counts).
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import CouponRow, Item, Module, ModuleZone, Store, StoreSchedule, Zone
from core.clock import DEFAULT_CLOCK

STORE_POINT = (0.5, 0.5)
NEAR = (0.5, 0.52)  # about 2.2 km east of the grocer
OUTSIDE = (0.5, 1.5)  # in East, not in the grocer's zone
NOWHERE = (45.5, -120.25)


def upcoming(day: int, hour: int) -> dt.datetime:
    """The next `day` (0 Sunday), from tomorrow on, at `hour` o'clock on the marketplace's clock (its
    default time zone, whatever the machine's), as an aware moment to send as schedule_at."""
    moment = DEFAULT_CLOCK.now().replace(hour=hour, minute=0, second=0, microsecond=0)
    ahead = (day - (moment.weekday() + 1) % 7) % 7 or 7
    return moment + dt.timedelta(days=ahead)


def all_day(store_id: int, days: range = range(7)) -> list[StoreSchedule]:
    """Opening periods covering every minute of `days` (0 Sunday): midnight to noon, noon to midnight."""
    return [
        StoreSchedule(store_id=store_id, day=day, opening_time=opens, closing_time=closes)
        for day in days
        for opens, closes in (("00:00:00", "12:00:00"), ("12:00:00", "00:00:00"))
    ]


def coupon(code: str, coupon_type: str, **extra: Any) -> CouponRow:
    today = dt.date.today()
    values: dict[str, Any] = {
        "title": code.title(),
        "code": code,
        "coupon_type": coupon_type,
        "discount": Decimal(10),
        "discount_type": "percent",
        "min_purchase": Decimal(0),
        "max_discount": Decimal(0),
        "start_date": today - dt.timedelta(days=1),
        "expire_date": today + dt.timedelta(days=30),
        "store_ids": "[]",
        "zone_ids": "[]",
        "status": True,
    }
    values.update(extra)
    return CouponRow(**values)


async def build_order_market(database_url: str) -> dict[str, int]:
    """Insert the marketplace; return the ids tests use, by name."""
    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        centre = Zone(name="Centre", polygon=[[0, 0], [0, 1], [1, 1], [1, 0]])
        east = Zone(name="East", polygon=[[0, 1], [0, 2], [1, 2], [1, 1]])
        grocery = Module(module_name="Grocery", module_type="grocery", slug="grocery")
        food = Module(module_name="Food", module_type="food", slug="food")
        pharmacy = Module(module_name="Pharmacy", module_type="pharmacy", slug="pharmacy")
        session.add_all([centre, east, grocery, food, pharmacy])
        await session.flush()
        session.add(
            ModuleZone(
                module_id=grocery.id,
                zone_id=centre.id,
                per_km_shipping_charge=Decimal("2.00"),
                minimum_shipping_charge=Decimal("3.00"),
                maximum_shipping_charge=Decimal("20.00"),
                maximum_cod_order_amount=Decimal("150.00"),
            )
        )
        # Pharmacies charge their delivery too (a prescription-only order pays that alone).
        session.add(
            ModuleZone(
                module_id=pharmacy.id,
                zone_id=centre.id,
                per_km_shipping_charge=Decimal("1.00"),
                minimum_shipping_charge=Decimal("2.50"),
                maximum_shipping_charge=Decimal("10.00"),
            )
        )
        grocer = Store(
            name="Grocer",
            slug="grocer",
            module_id=grocery.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            tax=Decimal(10),
            free_delivery_over=Decimal("100.00"),
            schedule_order=True,
        )
        corner = Store(
            name="Corner",
            slug="corner",
            module_id=grocery.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            schedule_order=False,
        )
        kitchen = Store(
            name="Kitchen",
            slug="kitchen",
            module_id=food.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            schedule_order=False,
        )
        # Takes prescription-only orders; the "corner" pharmacy below does not.
        chemist = Store(
            name="Chemist",
            slug="chemist",
            module_id=pharmacy.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            schedule_order=True,
            prescription_order=True,
        )
        drugstore = Store(
            name="Drugstore",
            slug="drugstore",
            module_id=pharmacy.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            schedule_order=True,
        )
        butcher = Store(
            name="Butcher",
            slug="butcher",
            module_id=grocery.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            minimum_order=Decimal("20.00"),
        )
        baker = Store(
            name="Baker",
            slug="baker",
            module_id=grocery.id,
            zone_id=centre.id,
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            self_delivery_system=True,
            per_km_shipping_charge=Decimal("1.20"),
            minimum_shipping_charge=Decimal("2.00"),
            maximum_shipping_charge=Decimal("6.00"),
        )
        session.add_all([grocer, corner, kitchen, chemist, drugstore, butcher, baker])
        await session.flush()
        session.add_all(
            all_day(grocer.id, range(1, 7))
            + all_day(kitchen.id)
            + all_day(chemist.id)
            + all_day(drugstore.id)
            + all_day(butcher.id)
            + all_day(baker.id)
        )
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
        soup = Item(
            name="Soup", slug="soup", module_id=food.id, store_id=kitchen.id, price=Decimal(6), stock=0
        )
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
        session.add_all(
            [apple, pear, loaf, tea, box, rice, milk, soup, tramadol, plaster, sausage, roast, croissant]
        )
        session.add_all(
            [
                coupon("TENOFF", "default", min_purchase=Decimal(5), module_id=grocery.id),
                coupon("EASTONLY", "zone_wise", zone_ids=f"[{east.id}]"),
                coupon(
                    "CENTRE5",
                    "zone_wise",
                    zone_ids=f"[{centre.id}]",
                    discount=Decimal(5),
                    discount_type="amount",
                ),
                coupon(
                    "GROCER",
                    "store_wise",
                    store_ids=f"[{grocer.id}]",
                    discount=Decimal(50),
                    max_discount=Decimal(3),
                ),
                coupon("OTHERSTORE", "store_wise", store_ids=f"[{grocer.id + 1000}]"),
                coupon("FREESHIP", "free_delivery", discount=Decimal(0)),
                coupon("BIGSPEND", "default", min_purchase=Decimal(1000)),
                coupon("EXPIRED", "default", expire_date=dt.date.today() - dt.timedelta(days=1)),
            ]
        )
        await session.commit()
        ids = {
            "apple": apple.id,
            "pear": pear.id,
            "store": grocer.id,
            "module": grocery.id,
            "corner": corner.id,
            "kitchen": kitchen.id,
            "food": food.id,
            "loaf": loaf.id,
            "tea": tea.id,
            "box": box.id,
            "rice": rice.id,
            "milk": milk.id,
            "soup": soup.id,
            "zone_centre": centre.id,
            "zone_east": east.id,
            "pharmacy": pharmacy.id,
            "chemist": chemist.id,
            "drugstore": drugstore.id,
            "tramadol": tramadol.id,
            "plaster": plaster.id,
            "butcher": butcher.id,
            "sausage": sausage.id,
            "roast": roast.id,
            "baker": baker.id,
            "croissant": croissant.id,
        }
    await engine.dispose()
    return ids
