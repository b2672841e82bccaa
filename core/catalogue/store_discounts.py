"""A store's discount as answers show it, read from its stored JSON once per distinct text in a process.

Reading one (the JSON, then its dates and times) took about 3.5 us, as much as building a whole item
answer, and every store page and item page read it again. Everything but the moment of the answer follows
from the stored text, so the reading is kept by text (a pure function of it) and each answer only checks
its moment against the window.
"""

from __future__ import annotations

import datetime as dt

import msgspec

from . import stored
from .model import StoreDiscount
from .pricing import Window, discount_window, within

MAX_READ = 4096  # distinct stored discounts kept; a full memo starts over


class ReadDiscount(msgspec.Struct, frozen=True):
    """A discount that applies at some moment: when, and what answers show of it then."""

    window: Window
    shown: StoreDiscount


_read: dict[str | None, ReadDiscount | None] = {}


def _read_text(text: str | None) -> ReadDiscount | None:
    found = stored.DISCOUNT.decode(text) if text else None
    window = discount_window(found) if found is not None else None
    if found is None or window is None:
        return None
    return ReadDiscount(
        window,
        StoreDiscount(
            discount=round(found.discount, 2),
            discount_type=found.discount_type,
            min_purchase=round(found.min_purchase, 2),
            max_discount=round(found.max_discount, 2),
            end_date=found.end_date,
            end_time=found.end_time[:5] if found.end_time else None,
        ),
    )


def shown_discount(text: str | None, now: dt.datetime) -> StoreDiscount | None:
    """The discount stored as `text` (JSON, or None) as answers show it at `now`: None unless valid then."""
    try:
        read = _read[text]
    except KeyError:
        if len(_read) >= MAX_READ:
            _read.clear()
        read = _read[text] = _read_text(text)  # an unreadable text raises and is not kept
    return read.shown if read is not None and within(read.window, now) else None
