"""The cart: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.cart.repository import SqlCartRepository
from adapters.db.catalogue.cart_items import SqlCartCatalogue
from adapters.db.catalogue.reads import SqlCatalogueReads
from core.cart.ports import CartCatalogue, CartRepository
from core.cart.service import CartService
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls
from core.configuration.service import ConfigService
from core.verticals import VerticalRegistry


class CartProvider(Provider):
    """Carts: cart lines on the gateway's named statements, the catalogue's facts of an item, the rules of each
    vertical."""

    scope = Scope.APP

    @provide
    def cart_service(
        self,
        carts: CartRepository,
        catalogue: CartCatalogue,
        registry: VerticalRegistry,
        clock: MarketplaceClock,
        config: ConfigService,
    ) -> CartService:
        return CartService(
            carts,
            catalogue,
            {v.module_type: v.cart_rules for v in registry},
            messages={v.module_type: v.messages for v in registry},
            clock=clock,
            decimals=config,
        )

    cart_repository = provide(SqlCartRepository, provides=CartRepository)

    @provide
    def cart_catalogue(
        self, reads: SqlCatalogueReads, registry: VerticalRegistry, media: MediaUrls
    ) -> CartCatalogue:
        return SqlCartCatalogue(reads, registry.module_types, media)
