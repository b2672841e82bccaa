"""What a shopper asks checkout for: the fields a quote and the order placed from it share.

Both checkout use cases read it (quoting.py prices it, placing.py orders it), so it stands apart from
either; the HTTP adapter builds it from the request body.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from core.cart.rules import LineRequest


@dataclass(frozen=True, slots=True)
class Checkout:
    """What a customer or guest asks checkout for (the quote's and the order's common fields)."""

    order_type: str
    schedule_at: dt.datetime | None = None
    latitude: float | None = None
    longitude: float | None = None
    coupon_code: str | None = None
    payment_method: str = "cash_on_delivery"
    payment_gateway: str | None = None  # the digital gateway paying it (digital, or a partial's rest)
    partial_rest: str = "cash_on_delivery"  # how a partial payment's rest is paid: or "digital_payment"
    item: LineRequest | None = None  # Buy Now / Order Now: this one line instead of the cart
    prescription_ids: tuple[int, ...] = ()  # uploaded prescription images the order takes
    store_id: int | None = None  # a prescription-only order: the pharmacy it goes to, with no line
