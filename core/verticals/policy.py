"""How the storefront's shared pages treat a vertical's modules: published with every module, so generic code
reads a policy and never compares module types."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from core.catalogue.ports import ITEM_FILTERS, ItemFilter

__all__ = ["CART_KINDS", "ITEM_FILTERS", "SHOPPING", "CartKind", "ItemFilter", "VerticalPolicy"]

# A cart of item lines, a cart the vertical runs itself (rental's trip cart), or none (parcels are sent,
# not bought).
CartKind = Literal["items", "own", "none"]
CART_KINDS: tuple[CartKind, ...] = ("items", "own", "none")


@dataclass(frozen=True, slots=True)
class VerticalPolicy:
    """What the shared pages offer in a module of this vertical; the defaults are a shopping module's.
    Whether stock limits a cart line is not set here: it is the cart rules' `checks_stock`."""

    cart: CartKind = "items"  # which cart the module's pages offer
    wishlist: bool = True  # customers keep a wishlist in it
    track_order: bool = True  # /track-order is offered
    help_as_contact: bool = False  # the footer's help link reads Contact
    home_crumb: str | None = None  # a key of the vertical's web strings naming /home in the breadcrumb
    diet_markers: bool = False  # items show the diet marker (Veg / Non Veg) when the marketplace turns it on
    product_page: bool = False  # items open on their product page instead of the quick view
    checkout_documents: bool = (
        False  # checkout takes document images (prescriptions), required by an item that asks
    )
    item_filters: tuple[ItemFilter, ...] = ()  # names of ITEM_FILTERS its item lists offer, in that order
    # Customers review its stores, items and couriers after delivery; off, a store's review list answers
    # `reviews_enabled: false` (SPEC.md: 'this store is not having any review plan') and takes no review.
    reviews: bool = True


SHOPPING = VerticalPolicy()
