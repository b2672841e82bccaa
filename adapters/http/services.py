"""How every controller receives its services: one Litestar dependency per service, taken from the container.

The container (adapters/container/) builds every service once per process (app scope). Each is offered to
the handlers under one parameter name, and a handler names exactly one of them: Litestar resolves two
dependencies of one handler in an anyio task group, which costs more than a whole cached answer, so a use
case that needs two services gets one object that holds both (a `Desk`, adapters/http/desk.py). The first
request takes the service from the container; Litestar keeps it (`use_cache`), so a request pays no
container at all.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from dishka import AsyncContainer
from litestar.di import Provide

from adapters.health import Probes
from adapters.http.desk import Desk
from core.address.service import AddressService
from core.cart.service import CartService
from core.catalogue.service import CatalogueService
from core.checkout.coupons import CouponService
from core.checkout.service import CheckoutService
from core.configuration.service import ConfigService
from core.content.service import ContentService
from core.conversations.inbox import Inbox
from core.geo.service import GeoService
from core.identity.accounts import AccountService
from core.identity.profile import ProfileService
from core.identity.service import IdentityService
from core.identity.sessions import SessionService
from core.identity.verification import VerificationService
from core.landing.service import LandingService
from core.ledger.service import LedgerService
from core.marketplace.service import MarketplaceService
from core.orders.prescriptions import PrescriptionService
from core.orders.service import OrderService
from core.payments.funds import WalletFunds
from core.payments.service import PaymentService
from core.reviews.service import ReviewService
from core.rewards.service import RewardsService
from core.vitals.service import VitalsService
from core.wishlist.service import WishlistService

# Handler parameter name -> the service it receives.
SERVICES: dict[str, type] = {
    "accounts": AccountService,
    "catalogue": CatalogueService,
    "config": ConfigService,
    "content": ContentService,
    "coupons": CouponService,
    "geo": GeoService,
    "identity": IdentityService,
    "landing": LandingService,
    "marketplace": MarketplaceService,
    "probes": Probes,
    "profile": ProfileService,
    "reviews": ReviewService,
    "rewards": RewardsService,
    "sessions": SessionService,
    "verification": VerificationService,
    "vitals": VitalsService,
}


Factory = Callable[[AsyncContainer], Awaitable[Any]]


def _single(kind: type) -> Factory:
    async def provide(container: AsyncContainer) -> Any:
        return await container.get(kind)

    return provide


def _desk(kind: type) -> Factory:
    async def provide(container: AsyncContainer) -> Desk[Any]:
        return Desk(await container.get(kind), await container.get(IdentityService))

    return provide


# Handler parameter name -> how the container provides it.
FACTORIES: dict[str, Factory] = {
    **{name: _single(kind) for name, kind in SERVICES.items()},
    "cart_desk": _desk(CartService),
    "order_desk": _desk(OrderService),
    "checkout_desk": _desk(CheckoutService),
    "ledger_desk": _desk(LedgerService),
    "rewards_desk": _desk(RewardsService),
    "review_desk": _desk(ReviewService),
    "payment_desk": _desk(PaymentService),
    "funds_desk": _desk(WalletFunds),
    "prescription_desk": _desk(PrescriptionService),
    "address_desk": _desk(AddressService),
    "wishlist_desk": _desk(WishlistService),
    "inbox_desk": _desk(Inbox),
}


def _provider(container: AsyncContainer, factory: Factory) -> Callable[[], Awaitable[Any]]:
    async def provide() -> Any:
        return await factory(container)

    return provide


def service_dependencies(container: AsyncContainer) -> dict[str, Provide]:
    """The application's dependencies: every service under its parameter name."""
    return {
        name: Provide(_provider(container, factory), use_cache=True) for name, factory in FACTORIES.items()
    }


def resolve_services(container: AsyncContainer) -> Callable[[], Awaitable[None]]:
    """A start-up hook that builds every service a handler can name, so wiring faults show at start-up."""

    async def resolve() -> None:
        for factory in FACTORIES.values():
            await factory(container)

    return resolve
