"""Identity: guests, accounts, sessions and tokens: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import Provider, Scope, provide

from adapters.changes import Changes
from adapters.db.gateway import Database
from adapters.db.identity.customers import SqlCustomers
from adapters.db.identity.guests import SqlGuestRepository
from adapters.db.identity.otps import SqlOtps
from adapters.db.identity.sessions import SqlSessions
from adapters.identity.passwords import Argon2Passwords
from adapters.identity.remembered_sessions import RememberedSessions
from adapters.identity.secret import signing_secret
from adapters.identity.senders_setup import account_limits, open_otp_sender
from adapters.identity.throttle import CounterThrottle
from adapters.identity.tokens import JwtTokens, SigningKey
from adapters.limits import Counters
from adapters.settings import Settings
from adapters.storage.images import PillowPictures
from adapters.storage.setup import Storage
from core.cart.ports import CartRepository
from core.configuration.service import ConfigService
from core.identity.accounts import AccountService
from core.identity.ports import (
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


class IdentityProvider(Provider):
    """Who asks: guests, customer accounts, sessions and their signed tokens, one-time codes and their senders,
    per-account limits, profiles."""

    scope = Scope.APP
    identity_service = provide(IdentityService)

    guest_repository = provide(SqlGuestRepository, provides=GuestRepository)
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
    def throttle(self, counters: Counters, settings: Settings) -> Throttle:
        return CounterThrottle(counters, account_limits(settings))

    @provide
    async def sender(self, settings: Settings) -> AsyncIterator[OtpSender]:
        async with open_otp_sender(settings) as sender:
            yield sender

    @provide
    def photos(self, storage: Storage) -> PhotoStore:
        return storage.public

    @provide
    def verification_settings(self, config: ConfigService) -> VerificationSettings:
        return config

    @provide
    def guest_carts(self, carts: CartRepository) -> GuestCarts:
        return carts

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
        config: ConfigService,
    ) -> AccountService:
        lifetime = settings.token_days * 86_400
        return AccountService(
            identity,
            customers,
            passwords,
            sessions,
            tokens,
            throttle,
            carts,
            keepings,
            lifetime,
            policy,
            config,
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

    @provide
    def sql_sessions(self, database: Database, settings: Settings) -> SqlSessions:
        return SqlSessions(database, settings.session_idle_days * 86_400)

    @provide
    def sessions(self, sessions: SqlSessions, changes: Changes, settings: Settings) -> SessionStore:
        return RememberedSessions(sessions, changes, settings.session_trust_seconds)

    @provide
    def signing_key(self, settings: Settings) -> SigningKey:
        return SigningKey(signing_secret(settings))

    @provide
    def jwt_tokens(self, key: SigningKey) -> JwtTokens:
        return JwtTokens(key)

    @provide
    def tokens(self, tokens: JwtTokens) -> TokenVerifier:
        return tokens

    @provide
    def token_issuer(self, tokens: JwtTokens) -> TokenIssuer:
        return tokens
