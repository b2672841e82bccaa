"""The composition root: the one place where core ports meet their adapters (dishka providers)."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator

from dishka import AsyncContainer, Provider, Scope, from_context, make_async_container, provide

from adapters.customer_records import CustomerRecordsEraser
from adapters.db.address.repository import SqlAddressRepository
from adapters.db.cart.expiry import SqlIdleGuestCarts
from adapters.db.cart.repository import SqlCartRepository
from adapters.db.catalogue.cart_items import SqlCartCatalogue
from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.configuration.settings_store import SqlSettingsStore
from adapters.db.connect import open_database
from adapters.db.content.pages import SqlPageRepository
from adapters.db.gateway import Database
from adapters.db.identity.customers import SqlCustomers
from adapters.db.identity.expiry import SqlUnusedGuests
from adapters.db.identity.guests import SqlGuestRepository
from adapters.db.identity.otps import SqlOtps
from adapters.db.identity.sessions import SqlSessions
from adapters.db.marketplace.repository import SqlMarketplaceRepository
from adapters.db.orders.erasure import SqlOrderContacts
from adapters.db.orders.prescriptions import SqlPrescriptions
from adapters.db.orders.reads import SqlCheckoutFacts
from adapters.db.orders.repository import SqlCouponRepository, SqlOrderRepository
from adapters.db.vertical_writes import SerialisedWrites
from adapters.db.wishlist.repository import SqlWishlistRepository
from adapters.geo.backends import GeoBackend, open_geo_backend
from adapters.health import Probes
from adapters.identity.passwords import Argon2Passwords
from adapters.identity.senders_setup import account_limits, open_otp_sender
from adapters.identity.throttle import CounterThrottle
from adapters.identity.tokens import JwtTokens, SigningKey, signing_secret
from adapters.limits import MemoryCounters, RedisCounters
from adapters.orders.feeds import BoundedFeed, MemoryFeed, RedisFeed
from adapters.settings import Settings
from adapters.storage.images import PillowPictures
from adapters.storage.local import LocalMedia
from adapters.vertical_housekeeping import VerticalPurges
from adapters.vertical_services import CoreServicesForVerticals
from adapters.vertical_sign_in import VerticalHandover
from core.address.ports import AddressRepository, ZoneLocator
from core.address.service import AddressService
from core.cart.ports import CartCatalogue, CartRepository
from core.cart.service import CartService
from core.catalogue.ports import CatalogueReadModel
from core.catalogue.service import CatalogueService
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService
from core.content.ports import PageRepository
from core.content.service import ContentService
from core.geo.ports import DistanceCalculator, Geocoder
from core.geo.service import GeoService
from core.identity.accounts import AccountService
from core.identity.ports import (
    CustomerRecords,
    CustomerRepository,
    GuestCarts,
    GuestKeepings,
    GuestRepository,
    OtpSender,
    OtpStore,
    PasswordHasher,
    PhotoStore,
    PictureCleaner,
    SessionStore,
    Throttle,
    TokenIssuer,
    TokenVerifier,
    VerificationSettings,
)
from core.identity.profile import ProfileService
from core.identity.service import IdentityService
from core.identity.sessions import SessionService
from core.identity.verification import VerificationService
from core.landing.service import LandingService
from core.maintenance.ports import IdleGuestCarts, IdleVerticalData, UnusedGuests
from core.maintenance.service import MaintenanceService, Retention
from core.marketplace.cache import MarketplaceCache
from core.marketplace.ports import MarketplaceRepository
from core.marketplace.service import MarketplaceService
from core.orders.erasure import OrderErasure
from core.orders.ports import (
    CheckoutFacts,
    CouponRepository,
    OrderContacts,
    OrderRepository,
    PrescriptionRepository,
    PrivateFiles,
    StatusFeed,
)
from core.orders.prescriptions import Budget, PrescriptionService
from core.orders.service import CouponService, OrderService
from core.verticals import VerticalRegistry, VerticalServices, VerticalStorage
from core.wishlist.ports import WishedCards, WishlistRepository
from core.wishlist.service import WishlistService


class InfrastructureProvider(Provider):
    """Settings, the vertical registry, the database gateway and files: one of each per process."""

    scope = Scope.APP
    settings = from_context(Settings, scope=Scope.APP)
    registry = from_context(VerticalRegistry, scope=Scope.APP)

    @provide
    async def database(self, settings: Settings) -> AsyncIterator[Database]:
        database = await open_database(settings)
        yield database
        await database.close()

    @provide
    def vertical_storage(self, database: Database) -> VerticalStorage:
        return VerticalStorage(database.engine, SerialisedWrites(database.engine))

    @provide
    def media(self, settings: Settings) -> MediaUrls:
        return LocalMedia(settings.media_dir)

    @provide
    def clock(self, settings: Settings) -> MarketplaceClock:
        return MarketplaceClock(settings.marketplace_time_zone)

    @provide
    async def probes(self, database: Database, settings: Settings) -> AsyncIterator[Probes]:
        probes = Probes(database, settings)
        yield probes
        await probes.close()


class ConfigurationProvider(Provider):
    """The configuration context."""

    scope = Scope.APP
    settings_store = provide(SqlSettingsStore, provides=SettingsStore)

    @provide
    def config_service(
        self, store: SettingsStore, media: MediaUrls, settings: Settings, clock: MarketplaceClock
    ) -> ConfigService:
        return ConfigService(
            store,
            media,
            map_api_key=settings.google_maps_api_key if settings.geo_provider == "google" else "",
            clock=clock,
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

    scope = Scope.APP
    repository = provide(SqlMarketplaceRepository, provides=MarketplaceRepository)
    marketplace_service = provide(MarketplaceService)
    landing_service = provide(LandingService)

    @provide
    def marketplace_cache(self, registry: VerticalRegistry, settings: Settings) -> MarketplaceCache:
        return MarketplaceCache(registry.module_types, ttl=settings.zone_cache_seconds)


class CatalogueProvider(Provider):
    """The catalogue: its read model on the gateway's named statements, and its service."""

    scope = Scope.APP

    @provide
    def sql_catalogue_reads(self, database: Database, registry: VerticalRegistry) -> SqlCatalogueReads:
        return SqlCatalogueReads(database, registry.module_types)

    @provide
    def catalogue_reads(self, reads: SqlCatalogueReads) -> CatalogueReadModel:
        return reads

    @provide
    def catalogue_service(
        self, reads: CatalogueReadModel, media: MediaUrls, clock: MarketplaceClock
    ) -> CatalogueService:
        return CatalogueService(reads, media, clock=clock)


