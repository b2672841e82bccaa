"""The catalogue's view of prices: stored discounts read into the pricing engine's terms (core/pricing),
and answered back as the decimal numbers the API speaks. No rule is computed here.
"""

from __future__ import annotations

import datetime as dt
import functools
from decimal import Decimal

import msgspec

from core.pricing import ItemDiscount, StoreDiscount, discounted_unit, from_minor, store_discount, to_minor

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
    """The discount on one unit (the pricing engine's rule): the price less its discounted price."""
    listed = to_minor(price)
    return from_minor(listed - discounted_unit(listed, ItemDiscount.stored(discount, discount_type)))


# A catalogue page prices twenty items and their variations, and a catalogue repeats the same few price and
# discount pairs (1,684 among the 101,278 items of the demo's large catalogue): the engine works each out
# once. The engine's rule is pure, so a kept answer is always its answer.
@functools.lru_cache(maxsize=4096)
def discounted_price(price: float, discount: float, discount_type: str) -> float:
    """The unit price after the item's own discount, as the pricing engine computes it."""
    return from_minor(discounted_unit(to_minor(price), ItemDiscount.stored(discount, discount_type)))


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
    """What the store discount takes off `subtotal` (the pricing engine's rule): only while active and
    from `min_purchase` up, capped by `max_discount` (0 means no cap) and never more than the subtotal."""
    window = discount_window(discount) if discount is not None else None
    if discount is None or window is None:
        return 0.0
    return from_minor(store_discount(_in_engine_terms(discount, window), to_minor(subtotal), now))


def _in_engine_terms(discount: StoredDiscount, window: Window) -> StoreDiscount:
    value = Decimal(str(discount.discount))
    return StoreDiscount(
        value=value if discount.discount_type == PERCENT else Decimal(to_minor(value)),
        kind=discount.discount_type,
        min_purchase=to_minor(discount.min_purchase),
        max_discount=to_minor(discount.max_discount),
        starts=window[0],
        ends=window[1],
    )
