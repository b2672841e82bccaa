"""The composition root: the one place where core ports meet their adapters (dishka providers)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import AsyncContainer, Provider, Scope, from_context, make_async_container, provide
from dishka.integrations.litestar import LitestarProvider
from litestar import Request
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from adapters.db.cart.open_store import open_cart_store
from adapters.db.cart.store import CartStore
from adapters.db.catalogue.cart_items import SqlCartCatalogue
from adapters.db.catalogue.drivers import open_catalogue_reads
from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.configuration.settings_store import SqlSettingsStore
from adapters.db.content.pages import SqlPageRepository
from adapters.db.engine import create_engine, create_session_factory
from adapters.db.marketplace.repository import SqlMarketplaceRepository
from adapters.geo.backends import GeoBackend, open_geo_backend
from adapters.http.cache import AnswerCache
from adapters.http.context import RequestContext, read_context
from adapters.identity.tokens import JwtTokens, signing_secret
from adapters.settings import Settings
from adapters.storage.local import LocalMedia
from core.cart.ports import CartCatalogue, CartRepository
from core.cart.service import CartService
from core.catalogue.ports import CatalogueReadModel
from core.catalogue.service import CatalogueService
from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService
from core.content.ports import PageRepository
from core.content.service import ContentService
from core.geo.ports import DistanceCalculator, Geocoder
from core.geo.service import GeoService
from core.identity.ports import GuestRepository, TokenVerifier
from core.identity.service import IdentityService
from core.landing.service import LandingService
from core.marketplace.cache import MarketplaceCache
from core.marketplace.ports import MarketplaceRepository
from core.marketplace.service import MarketplaceService
from core.verticals import VerticalRegistry


class InfrastructureProvider(Provider):
    """Settings, the vertical registry, the database and files: one of each per process."""

    settings = from_context(Settings, scope=Scope.APP)
    registry = from_context(VerticalRegistry, scope=Scope.APP)
    answer_cache = from_context(AnswerCache, scope=Scope.APP)

    @provide(scope=Scope.APP)
    async def engine(self, settings: Settings) -> AsyncIterator[AsyncEngine]:
        engine = create_engine(settings)
        yield engine
        await engine.dispose()

    @provide(scope=Scope.APP)
    def session_factory(self, engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
        return create_session_factory(engine)

    @provide(scope=Scope.APP)
    def media(self, settings: Settings) -> MediaUrls:
        return LocalMedia(settings.media_dir)

    @provide(scope=Scope.REQUEST)
    async def session(self, factory: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
        async with factory() as session:
            yield session

    @provide(scope=Scope.REQUEST)
    def request_context(self, request: Request) -> RequestContext:  # type: ignore[type-arg]
        return read_context(request)


class ConfigurationProvider(Provider):
    """The configuration context."""

    scope = Scope.REQUEST
    settings_store = provide(SqlSettingsStore, provides=SettingsStore)

    @provide
    def config_service(self, store: SettingsStore, media: MediaUrls, settings: Settings) -> ConfigService:
        return ConfigService(
            store,
            media,
            map_api_key=settings.google_maps_api_key if settings.geo_provider == "google" else "",
        )


class GeoProvider(Provider):
    """Maps: the geocoder and distance calculator chosen by settings, one per process."""

    scope = Scope.APP
    geo_service = provide(GeoService)

    @provide
    async def geo_backend(self, settings: Settings) -> AsyncIterator[GeoBackend]:
        async with open_geo_backend(settings) as backend:
            yield backend

    @provide
    def geocoder(self, backend: GeoBackend) -> Geocoder:
        return backend.geocoder

    @provide
    def distances(self, backend: GeoBackend) -> DistanceCalculator:
        return backend.distances


class MarketplaceProvider(Provider):
    """Modules, zones and the landing page; the marketplace view is cached once per process."""

    scope = Scope.REQUEST
    repository = provide(SqlMarketplaceRepository, provides=MarketplaceRepository)
    marketplace_service = provide(MarketplaceService)
    landing_service = provide(LandingService)

    @provide(scope=Scope.APP)
    def marketplace_cache(self, registry: VerticalRegistry, settings: Settings) -> MarketplaceCache:
        return MarketplaceCache(registry.module_types, ttl=settings.zone_cache_seconds)


class CatalogueProvider(Provider):
    """The catalogue: one read model (driver connections) and one service per process, no request scope."""

    scope = Scope.APP

    @provide
    async def sql_catalogue_reads(
        self, settings: Settings, registry: VerticalRegistry
    ) -> AsyncIterator[SqlCatalogueReads]:
        reads = await open_catalogue_reads(
            settings.database_url, registry.module_types, settings.db_pool_size, settings.db_pool_timeout
        )
        yield reads
        await reads.close()

    @provide
    def catalogue_reads(self, reads: SqlCatalogueReads) -> CatalogueReadModel:
        return reads

    @provide
    def catalogue_service(self, reads: CatalogueReadModel, media: MediaUrls) -> CatalogueService:
        return CatalogueService(reads, media)


class ContentProvider(Provider):
    """Text pages (policies, company, help, partner and marketing pages)."""

    scope = Scope.REQUEST
    repository = provide(SqlPageRepository, provides=PageRepository)
    content_service = provide(ContentService)


class CartProvider(Provider):
    """Carts and guests: the cart store shares the read model's driver connections; no request scope."""

    scope = Scope.APP
    identity_service = provide(IdentityService)

    @provide
    def cart_service(
        self, carts: CartRepository, catalogue: CartCatalogue, registry: VerticalRegistry
    ) -> CartService:
        return CartService(carts, catalogue, {v.module_type: v.cart_rules for v in registry})

    @provide
    async def cart_store(self, settings: Settings, reads: SqlCatalogueReads) -> AsyncIterator[CartStore]:
        store = open_cart_store(settings.database_url, reads, settings.db_pool_timeout)
        yield store
        await store.close()

    @provide
    def cart_repository(self, store: CartStore) -> CartRepository:
        return store

    @provide
    def guest_repository(self, store: CartStore) -> GuestRepository:
        return store

    @provide
    def cart_catalogue(
        self, reads: SqlCatalogueReads, registry: VerticalRegistry, media: MediaUrls
    ) -> CartCatalogue:
        return SqlCartCatalogue(reads, registry.module_types, media)

    @provide
    def tokens(self, settings: Settings) -> TokenVerifier:
        return JwtTokens(signing_secret(settings.secret_key))


PROVIDERS: list[type[Provider]] = [
    InfrastructureProvider,
    ConfigurationProvider,
    GeoProvider,
    MarketplaceProvider,
    CatalogueProvider,
    ContentProvider,
    CartProvider,
]


def make_container(settings: Settings, registry: VerticalRegistry, cache: AnswerCache) -> AsyncContainer:
    """The application container with every provider, given the settings, verticals and answer cache."""
    return make_async_container(
        LitestarProvider(),
        *(p() for p in PROVIDERS),
        context={Settings: settings, VerticalRegistry: registry, AnswerCache: cache},
    )
