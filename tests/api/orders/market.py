"""A small marketplace for the checkout and order tests, written with the ORM into a fresh database.

Zone "Centre" covers latitudes and longitudes 0 to 1, "East" longitudes 1 to 2. The grocery module charges
2.00 per km in Centre, at least 3.00 and at most 20.00, cash on delivery up to 150.00. The grocer sits at
(0.5, 0.5), charges 10% tax (added), gives free delivery from 100.00, takes scheduled orders and opens
around the clock every day but Sunday. The corner shop (grocery too) takes no scheduled orders and has no
opening hours (closed). The food module's kitchen opens around the clock.

The butcher (grocery, open around the clock) takes orders from 20.00 of items (`minimum_order`). The baker
(grocery, open around the clock) delivers itself (`self_delivery_system`) at its own 1.20 per km, at least
2.00 and at most 6.00, whatever the zone charges.

The stores' items are in market_items.py, the coupons in market_coupons.py.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import Module, ModuleZone, Store, StoreSchedule, Zone
from core.clock import DEFAULT_CLOCK
from tests.api.orders.market_coupons import market_coupons
from tests.api.orders.market_items import market_items

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
        items = market_items(
            grocery=grocery,
            food=food,
            pharmacy=pharmacy,
            grocer=grocer,
            corner=corner,
            kitchen=kitchen,
            chemist=chemist,
            butcher=butcher,
            baker=baker,
        )
        session.add_all(list(items.values()))
        session.add_all(market_coupons(grocery=grocery, centre=centre, east=east, grocer=grocer))
        await session.commit()
        ids = {name: item.id for name, item in items.items()} | {
            "store": grocer.id,
            "module": grocery.id,
            "corner": corner.id,
            "kitchen": kitchen.id,
            "food": food.id,
            "zone_centre": centre.id,
            "zone_east": east.id,
            "pharmacy": pharmacy.id,
            "chemist": chemist.id,
            "drugstore": drugstore.id,
            "butcher": butcher.id,
            "baker": baker.id,
        }
    await engine.dispose()
    return ids
