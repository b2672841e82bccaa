"""What a delivered order earned, credited: loyalty points, cashback, and for a referred customer's first
delivered order the referrer's reward (core/rewards/credits.py). Handed over when an order becomes delivered
(core/orders/status_changes.py).

Idempotent: the award is decided once and recorded, and each credit is a ledger posting unique by its source,
so a retry, or the sweep after it, credits nothing more.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from core.rewards.credits import CREDIT_JOB, DeliveredCredits

log = structlog.get_logger("storefront.rewards")


async def credit_delivered_order(container: AsyncContainer, order_id: int) -> None:
    """Credit the delivered order `order_id` (nothing for an order not delivered)."""
    award = await (await container.get(DeliveredCredits)).credit(order_id)
    if award is not None and award.customer_id is not None:
        log.info(
            "delivered order credited",
            order_id=order_id,
            points=award.points,
            cashback=award.cashback,
            referral_reward=award.referral_reward,
        )


# 6 runs, 5 s apart at first and doubling up to 5 minutes; past them the sweep (credit_sweep.py) catches up.
JOB = Job(
    name=CREDIT_JOB,
    run=credit_delivered_order,
    timeout=60,
    attempts=6,
    retry_delay=5.0,
    max_retry_delay=300.0,
)
