"""Checkout and orders: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

import datetime as dt

from dishka import Provider, Scope, provide

from adapters.db.orders.erasure import SqlOrderContacts
from adapters.db.orders.prescriptions import SqlPrescriptions
from adapters.db.orders.reads import SqlCheckoutFacts
from adapters.db.orders.repository import SqlCouponRepository, SqlOrderRepository
from adapters.settings import Settings
from adapters.storage.setup import Storage
from core.background import BackgroundWork
from core.cart.service import CartService
from core.checkout.coupons import CouponService
from core.checkout.service import CheckoutService
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls
from core.configuration.service import ConfigService
from core.identity.ports import PictureCleaner
from core.ledger.service import LedgerService
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
from core.orders.service import OrderService
from core.payments.service import PaymentService
from core.reviews.service import ReviewService
from core.rewards.service import RewardsService


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
    def private_files(self, storage: Storage) -> PrivateFiles:
        return storage.private

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
        feed: StatusFeed,
        config: ConfigService,
        background: BackgroundWork,
        reviews: ReviewService,
        media: MediaUrls,
    ) -> OrderService:
        return OrderService(orders, feed, config=config, background=background, reviewed=reviews, media=media)

    @provide
    def checkout_service(
        self,
        orders: OrderRepository,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        settings: Settings,
        clock: MarketplaceClock,
        payments: PaymentService,
        ledger: LedgerService,
        rewards: RewardsService,
    ) -> CheckoutService:
        demo = settings.demo_dispatch_seconds > 0  # orders placed now are the demo dispatcher's
        return CheckoutService(
            orders,
            coupons,
            facts,
            carts,
            config,
            marketplace,
            clock=clock,
            demo_orders=demo,
            payments=payments,
            wallets=ledger,
            rewards=rewards,
        )