class ContentProvider(Provider):
    """Text pages (policies, company, help, partner and marketing pages)."""

    scope = Scope.APP
    repository = provide(SqlPageRepository, provides=PageRepository)
    content_service = provide(ContentService)


class CartProvider(Provider):
    """Carts and guests: cart lines on the gateway's named statements, guests through the ORM."""

    scope = Scope.APP
    identity_service = provide(IdentityService)

    @provide
    def cart_service(
        self,
        carts: CartRepository,
        catalogue: CartCatalogue,
        registry: VerticalRegistry,
        clock: MarketplaceClock,
    ) -> CartService:
        return CartService(
            carts,
            catalogue,
            {v.module_type: v.cart_rules for v in registry},
            messages={v.module_type: v.messages for v in registry},
            clock=clock,
        )

    cart_repository = provide(SqlCartRepository, provides=CartRepository)
    guest_repository = provide(SqlGuestRepository, provides=GuestRepository)

    @provide
    def cart_catalogue(
        self, reads: SqlCatalogueReads, registry: VerticalRegistry, media: MediaUrls
    ) -> CartCatalogue:
        return SqlCartCatalogue(reads, registry.module_types, media)

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
    def sql_sessions(self, database: Database, settings: Settings) -> SqlSessions:
        return SqlSessions(database, settings.session_idle_days * 86_400)

    @provide
    def sessions(self, sessions: SqlSessions) -> SessionStore:
        return sessions

    @provide
    def signing_key(self, settings: Settings) -> SigningKey:
        return SigningKey(signing_secret(settings.secret_key))

    @provide
    def jwt_tokens(self, key: SigningKey) -> JwtTokens:
        return JwtTokens(key)

    @provide
    def tokens(self, tokens: JwtTokens) -> TokenVerifier:
        return tokens

    @provide
    def token_issuer(self, tokens: JwtTokens) -> TokenIssuer:
        return tokens


