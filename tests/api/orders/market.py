"""A small marketplace for the checkout and order tests, written with the ORM into a fresh database.

Zone "Centre" covers latitudes and longitudes 0 to 1, "East" longitudes 1 to 2. The grocery module charges
2.00 per km in Centre, at least 3.00 and at most 20.00, cash on delivery up to 150.00. The grocer sits at
(0.5, 0.5), charges 10% tax (added), gives free delivery from 100.00 and takes scheduled orders. Coupons:
one of each type, one with a minimum no cart here reaches, one expired.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import CouponRow, Item, Module, ModuleZone, Store, Zone

STORE_POINT = (0.5, 0.5)
NEAR = (0.5, 0.52)  # about 2.2 km east of the grocer
OUTSIDE = (0.5, 1.5)  # in East, not in the grocer's zone
NOWHERE = (45.5, -120.25)


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
        session.add_all([centre, east, grocery])
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
        session.add(grocer)
        await session.flush()
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
        session.add_all([apple, pear])
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
            "zone_centre": centre.id,
            "zone_east": east.id,
        }
    await engine.dispose()
    return ids
