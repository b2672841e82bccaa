"""The coupons of the checkout and order tests' marketplace (market.py): one of each type, one with a minimum
no cart there reaches, one expired."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from adapters.db.tables import CouponRow, Module, Store, Zone


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


def market_coupons(*, grocery: Module, centre: Zone, east: Zone, grocer: Store) -> list[CouponRow]:
    """The coupons, for the zones, module and store they name."""
    return [
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
