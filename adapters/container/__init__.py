"""The composition root: the one place where core ports meet their adapters (dishka providers).

One provider module per context, and `infrastructure` for what they all stand on (the database, files, the
clock, and the Memory-or-Redis choice of what workers share). The container knows nothing of HTTP (an
import-linter contract): the HTTP edge asks it for what it shares with the contexts (the counters).
"""

from __future__ import annotations

from dishka import AsyncContainer, Provider, make_async_container

from adapters.settings import Settings
from core.verticals import VerticalRegistry

from .cart import CartProvider
from .catalogue import CatalogueProvider
from .configuration import ConfigurationProvider, GeoProvider
from .conversations import ConversationsProvider
from .identity import IdentityProvider
from .infrastructure import InfrastructureProvider
from .jobs import JobsProvider
from .maintenance import MaintenanceProvider
from .marketplace import ContentProvider, MarketplaceProvider
from .orders import OrdersProvider
from .payments import PaymentsProvider
from .places import AddressProvider, LedgerProvider, WishlistProvider
from .reviews import ReviewsProvider
from .rewards import RewardsProvider
from .verticals import VerticalsProvider
from .vitals import VitalsProvider

PROVIDERS: list[type[Provider]] = [
    InfrastructureProvider,
    ConfigurationProvider,
    GeoProvider,
    MarketplaceProvider,
    CatalogueProvider,
    ContentProvider,
    CartProvider,
    IdentityProvider,
    VerticalsProvider,
    AddressProvider,
    WishlistProvider,
    LedgerProvider,
    RewardsProvider,
    ReviewsProvider,
    OrdersProvider,
    ConversationsProvider,
    PaymentsProvider,
    MaintenanceProvider,
    VitalsProvider,
    JobsProvider,
]


def make_container(settings: Settings, registry: VerticalRegistry, *overrides: Provider) -> AsyncContainer:
    """The application container: every provider, then `overrides` (a test's fakes replace what they provide)."""
    return make_async_container(
        *(p() for p in PROVIDERS),
        *overrides,
        context={Settings: settings, VerticalRegistry: registry},
    )
