"""The pricing engine: the one place money is computed (SPEC.md section 9).

Every amount is an integer count of the currency's minor unit (cents for two decimals), so sums are exact;
a rule that divides (a percentage, a tax rate, a per-km fee) rounds its own result once, half up, to the
minor unit. The catalogue, the cart and checkout's quote all price through here; the storefront shows the
figures they answer and computes none.
"""

from .delivery import DeliveryTerms, delivery_fee, distance_km, free_delivery_threshold
from .discounts import (
    Coupon,
    FirstOrder,
    Refusal,
    StoreDiscount,
    coupon_discount,
    first_order_discount,
    store_discount,
)
from .items import ItemDiscount, discounted_unit, line_total
from .money import DEFAULT_DIGITS, Money, from_minor, to_minor
from .quote import Quote, QuoteRequest, quote
from .tax import tax_on

__all__ = [
    "DEFAULT_DIGITS",
    "Coupon",
    "DeliveryTerms",
    "FirstOrder",
    "ItemDiscount",
    "Money",
    "Quote",
    "QuoteRequest",
    "Refusal",
    "StoreDiscount",
    "coupon_discount",
    "delivery_fee",
    "discounted_unit",
    "distance_km",
    "first_order_discount",
    "free_delivery_threshold",
    "from_minor",
    "line_total",
    "quote",
    "store_discount",
    "tax_on",
    "to_minor",
]
