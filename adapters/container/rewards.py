"""Rewards (loyalty points, referral, cashback): its dishka provider (ports bound to their adapters, services
built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.rewards.repository import SqlRewards
from core.clock import MarketplaceClock
from core.configuration.service import ConfigService
from core.ledger.service import LedgerService
from core.rewards.credits import DeliveredCredits
from core.rewards.ports import RewardsRepository
from core.rewards.service import RewardsService


class RewardsProvider(Provider):
    """Cashback offers and awards: ORM tables; credits posted through the ledger."""

    scope = Scope.APP
    repository = provide(SqlRewards, provides=RewardsRepository)

    @provide
    def delivered_credits(
        self,
        rewards: RewardsRepository,
        ledger: LedgerService,
        config: ConfigService,
        clock: MarketplaceClock,
    ) -> DeliveredCredits:
        return DeliveredCredits(rewards, ledger, config, clock=clock)

    @provide
    def rewards_service(
        self,
        rewards: RewardsRepository,
        ledger: LedgerService,
        config: ConfigService,
        clock: MarketplaceClock,
    ) -> RewardsService:
        return RewardsService(rewards, ledger, config, clock=clock)