class IdentityProvider(Provider):
    """Customer accounts: sign-in, one-time codes and their senders, per-account limits, profiles."""

    scope = Scope.APP
    customers = provide(SqlCustomers, provides=CustomerRepository)
    otps = provide(SqlOtps, provides=OtpStore)
    pictures = provide(PillowPictures, provides=PictureCleaner)

    @provide
    def passwords(self, settings: Settings) -> PasswordHasher:
        return Argon2Passwords(
            settings.password_hash_time_cost,
            settings.password_hash_memory_kib,
            settings.password_hash_parallelism,
        )

    @provide
    async def throttle(self, settings: Settings) -> AsyncIterator[Throttle]:
        counters = RedisCounters(settings.redis_url) if settings.redis_url else MemoryCounters()
        yield CounterThrottle(counters, account_limits(settings))
        if isinstance(counters, RedisCounters):
            await counters.close()

    @provide
    async def sender(self, settings: Settings) -> AsyncIterator[OtpSender]:
        async with open_otp_sender(settings) as sender:
            yield sender

    @provide
    def photos(self, settings: Settings) -> PhotoStore:
        return LocalMedia(settings.media_dir)

    @provide
    def verification_settings(self, config: ConfigService) -> VerificationSettings:
        return config

    @provide
    def guest_carts(self, carts: CartRepository) -> GuestCarts:
        return carts

    @provide
    def guest_keepings(self, registry: VerticalRegistry, storage: VerticalStorage) -> GuestKeepings:
        return VerticalHandover(registry, storage)

    @provide
    def account_service(
        self,
        identity: IdentityService,
        customers: CustomerRepository,
        passwords: PasswordHasher,
        sessions: SessionStore,
        tokens: TokenIssuer,
        throttle: Throttle,
        carts: GuestCarts,
        keepings: GuestKeepings,
        settings: Settings,
        policy: VerificationSettings,
    ) -> AccountService:
        lifetime = settings.token_days * 86_400
        return AccountService(
            identity, customers, passwords, sessions, tokens, throttle, carts, keepings, lifetime, policy
        )

    @provide
    def verification_service(
        self,
        identity: IdentityService,
        customers: CustomerRepository,
        otps: OtpStore,
        sender: OtpSender,
        throttle: Throttle,
        policy: VerificationSettings,
        key: SigningKey,
        settings: Settings,
    ) -> VerificationService:
        return VerificationService(
            identity,
            customers,
            otps,
            sender,
            throttle,
            policy,
            secret=key.encode(),
            expiry_seconds=settings.otp_expiry_seconds,
            resend_seconds=settings.otp_resend_seconds,
        )

    profile_service = provide(ProfileService)
    session_service = provide(SessionService)


class AddressProvider(Provider):
    """Saved addresses: an ORM table, and the marketplace's zones to place them in."""

    scope = Scope.APP
    repository = provide(SqlAddressRepository, provides=AddressRepository)
    address_service = provide(AddressService)

    @provide
    def zones(self, marketplace: MarketplaceService) -> ZoneLocator:
        return marketplace


class WishlistProvider(Provider):
    """The wishlist: an ORM table, and the catalogue's cards to show it."""

    scope = Scope.APP
    repository = provide(SqlWishlistRepository, provides=WishlistRepository)
    wishlist_service = provide(WishlistService)

    @provide
    def cards(self, catalogue: CatalogueService) -> WishedCards:
        return catalogue


