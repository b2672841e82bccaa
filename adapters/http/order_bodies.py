"""Request bodies of checkout and orders. Money a client sends (order_amount, distance, ...) is not a
field here: unknown fields are ignored, so it is never read."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

import msgspec

from core.cart.rules import LineRequest
from core.identity.service import GUEST_ID_PATTERN
from core.ids import RowId
from core.orders.prescriptions import MAX_PRESCRIPTIONS

GuestId = Annotated[str, msgspec.Meta(pattern=f"^(?:{GUEST_ID_PATTERN})?$")]  # "": no guest id (401)
# One line of text with something in it (no control characters: PostgreSQL refuses NUL in text).
LINE = r"^[^\x00-\x1f\x7f]*[^\x00-\x1f\x7f\s][^\x00-\x1f\x7f]*$"
NOTE = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"  # a note may hold line breaks
PHONE = r"^\+?[0-9][0-9 ()-]{2,28}$"
EMAIL = r"^[^@\s\x00-\x1f]+@[^@\s\x00-\x1f]+$"
COUPON = r"^[A-Za-z0-9_-]{1,40}$"

NOTE_LENGTH = 500
Latitude = Annotated[float, msgspec.Meta(ge=-90, le=90)]
Longitude = Annotated[float, msgspec.Meta(ge=-180, le=180)]
Text100 = Annotated[str, msgspec.Meta(max_length=100, pattern=LINE)]
OrderType = Literal["delivery", "take_away"]
PaymentMethod = Literal["cash_on_delivery", "wallet", "digital_payment", "partial_payment"]
PaymentGateway = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_]{1,20}$")]
PartialRest = Literal["cash_on_delivery", "digital_payment"]
# The server alone sets an order's payment status: a body naming one is refused (422 `payment_status`).
RefusedPaymentStatus = str | None
CouponCode = Annotated[str, msgspec.Meta(pattern=COUPON)]


class QuoteBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /customer/order/quote."""

    order_type: OrderType
    guest_id: GuestId | None = None
    schedule_at: dt.datetime | None = None
    latitude: Latitude | None = None
    longitude: Longitude | None = None
    coupon_code: CouponCode | None = None
    payment_method: PaymentMethod = "cash_on_delivery"
    payment_gateway: PaymentGateway | None = None  # "demo" | "stripe": digital payment, or a partial's rest
    partial_rest: PartialRest = "cash_on_delivery"  # how a partial payment's rest is paid
    payment_status: RefusedPaymentStatus = None  # refused when sent
    item: LineRequest | None = None  # Buy Now / Order Now: this line instead of the cart (cart add's shape)
    # A prescription-only order: no cart line, only the delivery to this pharmacy is priced.
    store_id: RowId | None = None


class PlaceBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /customer/order/place."""

    order_type: OrderType
    address: Annotated[str, msgspec.Meta(max_length=255, pattern=LINE)]
    contact_person_name: Text100
    contact_person_number: Annotated[str, msgspec.Meta(pattern=PHONE)]
    payment_method: PaymentMethod
    payment_gateway: PaymentGateway | None = None  # "demo" | "stripe": digital payment, or a partial's rest
    partial_rest: PartialRest = "cash_on_delivery"  # how a partial payment's rest is paid
    payment_status: RefusedPaymentStatus = None  # refused when sent
    latitude: Latitude | None = None
    longitude: Longitude | None = None
    guest_id: GuestId | None = None
    schedule_at: dt.datetime | None = None
    contact_person_email: Annotated[str, msgspec.Meta(max_length=160, pattern=EMAIL)] | None = None
    road: Text100 | None = None
    house: Text100 | None = None
    floor: Text100 | None = None
    coupon_code: CouponCode | None = None
    order_note: Annotated[str, msgspec.Meta(max_length=NOTE_LENGTH, pattern=NOTE)] | None = None
    item: LineRequest | None = None  # Buy Now / Order Now: this line instead of the cart (cart add's shape)
    # Prescription images uploaded first (POST /customer/order/prescription), taken by this order.
    prescription_ids: Annotated[list[RowId], msgspec.Meta(max_length=MAX_PRESCRIPTIONS)] = msgspec.field(
        default_factory=list
    )
    # A prescription-only order: no cart line, the images alone to this pharmacy (it prices them later).
    store_id: RowId | None = None


class CancelBody(msgspec.Struct, frozen=True, kw_only=True):
    """PUT /customer/order/cancel."""

    order_id: RowId
    reason: Annotated[str, msgspec.Meta(max_length=255, pattern=LINE)]
    guest_id: GuestId | None = None
    contact_number: Annotated[str, msgspec.Meta(max_length=30)] | None = None
