"""The delivery fee (SPEC.md section 9, "Delivery fee") and the distance it is charged on."""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal

from .money import NOTHING, Money, clamp, half_up

EARTH_RADIUS_M = 6378137.0
CHARGED_ORDER_TYPES = frozenset({"delivery", "schedule_order"})


def distance_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    """Great-circle distance in km (haversine on a sphere of the earth's equatorial radius)."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lng2 - lng1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_M * math.asin(min(1.0, math.sqrt(a))) / 1000


@dataclass(frozen=True, slots=True)
class DeliveryTerms:
    """What the fee depends on besides the order: the zone's per-km charge and its bounds (`maximum` 0:
    no upper bound), the store's free delivery and threshold, and the zone's optional increase (percent)."""

    per_km: Money
    minimum: Money = NOTHING
    maximum: Money = NOTHING
    store_free_delivery: bool = False
    free_delivery_over: Money | None = None
    increase_percent: Decimal = Decimal(0)


def free_delivery_threshold(store: Money | None, marketplace: Money | None) -> Money | None:
    """From which items amount delivery is free: the store's threshold and the marketplace's (when set and
    above zero); with both, the lower one, since either frees the delivery once reached. None: never."""
    found = [threshold for threshold in (store, marketplace) if threshold is not None and threshold > 0]
    return min(found) if found else None


def base_fee(terms: DeliveryTerms, km: float) -> Money:
    """Per-km charge times the distance, kept within the minimum and maximum."""
    fee = half_up(Decimal(terms.per_km) * Decimal(str(km)))
    return clamp(fee, terms.minimum, terms.maximum if terms.maximum > 0 else max(fee, terms.minimum))


def delivery_fee(
    terms: DeliveryTerms, km: float, order_type: str, items: Money, free_delivery_coupon: bool = False
) -> Money:
    """The fee an order pays: nothing for take-away (any type but delivery and scheduled delivery), a
    free-delivery store, items from the free-delivery threshold up, or a free-delivery coupon; else the
    base fee plus the zone's increase."""
    if order_type not in CHARGED_ORDER_TYPES or terms.store_free_delivery or free_delivery_coupon:
        return Money(0)
    if (
        terms.free_delivery_over is not None
        and terms.free_delivery_over > 0
        and items >= terms.free_delivery_over
    ):
        return Money(0)
    fee = base_fee(terms, km)
    if terms.increase_percent > 0:
        fee = Money(fee + half_up(Decimal(fee) * terms.increase_percent / 100))
    return fee
