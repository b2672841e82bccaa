"""The verticals' host: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.gateway import Database
from adapters.verticals.erasure import CustomerRecordsEraser
from adapters.verticals.housekeeping import VerticalPurges
from adapters.verticals.services import CoreServicesForVerticals
from adapters.verticals.sign_in import VerticalHandover
from adapters.verticals.storage import VerticalDatabase
from core.cart.ports import CartCatalogue
from core.catalogue.service import CatalogueService
from core.clock import MarketplaceClock
from core.configuration.service import ConfigService
from core.conversations.erasure import ConversationErasure
from core.identity.ports import CustomerRecords, GuestKeepings
from core.identity.service import IdentityService
from core.maintenance.ports import IdleVerticalData
from core.marketplace.service import MarketplaceService
from core.orders.erasure import OrderErasure
from core.verticals import VerticalRegistry, VerticalServices, VerticalStorage


class VerticalsProvider(Provider):
    """The host side of the plugin contract: verticals' storage, core's services for their routes, and the
    callers of their hooks (sign-in, housekeeping, account deletion)."""

    scope = Scope.APP

    @provide
    def vertical_storage(self, database: Database) -> VerticalStorage:
        return VerticalDatabase(database.engine)

    @provide
    def vertical_services(
        self,
        identity: IdentityService,
        catalogue: CartCatalogue,
        marketplace: MarketplaceService,
        config: ConfigService,
        browse: CatalogueService,
        clock: MarketplaceClock,
    ) -> VerticalServices:
        return CoreServicesForVerticals(identity, catalogue, marketplace, config, browse, clock)

    @provide
    def guest_keepings(self, registry: VerticalRegistry, storage: VerticalStorage) -> GuestKeepings:
        return VerticalHandover(registry, storage)

    @provide
    def vertical_purges(self, registry: VerticalRegistry, storage: VerticalStorage) -> IdleVerticalData:
        return VerticalPurges(registry, storage)

    @provide
    def customer_records(
        self,
        orders: OrderErasure,
        conversations: ConversationErasure,
        registry: VerticalRegistry,
        storage: VerticalStorage,
    ) -> CustomerRecords:
        return CustomerRecordsEraser(orders, conversations, registry, storage)
