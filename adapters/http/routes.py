"""The API controllers of the core contexts. Verticals add theirs through the plugin contract."""

from __future__ import annotations

from adapters.http.addresses import AddressController
from adapters.http.auth import AuthController
from adapters.http.cart import CartController
from adapters.http.categories import CategoryController
from adapters.http.config import ConfigController
from adapters.http.conversations import ConversationController
from adapters.http.coupons import CouponController
from adapters.http.edge.read_lanes import ReadLane
from adapters.http.geo import GeoController
from adapters.http.guests import GuestController
from adapters.http.health import HealthController
from adapters.http.items import ITEM_LANES, ItemController
from adapters.http.landing import LandingController
from adapters.http.ledger import LedgerController
from adapters.http.module import ModuleController
from adapters.http.orders import OrderController
from adapters.http.pages import PageController
from adapters.http.payments import OrderPaymentController, PaymentController
from adapters.http.prescriptions import PrescriptionController
from adapters.http.profile import ProfileController
from adapters.http.reviews import (
    CourierReviewController,
    ItemReviewController,
    OrderReviewController,
    StoreReviewController,
)
from adapters.http.rewards import CashbackController, LoyaltyController
from adapters.http.sessions import SessionController
from adapters.http.stores import STORE_LANES, StoreController
from adapters.http.vitals import VitalsController
from adapters.http.wallet_funds import WalletFundsController
from adapters.http.wishlist import WishlistController
from adapters.http.zones import ZoneListController, ZoneLookupController

API_CONTROLLERS: list[type] = [
    HealthController,
    ConfigController,
    GeoController,
    ModuleController,
    ZoneListController,
    ZoneLookupController,
    LandingController,
    CategoryController,
    StoreController,
    ItemController,
    PageController,
    GuestController,
    AuthController,
    ProfileController,
    SessionController,
    CartController,
    AddressController,
    WishlistController,
    CouponController,
    OrderController,
    PrescriptionController,
    LedgerController,
    LoyaltyController,
    CashbackController,
    PaymentController,
    OrderPaymentController,
    WalletFundsController,
    ConversationController,
    ItemReviewController,
    StoreReviewController,
    CourierReviewController,
    OrderReviewController,
    VitalsController,
]

# Answers that are the same for every visitor with the same language, zone and module headers, each with
# the query parameters its route reads (any other parameter sends a request past the cache).
PAGING = frozenset({"offset", "limit"})
CACHED_PATHS: dict[str, frozenset[str]] = {
    "/api/v1/config": frozenset(),
    "/api/v1/module": frozenset(),
    "/api/v1/zone/list": frozenset(),
    "/api/v1/react-landing-page": frozenset(),
    "/api/v1/categories": PAGING | {"store_id"},  # SPEC.md section 7: categories are cached 5 minutes
}
# Regular expressions matched against the whole path (SPEC.md: a category is cached like the list;
# text pages change only when an operator edits them).
CACHED_PATTERNS: dict[str, frozenset[str]] = {
    r"/api/v1/categories/\d+": frozenset(),
    r"/api/v1/pages/[a-z0-9-]+": frozenset(),
}

# Reads answered before routing when they succeed, with the same answers as their routes (edge/read_lanes.py).
READ_LANES: tuple[ReadLane, ...] = (*ITEM_LANES, *STORE_LANES)
