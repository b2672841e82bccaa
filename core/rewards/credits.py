"""What a delivered order earns, credited once: the customer's loyalty points and best cashback offer, and
for the customer's first delivered order the referrer's reward.

When an order becomes delivered, the orders context hands the job `credit_delivered_order` over to the
background work (core/orders/status_changes.py). The job decides the award once (recorded, so a retry posts
the same amounts even when the offers or settings changed meanwhile), then posts each credit to the ledger,
where each is unique by its source: running the job twice, or the sweep after it, credits nothing more.

A job that could not be handed over (the queue down at that moment) does not undo the status change; the
sweep (`credit_sweep`, every MAINTENANCE_SECONDS) credits the orders delivered within the last day whose
award is missing or not fully posted.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable

from core.clock import DEFAULT_CLOCK
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.ledger.service import LedgerService
from core.pricing import to_minor
from core.pricing.money import Money

from .cashback import best_offer
from .model import Award, DeliveredOrder
from .points import earned_points
from .ports import RewardsRepository
from .referral import referral_reward

CREDIT_JOB = "credit_delivered_order"  # the background job crediting one delivered order
SWEEP_LOOKBACK = dt.timedelta(days=1)  # how far back the sweep looks for delivered orders not credited
SWEEP_BATCH = 500  # orders one sweep credits at most
DECISION_TRIES = 3  # an offer used up by a concurrent award: decide again, at most this many times


def _rescaled(amount: int, digits: int, to_digits: int) -> Money:
    """Minor units at `digits` as minor units at `to_digits` (half up when fewer digits)."""
    if digits == to_digits:
        return Money(amount)
    return to_minor(f"{amount}e-{digits}", to_digits)


class DeliveredCredits:
    """Decides and posts what delivered orders earn."""

    def __init__(
        self,
        rewards: RewardsRepository,
        ledger: LedgerService,
        config: ConfigService,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._rewards = rewards
        self._ledger = ledger
        self._config = config
        self._clock = clock

    async def credit(self, order_id: int) -> Award | None:
        """Credit the order's award (deciding it first if needed); None when the order is not delivered.
        Idempotent: each posting is unique by its source, and the award is decided once."""
        award = await self._rewards.award(order_id)
        if award is None:
            order = await self._rewards.delivered_order(order_id)
            if order is None:
                return None
            award = await self._decide(order)
        if not award.credited:
            for posting in award.postings():
                await self._ledger.post(posting)
            await self._rewards.credited(order_id, dt.datetime.now(dt.UTC))
        return award

    async def sweep(self) -> int:
        """Credit the orders delivered within SWEEP_LOOKBACK whose award is missing or not fully posted (their
        job could not be handed over, or gave up); how many."""
        since = dt.datetime.now(dt.UTC) - SWEEP_LOOKBACK
        missed = await self._rewards.uncredited(since, SWEEP_BATCH)
        for order_id in missed:
            await self.credit(order_id)
        return len(missed)

    async def _decide(self, order: DeliveredOrder) -> Award:
        if order.customer_id is None:
            found = await self._rewards.record(Award(order.id, None), 0)
            return found or Award(order.id, None)
        config = await self._config.config("en")
        first_referred = order.first_delivered and order.referrer_id is not None
        reward = referral_reward(config) if first_referred else 0
        earned = Award(
            order_id=order.id,
            customer_id=order.customer_id,
            points=_points(config, order),
            referrer_id=order.referrer_id if reward else None,
            referral_reward=reward,
        )
        for attempt in range(DECISION_TRIES):
            last = attempt == DECISION_TRIES - 1
            award, limit = (earned, 0) if last else await self._with_cashback(config, order, earned)
            recorded = await self._rewards.record(award, limit)
            if recorded is not None:
                return recorded
        raise AssertionError("an award without cashback is always recorded")  # pragma: no cover

    async def _with_cashback(self, config: Config, order: DeliveredOrder, earned: Award) -> tuple[Award, int]:
        """`earned` with the best cashback offer the customer may still take, and that offer's limit.
        Cashback goes to the wallet: none while the marketplace has the wallet off."""
        if config.customer_wallet_status != 1 or order.customer_id is None:
            return earned, 0
        digits = config.digit_after_decimal_point
        offers = await self._rewards.running_offers(self._clock().date())
        uses = await self._rewards.offer_uses(order.customer_id)
        best = best_offer(offers, _rescaled(order.order_amount, order.digits, digits), digits, uses)
        if best is None:
            return earned, 0
        offer, cashback = best
        award = dataclasses.replace(earned, cashback=cashback, cashback_offer_id=offer.id)
        return award, offer.same_user_limit


def _points(config: Config, order: DeliveredOrder) -> int:
    """The order's loyalty points; none while the marketplace has loyalty points off."""
    if config.loyalty_point_status != 1:
        return 0
    return earned_points(
        order.order_amount,
        order.digits,
        config.loyalty_point_item_purchase_point,
        config.loyalty_point_exchange_rate,
    )