class OrdersProvider(Provider):
    """Coupons and orders: ORM tables, the store terms checkout reads, and the cart they are placed from."""

    scope = Scope.APP
    coupons = provide(SqlCouponRepository, provides=CouponRepository)
    orders = provide(SqlOrderRepository, provides=OrderRepository)
    facts = provide(SqlCheckoutFacts, provides=CheckoutFacts)

    prescriptions = provide(SqlPrescriptions, provides=PrescriptionRepository)
    order_contacts = provide(SqlOrderContacts, provides=OrderContacts)
    order_erasure = provide(OrderErasure)

    @provide
    def customer_records(
        self, orders: OrderErasure, registry: VerticalRegistry, storage: VerticalStorage
    ) -> CustomerRecords:
        return CustomerRecordsEraser(orders, registry, storage)

    @provide
    def private_files(self, settings: Settings) -> PrivateFiles:
        return LocalMedia(
            settings.private_dir or settings.media_dir.with_name(f"{settings.media_dir.name}-private")
        )

    @provide
    def prescription_service(
        self,
        prescriptions: PrescriptionRepository,
        files: PrivateFiles,
        pictures: PictureCleaner,
        orders: OrderRepository,
        settings: Settings,
    ) -> PrescriptionService:
        budget = Budget(
            waiting_bytes=settings.prescription_waiting_mb * 1024 * 1024,
            waiting=dt.timedelta(hours=settings.prescription_waiting_hours),
        )
        return PrescriptionService(prescriptions, files, pictures, orders, budget)

    @provide
    def coupon_service(
        self, coupons: CouponRepository, facts: CheckoutFacts, clock: MarketplaceClock
    ) -> CouponService:
        return CouponService(coupons, facts, clock=clock)

    @provide
    def order_service(
        self,
        orders: OrderRepository,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        feed: StatusFeed,
        settings: Settings,
        clock: MarketplaceClock,
    ) -> OrderService:
        demo = settings.demo_dispatch_seconds > 0  # orders placed now are the demo dispatcher's
        return OrderService(
            orders, coupons, facts, carts, config, marketplace, feed, clock=clock, demo_orders=demo
        )

    @provide
    async def feed(self, settings: Settings) -> AsyncIterator[StatusFeed]:
        found = BoundedFeed(RedisFeed(settings.redis_url) if settings.redis_url else MemoryFeed())
        yield found
        await found.close()


class MaintenanceProvider(Provider):
    """Housekeeping: idle guest carts and guests without a cart."""

    scope = Scope.APP
    idle_carts = provide(SqlIdleGuestCarts, provides=IdleGuestCarts)

    @provide
    def unused_guests(self, database: Database, registry: VerticalRegistry) -> UnusedGuests:
        # The verticals' tables whose rows keep a guest (the rental trip cart), beside core's cart lines.
        tables = [(rows.table, rows.owner_column) for vertical in registry for rows in vertical.guest_rows]
        return SqlUnusedGuests(database, tables)

    @provide
    def vertical_purges(self, registry: VerticalRegistry, storage: VerticalStorage) -> IdleVerticalData:
        return VerticalPurges(registry, storage)

    @provide
    def maintenance_service(
        self,
        carts: IdleGuestCarts,
        guests: UnusedGuests,
        sessions: SqlSessions,
        verticals: IdleVerticalData,
        settings: Settings,
        prescriptions: PrescriptionService,
    ) -> MaintenanceService:
        retention = Retention(
            guest_cart=dt.timedelta(days=settings.guest_cart_days),
            guest_without_cart=dt.timedelta(days=settings.guest_days),
        )
        return MaintenanceService(carts, guests, sessions, retention, verticals, uploads=prescriptions)


PROVIDERS: list[type[Provider]] = [
    InfrastructureProvider,
    ConfigurationProvider,
    GeoProvider,
    MarketplaceProvider,
    CatalogueProvider,
    ContentProvider,
    CartProvider,
    IdentityProvider,
    AddressProvider,
    WishlistProvider,
    OrdersProvider,
    MaintenanceProvider,
]


def make_container(settings: Settings, registry: VerticalRegistry, *overrides: Provider) -> AsyncContainer:
    """The application container: every provider, then `overrides` (a test's fakes replace what they provide)."""
    return make_async_container(
        *(p() for p in PROVIDERS),
        *overrides,
        context={Settings: settings, VerticalRegistry: registry},
    )
