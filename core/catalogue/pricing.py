"""Price and discount rules of SPEC.md section 9, as pure functions on plain numbers.

Amounts are in the store currency and rounded to cents at the end of each rule, never in between.
"""

from __future__ import annotations

import datetime as dt

import msgspec

PERCENT = "percent"


class StoredDiscount(msgspec.Struct, frozen=True, kw_only=True):
    """A store-wide discount as the operator set it: a percent or an amount, with a validity window."""

    discount: float
    discount_type: str = PERCENT
    min_purchase: float = 0.0
    max_discount: float = 0.0
    start_date: str | None = None
    end_date: str | None = None
    start_time: str | None = None
    end_time: str | None = None


def item_discount_amount(price: float, discount: float, discount_type: str) -> float:
    """The discount on one unit: `discount` percent of the price, else a flat amount; never above the price."""
    if price <= 0 or discount <= 0:
        return 0.0
    amount = price * discount / 100 if discount_type == PERCENT else discount
    return round(min(amount, price), 2)


def discounted_price(price: float, discount: float, discount_type: str) -> float:
    """The unit price after the item's own discount."""
    return round(price - item_discount_amount(price, discount, discount_type), 2)


def _moment(date: str | None, time: str | None, default_time: dt.time) -> dt.datetime | None:
    # Raises ValueError for an unreadable date or time.
    if not date:
        return None
    at = dt.time.fromisoformat(time) if time else default_time
    return dt.datetime.combine(dt.date.fromisoformat(date), at.replace(tzinfo=None))


# When a discount applies: from, until (None: no limit on that side).
Window = tuple[dt.datetime | None, dt.datetime | None]


def discount_window(discount: StoredDiscount) -> Window | None:
    """From the start date and time until the end date and time; None when it never applies (nothing off,
    or a window that does not read)."""
    if discount.discount <= 0:
        return None
    try:
        return (
            _moment(discount.start_date, discount.start_time, dt.time.min),
            _moment(discount.end_date, discount.end_time, dt.time.max),
        )
    except ValueError:
        return None  # an unreadable window is not a promise we can keep


def within(window: Window, now: dt.datetime) -> bool:
    """True when `now` is inside `window` (an open end never expires)."""
    starts, ends = window
    return (starts is None or starts <= now) and (ends is None or now <= ends)


def store_discount_is_active(discount: StoredDiscount, now: dt.datetime) -> bool:
    """True from the start date and time until the end date and time (an open end never expires)."""
    window = discount_window(discount)
    return window is not None and within(window, now)


def store_discount_amount(discount: StoredDiscount | None, subtotal: float, now: dt.datetime) -> float:
    """What the store discount takes off `subtotal`: only while active and from `min_purchase` up,
    capped by `max_discount` (0 means no cap) and never more than the subtotal."""
    if discount is None or subtotal <= 0 or subtotal < discount.min_purchase:
        return 0.0
    if not store_discount_is_active(discount, now):
        return 0.0
    amount = subtotal * discount.discount / 100 if discount.discount_type == PERCENT else discount.discount
    if discount.max_discount > 0:
        amount = min(amount, discount.max_discount)
    return round(min(amount, subtotal), 2)
