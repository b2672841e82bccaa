"""An order's whole price: what checkout shows and what the order is charged, from one computation."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from .delivery import DeliveryTerms, delivery_fee
from .discounts import (
    Coupon,
    FirstOrder,
    Refusal,
    StoreDiscount,
    coupon_discount,
    first_order_discount,
    store_discount,
)
from .money import NOTHING, Money
from .tax import tax_on

COD_MAXIMUM = "The total amount of the order, exceeds maximum amount of the cash on delivery method"
MINIMUM_ORDER = "The minimum order at this store is {minimum}; add {missing} more to order."
CASH_ON_DELIVERY = "cash_on_delivery"


@dataclass(frozen=True, slots=True)
class LinePrice:
    """A cart line at list price and after the item's own discount (both for its whole quantity)."""

    listed: Money
    charged: Money


@dataclass(frozen=True, slots=True)
class QuoteRequest:
    """Everything an order's price depends on, read by the caller from the cart, store, zone and config."""

    lines: Sequence[LinePrice]
    store_id: int
    zone_ids: Collection[int]
    delivery: DeliveryTerms
    km: float
    order_type: str
    now: dt.datetime
    tax_rate: Decimal = Decimal(0)
    tax_included: bool = False
    store_discount: StoreDiscount | None = None
    coupon: Coupon | None = None
    extra_fee: Money = NOTHING
    payment_method: str = CASH_ON_DELIVERY
    cod_maximum: Money | None = None  # None or 0: no maximum
    minimum_order: Money = NOTHING  # the store's minimum order (0: none)
    first_order: FirstOrder | None = None  # a referred customer's first-order discount, when owed


@dataclass(frozen=True, slots=True)
class Quote:
    """The breakdown, in minor units. `total` = subtotal - item, store, coupon and first-order (referral)
    discounts + tax (when not included) + delivery fee + extra fee. `refusals` name what stops the order as asked (a coupon that does
    not apply, cash on delivery over its maximum, items under the store's minimum order); the figures then
    leave that coupon out. `missing_for_minimum` is what the items lack to reach `minimum_order` (0: none)."""

    subtotal: Money
    item_discount: Money
    store_discount: Money
    coupon_discount: Money
    tax: Money
    tax_included: bool
    delivery_fee: Money
    extra_fee: Money
    total: Money
    refusals: tuple[Refusal, ...] = field(default=())
    minimum_order: Money = NOTHING
    missing_for_minimum: Money = NOTHING
    referral_discount: Money = NOTHING


def quote(request: QuoteRequest) -> Quote:
    """The order's price (see Quote)."""
    subtotal = Money(sum(line.listed for line in request.lines))
    items = Money(sum(line.charged for line in request.lines))
    item_discount = Money(max(0, subtotal - items))
    by_store = store_discount(request.store_discount, items, request.now)
    refusals: list[Refusal] = []
    missing = missing_for_minimum(request.minimum_order, items, bool(request.lines))
    if missing > 0:
        refusals.append(Refusal(MINIMUM_ORDER, request.minimum_order, missing))
    by_coupon = Money(0)
    free_delivery_coupon = False
    if request.coupon is not None:
        found = coupon_discount(request.coupon, Money(items - by_store), request.zone_ids, request.store_id)
        if isinstance(found, Refusal):
            refusals.append(found)
        else:
            by_coupon = found
            free_delivery_coupon = request.coupon.free_delivery
    # The first-order discount comes last among the discounts, on what the shopper pays for the items, and
    # before tax like the others (a discount, not a payment).
    by_referral = first_order_discount(request.first_order, Money(items - by_store - by_coupon))
    discounted = Money(items - by_store - by_coupon - by_referral)
    tax = tax_on(discounted, request.tax_rate, request.tax_included)
    fee = delivery_fee(request.delivery, request.km, request.order_type, items, free_delivery_coupon)
    total = Money(max(0, discounted + (0 if request.tax_included else tax) + fee + request.extra_fee))
    maximum = request.cod_maximum
    if request.payment_method == CASH_ON_DELIVERY and maximum is not None and 0 < maximum < total:
        refusals.append(Refusal(COD_MAXIMUM))
    return Quote(
        subtotal=subtotal,
        item_discount=item_discount,
        store_discount=by_store,
        coupon_discount=by_coupon,
        tax=tax,
        tax_included=request.tax_included,
        delivery_fee=fee,
        extra_fee=request.extra_fee,
        total=total,
        refusals=tuple(refusals),
        minimum_order=request.minimum_order,
        missing_for_minimum=missing,
        referral_discount=by_referral,
    )


def missing_for_minimum(minimum: Money, items: Money, has_lines: bool) -> Money:
    """What `items` (the items after their own discounts, before the store's discount, a coupon, tax and
    fees: what the shopper picked, at the price shown on it) lack to reach the store's minimum order. An
    order without lines (prescription images alone, priced later by the pharmacy) has no minimum."""
    if not has_lines or minimum <= 0:
        return Money(0)
    return Money(max(0, minimum - items))
