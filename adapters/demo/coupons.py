"""The demo's coupons, one of each type, so checkout can be tried with every kind (docs/checkout-and-money.md lists them).

Running from the day they are added for a year; the zone-wise one is for the first zone, the store-wise one
for the first store. Added once: a code already stored is left alone.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import CouponRow, Store, Zone
from core.clock import DEFAULT_CLOCK

# (code, title, type, discount, discount type, min purchase, max discount); amounts in currency units.
COUPONS = (
    ("WELCOME10", "10% off your order", "default", "10", "percent", "10", "5"),
    ("ZONE5", "5 off in the centre", "zone_wise", "5", "amount", "20", "0"),
    ("STORE15", "15% off at this store", "store_wise", "15", "percent", "0", "10"),
    ("FREESHIP", "Free delivery", "free_delivery", "0", "amount", "15", "0"),
)


async def add_demo_coupons(conn: AsyncConnection, today: dt.date | None = None) -> int:
    """Insert the demo coupons not yet stored, running from `today` (the marketplace's date; by default
    that of its default time zone); how many were added."""
    start = today or DEFAULT_CLOCK().date()
    held = set((await conn.execute(select(CouponRow.code))).scalars())
    zone = await conn.scalar(select(func.min(Zone.id)))
    store = await conn.scalar(select(func.min(Store.id)))
    rows: list[dict[str, Any]] = []
    for code, title, kind, discount, discount_type, minimum, maximum in COUPONS:
        if code in held:
            continue
        rows.append(
            {
                "title": title,
                "code": code,
                "coupon_type": kind,
                "discount": Decimal(discount),
                "discount_type": discount_type,
                "min_purchase": Decimal(minimum),
                "max_discount": Decimal(maximum),
                "start_date": start - dt.timedelta(days=1),
                "expire_date": start + dt.timedelta(days=365),
                "module_id": None,
                "store_ids": f"[{store}]" if kind == "store_wise" and store else "[]",
                "zone_ids": f"[{zone}]" if kind == "zone_wise" and zone else "[]",
                "status": True,
            }
        )
    if rows:
        await conn.execute(insert(CouponRow), rows)
    return len(rows)
