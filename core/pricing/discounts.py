"""Order-level discounts: the store's and a coupon's (SPEC.md section 9, "Price and discount", "Coupon")."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection
from dataclasses import dataclass
from decimal import Decimal

from .items import PERCENT
from .money import NOTHING, Money, clamp, half_up

COUPON_MINIMUM = "To apply this coupon, total item amount should be minimum"
COUPON_ZONE = "This coupon is not valid in your zone."
COUPON_STORE = "This coupon is not valid for this store."


@dataclass(frozen=True, slots=True)
class StoreDiscount:
    """A store-wide discount: `value` percent (or a flat amount, minor units) off the items, from
    `min_purchase` up, capped by `max_discount` (0: no cap), from `starts` until `ends` (None: open)."""

    value: Decimal
    kind: str = PERCENT
    min_purchase: Money = NOTHING
    max_discount: Money = NOTHING
    starts: dt.datetime | None = None
    ends: dt.datetime | None = None

    def active(self, now: dt.datetime) -> bool:
        """True within its dates (an open end never expires)."""
        return (self.starts is None or self.starts <= now) and (self.ends is None or now <= self.ends)


@dataclass(frozen=True, slots=True)
class FirstOrder:
    """A referred customer's first-order discount: `value` percent of the items (or a flat amount, minor
    units), never more than they come to; whether the customer is owed it is the rewards context's rule."""

    value: Decimal
    kind: str = PERCENT


def first_order_discount(offer: FirstOrder | None, base: Money) -> Money:
    """What `offer` takes off `base` (the items after their own, the store's and the coupon's discounts)."""
    if offer is None or offer.value <= 0 or base <= 0:
        return Money(0)
    return _off(base, offer.value, offer.kind, NOTHING)


def _off(base: Money, value: Decimal, kind: str, cap: Money) -> Money:
    amount = half_up(Decimal(base) * value / 100) if kind == PERCENT else half_up(value)
    if cap > 0:
        amount = min(amount, cap)
    return clamp(amount, 0, base)


def store_discount(discount: StoreDiscount | None, items: Money, now: dt.datetime) -> Money:
    """What the store's discount takes off `items` (the items after their own discounts): only while
    active and from its minimum purchase up, capped, never more than the items."""
    if discount is None or discount.value <= 0 or items <= 0 or items < discount.min_purchase:
        return Money(0)
    if not discount.active(now):
        return Money(0)
    return _off(items, discount.value, discount.kind, discount.max_discount)


@dataclass(frozen=True, slots=True)
class Coupon:
    """A coupon as the operator set it. `coupon_type` is default, zone_wise (valid in `zone_ids`),
    store_wise (valid for `store_ids`) or free_delivery (no discount on the items, free delivery)."""

    code: str
    coupon_type: str
    value: Decimal
    kind: str = PERCENT
    min_purchase: Money = NOTHING
    max_discount: Money = NOTHING
    zone_ids: frozenset[int] = frozenset()
    store_ids: frozenset[int] = frozenset()

    @property
    def free_delivery(self) -> bool:
        return self.coupon_type == "free_delivery"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an order cannot go as asked (a coupon that does not apply, a payment method over its maximum, the
    items under the store's minimum order): the message in English; for a coupon's minimum purchase the
    minimum, which the message is followed by; for the store's minimum order, the minimum and what is
    `missing` to reach it, which the message names ({minimum}, {missing})."""

    message: str
    minimum: Money | None = None
    missing: Money | None = None


def coupon_discount(coupon: Coupon, base: Money, zone_ids: Collection[int], store_id: int) -> Money | Refusal:
    """What `coupon` takes off `base` (the items after item and store discounts), or why it does not apply.

    The minimum purchase is compared with `base`; the discount is a percent of `base` or a flat amount,
    capped by `max_discount` (0: no cap) and never more than `base`; a free-delivery coupon takes nothing
    off the items (it waives the delivery fee instead).
    """
    if base < coupon.min_purchase:
        return Refusal(COUPON_MINIMUM, coupon.min_purchase)
    if coupon.coupon_type == "zone_wise" and not coupon.zone_ids.intersection(zone_ids):
        return Refusal(COUPON_ZONE)
    if coupon.coupon_type == "store_wise" and store_id not in coupon.store_ids:
        return Refusal(COUPON_STORE)
    if coupon.free_delivery or coupon.value <= 0:
        return Money(0)
    return _off(base, coupon.value, coupon.kind, coupon.max_discount)
