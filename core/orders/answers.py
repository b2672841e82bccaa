"""The answers of the coupon and order endpoints (the contract's shapes); money as decimal numbers."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import msgspec

from core.pricing import from_minor

from .model import CouponRecord, Courier, StoredLine, StoredOrder

SETTLED = frozenset({"paid", "refunded", "refund_due"})  # payment statuses with nothing left to pay


class CouponAnswer(msgspec.Struct, frozen=True):
    id: int
    title: str
    code: str
    coupon_type: str
    discount: float
    discount_type: str
    min_purchase: float
    max_discount: float
    start_date: dt.date
    expire_date: dt.date
    store_ids: list[int]
    zone_ids: list[int]


def coupon_answer(coupon: CouponRecord) -> CouponAnswer:
    return CouponAnswer(
        id=coupon.id,
        title=coupon.title,
        code=coupon.code,
        coupon_type=coupon.coupon_type,
        discount=float(coupon.discount),
        discount_type=coupon.discount_type,
        min_purchase=float(coupon.min_purchase),
        max_discount=float(coupon.max_discount),
        start_date=coupon.start_date,
        expire_date=coupon.expire_date,
        store_ids=list(coupon.store_ids),
        zone_ids=list(coupon.zone_ids),
    )


class RefusalAnswer(msgspec.Struct, frozen=True):
    code: str
    message: str


class QuoteAnswer(msgspec.Struct, frozen=True):
    store_id: int
    subtotal: float
    item_discount: float
    store_discount: float
    coupon_discount: float
    tax: float
    tax_included: bool
    delivery_fee: float
    extra_fee: float
    extra_fee_name: str  # the label of `extra_fee` in the breakdown (the operator's, translated)
    total: float
    distance_km: float
    free_delivery_over: float | None
    minimum_order: float  # the store's minimum order (0: none), counted on the items after their discounts
    missing_for_minimum: float  # what the items lack to reach it (0: reached)
    refusals: list[RefusalAnswer]
    wallet_balance: float  # the signed-in customer's wallet balance (0 for a guest)
    wallet_pays: float  # what the wallet pays of `total` with the chosen payment method
    rest_to_pay: float  # total - wallet_pays: paid in cash at the hand-over or through a gateway
    cashback: float  # what the order will earn to the wallet once delivered (0: nothing)
    referral_discount: float  # a referred customer's first-order discount, already taken off `total`


class PlacedAnswer(msgspec.Struct, frozen=True):
    message: str
    order_id: int
    total_ammount: float  # 6amMart's spelling, kept for its clients
    total_amount: float
    # Where the shopper pays the rest online (the demo gateway's page, Stripe's); None: nothing to pay online.
    payment_url: str | None = None


class DeliveryAddress(msgspec.Struct, frozen=True):
    address: str
    latitude: float | None
    longitude: float | None
    contact_person_name: str
    contact_person_number: str
    road: str | None
    house: str | None
    floor: str | None


class StatusStep(msgspec.Struct, frozen=True):
    status: str
    at: dt.datetime


class DeliveryManAnswer(msgspec.Struct, frozen=True):
    id: int
    name: str
    image_full_url: str | None


class OrderAnswer(msgspec.Struct, frozen=True, omit_defaults=True):
    id: int
    order_status: str
    order_type: str
    payment_method: str
    payment_status: str
    store_id: int
    store_name: str
    module_id: int
    created_at: dt.datetime
    schedule_at: dt.datetime | None
    order_amount: float
    subtotal: float
    item_discount: float
    store_discount: float
    coupon_discount: float
    tax: float
    delivery_fee: float
    extra_fee: float
    extra_fee_name: str | None  # what the extra fee was called when the order was placed (None: no fee)
    coupon_code: str | None
    delivery_address: DeliveryAddress
    details_count: int
    cancellation_reason: str | None
    wallet_paid: float  # what the wallet paid of `order_amount` (0: nothing)
    referral_discount: float  # the first-order discount of a referred customer (0: none)
    # What is still to pay of `order_amount` (in cash at the hand-over, or online): 0 once paid or canceled.
    left_to_pay: float
    # Delivered and nothing left to review of it (its items, store and courier): My Orders stops offering
    # "Rate your order" (core/reviews).
    is_reviewed: bool
    delivery_man: DeliveryManAnswer | None  # the courier once one is assigned (always present: null before)
    status_history: list[StatusStep] | None = None
    order_note: str | None = None  # the customer's note for the store, when they wrote one


def order_answer(
    order: StoredOrder,
    with_history: bool = False,
    is_reviewed: bool = False,
    media: Callable[[str | None], str] | None = None,
) -> OrderAnswer:
    def money(amount: int) -> float:
        return from_minor(amount, order.digits)

    where = order.destination
    return OrderAnswer(
        id=order.id,
        order_status=order.order_status,
        order_type=order.order_type,
        payment_method=order.payment_method,
        payment_status=order.payment_status,
        store_id=order.store_id,
        store_name=order.store_name,
        module_id=order.module_id,
        created_at=order.created_at,
        schedule_at=order.schedule_at,
        order_amount=money(order.order_amount),
        subtotal=money(order.subtotal),
        item_discount=money(order.item_discount),
        store_discount=money(order.store_discount),
        coupon_discount=money(order.coupon_discount),
        tax=money(order.tax),
        delivery_fee=money(order.delivery_fee),
        extra_fee=money(order.extra_fee),
        extra_fee_name=order.extra_fee_name,
        coupon_code=order.coupon_code,
        delivery_address=DeliveryAddress(
            where.address,
            where.latitude,
            where.longitude,
            where.contact_person_name,
            where.contact_person_number,
            where.road,
            where.house,
            where.floor,
        ),
        details_count=order.details_count,
        cancellation_reason=order.cancellation_reason,
        status_history=[StatusStep(s, at) for s, at in order.history] if with_history else None,
        order_note=order.order_note,
        wallet_paid=money(order.wallet_paid),
        referral_discount=money(order.referral_discount),
        left_to_pay=money(left_to_pay(order)),
        is_reviewed=is_reviewed,
        delivery_man=courier_answer(order.courier, media),
    )


def courier_answer(
    courier: Courier | None, media: Callable[[str | None], str] | None
) -> DeliveryManAnswer | None:
    if courier is None:
        return None
    image = media(courier.image) if media is not None and courier.image else ""
    return DeliveryManAnswer(courier.id, courier.name, image or None)


def left_to_pay(order: StoredOrder) -> int:
    """What is still to pay of the order (minor units): what the wallet did not pay, until it is paid."""
    if order.order_status == "canceled" or order.payment_status in SETTLED:
        return 0
    return max(0, order.order_amount - order.wallet_paid)


class OrderPage(msgspec.Struct, frozen=True):
    total_size: int
    limit: int
    offset: int
    orders: list[OrderAnswer]


class OrderLineAnswer(msgspec.Struct, frozen=True):
    id: int
    item_id: int
    item_name: str
    image_full_url: str | None
    quantity: int
    price: float
    unit_price: float
    variation: list[Any]
    add_ons: list[Any]


def line_answer(line: StoredLine, digits: int) -> OrderLineAnswer:
    return OrderLineAnswer(
        id=line.id,
        item_id=line.item_id,
        item_name=line.item_name,
        image_full_url=line.image_full_url,
        quantity=line.quantity,
        price=from_minor(line.price, digits),
        unit_price=from_minor(line.unit_price, digits),
        variation=msgspec.json.decode(line.variation),
        add_ons=msgspec.json.decode(line.add_ons),
    )


class RefundReason(msgspec.Struct, frozen=True):
    id: int
    reason: str


class RefundReasons(msgspec.Struct, frozen=True):
    refund_reasons: list[RefundReason]


class Message(msgspec.Struct, frozen=True):
    message: str
