"""Payments: its dishka provider (the gateways the settings switch on, the payments table, the services).

Adding a gateway: its adapter in adapters/payments/ and one line in `gateways` below.
"""

from __future__ import annotations

import datetime as dt

from dishka import Provider, Scope, provide

from adapters.db.payments.bonuses import SqlBonusRepository
from adapters.db.payments.repository import SqlPaymentRepository
from adapters.payments.demo import DemoGateway
from adapters.payments.stripe_gateway import StripeGateway
from adapters.settings import Settings
from core.background import BackgroundWork
from core.clock import MarketplaceClock
from core.configuration.service import ConfigService
from core.orders.ports import OrderRepository
from core.orders.reads import OrderReads
from core.orders.service import OrderService
from core.payments.funds import WalletFunds
from core.payments.gateways import PaymentGateways
from core.payments.ports import BonusRepository, PaymentGateway, PaymentRepository
from core.payments.service import PaymentService
from core.payments.upkeep import PaymentUpkeep


def gateways(settings: Settings) -> PaymentGateways:
    """The gateways this deployment offers, in the order shoppers see them."""
    found: list[PaymentGateway] = []
    if settings.demo_gateway:
        found.append(DemoGateway())
    if settings.stripe_on:
        found.append(
            StripeGateway(
                settings.stripe_secret_key,
                settings.stripe_webhook_secret,
                settings.stripe_publishable_key,
                settings.stripe_api_base,
            )
        )
    return PaymentGateways(found)


class PaymentsProvider(Provider):
    """Payment attempts through the gateways on."""

    scope = Scope.APP
    repository = provide(SqlPaymentRepository, provides=PaymentRepository)
    bonuses = provide(SqlBonusRepository, provides=BonusRepository)

    @provide
    def payment_gateways(self, settings: Settings) -> PaymentGateways:
        return gateways(settings)

    @provide
    def payment_service(
        self,
        payments: PaymentRepository,
        found: PaymentGateways,
        orders: OrderRepository,
        config: ConfigService,
        background: BackgroundWork,
    ) -> PaymentService:
        return PaymentService(payments, found, OrderReads(orders), config, background)

    @provide
    def wallet_funds(
        self,
        payments: PaymentService,
        bonuses: BonusRepository,
        config: ConfigService,
        clock: MarketplaceClock,
    ) -> WalletFunds:
        return WalletFunds(payments, bonuses, config, clock=clock)

    @provide
    def payment_upkeep(
        self, payments: PaymentRepository, found: PaymentGateways, orders: OrderService, settings: Settings
    ) -> PaymentUpkeep:
        timeout = dt.timedelta(minutes=settings.payment_timeout_minutes)
        return PaymentUpkeep(payments, found, orders, timeout)
