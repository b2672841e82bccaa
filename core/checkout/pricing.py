"""Checkout's prices, from the pricing engine alone (core/pricing).

The engine's inputs are built here from the checkout's facts (the lines as the cart priced them, the
store's terms, the configuration, the distance, the coupon), in minor units; the engine is called, and
its refusals are put in the shopper's words with their amounts. Money a client sends is never read: the
quote and the order placed from it are this one computation, so checkout shows what the order charges.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from core.cart.answers import CartLine, cost_of
from core.configuration.model import Config
from core.messages import translate
from core.orders.model import CouponRecord, StoreTerms
from core.pricing import (
    Coupon,
    DeliveryTerms,
    FirstOrder,
    Money,
    Quote,
    QuoteRequest,
    Refusal,
    free_delivery_threshold,
    from_minor,
    quote,
    to_minor,
)
from core.pricing.quote import COD_MAXIMUM, MINIMUM_ORDER, LinePrice

from .payment import Split
from .request import Checkout


@dataclass(frozen=True, slots=True)
class Priced:
    """A quote with what it was computed from."""

    lines: list[CartLine]
    store: StoreTerms
    config: Config
    quote: Quote
    km: float
    refusals: list[tuple[str, str]]
    extra_fee_name: str
    balance: int = 0  # the customer's wallet balance (0 for a guest)
    split: Split | None = None  # how the payment method pays the total (None: it refused)
    cashback: int = 0  # what the order will earn when delivered (asked for the quote's answer only)


def price(
    lines: list[CartLine],
    store: StoreTerms,
    config: Config,
    checkout: Checkout,
    km: float,
    coupon: CouponRecord | None,
    refusals: list[tuple[str, str]],
    now: dt.datetime,
    language: str,
    first_order: FirstOrder | None = None,
) -> Priced:
    """The engine's quote of `lines` from `store` as `checkout` asks (with the first-order discount the
    customer is owed); `refusals` (the checkout rules') come first, then the engine's own."""
    digits = config.digit_after_decimal_point
    over = free_delivery_over(store, config, digits)
    extra = to_minor(config.additional_charge, digits) if config.additional_charge_status == 1 else 0
    request = QuoteRequest(
        lines=[_line_price(line, digits) for line in lines],
        store_id=store.id,
        zone_ids=(store.zone_id,),
        delivery=_delivery_terms(store, over, digits),
        km=km,
        order_type=checkout.order_type,
        now=now,
        tax_rate=store.tax,
        tax_included=bool(config.tax_included),
        store_discount=store.discount,
        coupon=None if coupon is None else engine_coupon(coupon, digits),
        extra_fee=Money(max(0, extra)),
        payment_method=checkout.payment_method,
        cod_maximum=None if store.cod_maximum is None else to_minor(store.cod_maximum, digits),
        minimum_order=to_minor(store.minimum_order, digits),
        first_order=first_order,
    )
    found = quote(request)
    refused = refusals + [_refusal(refusal, digits, language) for refusal in found.refusals]
    return Priced(lines, store, config, found, km, refused, config.additional_charge_name)


def engine_coupon(coupon: CouponRecord, digits: int) -> Coupon:
    """A stored coupon as the engine takes it: a flat amount in minor units at `digits`, or a percent."""
    flat = coupon.discount_type != "percent"
    return Coupon(
        code=coupon.code,
        coupon_type=coupon.coupon_type,
        value=Decimal(to_minor(coupon.discount, digits)) if flat else coupon.discount,
        kind="amount" if flat else "percent",
        min_purchase=to_minor(coupon.min_purchase, digits),
        max_discount=to_minor(coupon.max_discount, digits),
        zone_ids=frozenset(coupon.zone_ids),
        store_ids=frozenset(coupon.store_ids),
    )


def free_delivery_over(store: StoreTerms, config: Config, digits: int) -> Money | None:
    """The order amount past which delivery is free: the store's or the marketplace's threshold."""

    def minor(value: Decimal | float | None) -> Money | None:
        return None if value is None else to_minor(value, digits)

    return free_delivery_threshold(minor(store.free_delivery_over), minor(config.free_delivery_over))


def _refusal(refusal: Refusal, digits: int, language: str) -> tuple[str, str]:
    """An engine's refusal as the quote and place answer it: the field it names and its translated text
    with its amounts (as many decimals as the marketplace shows)."""

    def amount(value: int) -> str:
        return f"{from_minor(value, digits):.{digits}f}"

    text = translate(refusal.message, language)
    if refusal.message == MINIMUM_ORDER and refusal.minimum is not None and refusal.missing is not None:
        return "minimum_order", text.format(minimum=amount(refusal.minimum), missing=amount(refusal.missing))
    if refusal.minimum is not None:
        text = f"{text} {amount(refusal.minimum)}"
    return ("payment_method" if refusal.message == COD_MAXIMUM else "coupon"), text


def _delivery_terms(store: StoreTerms, over: Money | None, digits: int) -> DeliveryTerms:
    """The delivery fee's terms: a store that delivers itself charges its own per-km rate, minimum and
    maximum, and the zone's increase (meant for the marketplace's couriers) does not apply to it, as
    6amMart does; any other store charges the zone's for its module (so does a self-delivering store that
    set no per-km charge of its own: the zone's terms rather than a silently free delivery)."""
    own = store.self_delivery and store.own_per_km is not None
    per_km, minimum, maximum = (
        (store.own_per_km, store.own_minimum_fee, store.own_maximum_fee)
        if own
        else (store.per_km, store.minimum_fee, store.maximum_fee)
    )
    return DeliveryTerms(
        per_km=to_minor(per_km, digits),
        minimum=to_minor(minimum, digits),
        maximum=to_minor(maximum, digits),
        store_free_delivery=store.free_delivery,
        free_delivery_over=over,
        increase_percent=Decimal(0) if own else store.increase_percent,
    )


def _line_price(line: CartLine, digits: int) -> LinePrice:
    cost = cost_of(line, digits)
    return LinePrice(listed=Money(cost.total + cost.saved), charged=cost.total)
