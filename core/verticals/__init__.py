"""The vertical plugin contract: everything a vertical imports from core, in one place.

A vertical imports from core only this package, core.demo and core.errors (an import-linter contract). The
contract's parts: `contract` (what a vertical plugs in and what its hooks receive), `policy` (how the shared
pages treat its modules), `request` (its storage and core's services at run time), `records` (what core
answers it of the catalogue) and `registry` (loading verticals from entry points). Re-exported here with the
cart-rule contract (which lives with the cart that applies it), the rule sets a vertical may adopt, the
pricing engine (for a vertical that charges by its own rules: a rental trip fare, a parcel fee), the server's
one way to translate, and the bounded ids of request bodies.
"""

from core.cart.contract import CartItemFacts, CartRules, RuleViolation, VariationChoice
from core.cart.rule_sets import MaximumOnlyRules, StockAndMaximumRules
from core.catalogue.model import FoodVariation
from core.identity.owner import Owner
from core.ids import IDEMPOTENCY_KEY_LENGTH, IDEMPOTENCY_KEY_PATTERN, MAX_ID, GuestId, IdempotencyKey, RowId
from core.messages import Messages, translate
from core.pricing import (
    DeliveryTerms,
    ItemDiscount,
    Money,
    delivery_fee,
    discounted_unit,
    distance_km,
    from_minor,
    to_minor,
)
from core.pricing.money import half_up
from core.pricing.tax import tax_on

from .contract import (
    ERASED_OWNER,
    CustomerErasure,
    DemoDispatch,
    GuestPurge,
    GuestRows,
    SignIn,
    Vertical,
    VerticalLabels,
)
from .policy import ITEM_FILTERS, ItemFilter, VerticalPolicy
from .records import StoreTax, VerticalBrand, VerticalItem
from .registry import ENTRY_POINT_GROUP, VerticalRegistry, installed_verticals, load_registry
from .request import VerticalRequest, VerticalServices, VerticalStorage

LANGUAGES = ("en", "fr")

__all__ = [
    "ENTRY_POINT_GROUP",
    "ERASED_OWNER",
    "IDEMPOTENCY_KEY_LENGTH",
    "IDEMPOTENCY_KEY_PATTERN",
    "ITEM_FILTERS",
    "LANGUAGES",
    "MAX_ID",
    "CartItemFacts",
    "CartRules",
    "CustomerErasure",
    "DeliveryTerms",
    "DemoDispatch",
    "FoodVariation",
    "GuestId",
    "GuestPurge",
    "GuestRows",
    "IdempotencyKey",
    "ItemDiscount",
    "ItemFilter",
    "MaximumOnlyRules",
    "Messages",
    "Money",
    "Owner",
    "RowId",
    "RuleViolation",
    "SignIn",
    "StockAndMaximumRules",
    "StoreTax",
    "VariationChoice",
    "Vertical",
    "VerticalBrand",
    "VerticalItem",
    "VerticalLabels",
    "VerticalPolicy",
    "VerticalRegistry",
    "VerticalRequest",
    "VerticalServices",
    "VerticalStorage",
    "delivery_fee",
    "discounted_unit",
    "distance_km",
    "from_minor",
    "half_up",
    "installed_verticals",
    "load_registry",
    "tax_on",
    "to_minor",
    "translate",
]
