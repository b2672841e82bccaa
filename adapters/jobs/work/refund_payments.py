"""Payments of canceled orders given back through their gateway (core/payments/upkeep.py): handed over
when an order paid online is canceled while the refund does not go to the wallet, and every minute for
what a failed run left due (a gateway that did not answer).

Idempotent: the gateway is asked with the payment's own idempotency key, and the payment is marked
refunded once it answered.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from core.orders.cancellation import REFUND_JOB
from core.payments.upkeep import PaymentUpkeep

log = structlog.get_logger("storefront.payments")


async def refund_payments(container: AsyncContainer) -> int:
    """One pass; how many payments were given back."""
    refunded = await (await container.get(PaymentUpkeep)).refund_due()
    if refunded:
        log.info("payments refunded through their gateway", payments=refunded)
    return refunded


JOB = Job(name=REFUND_JOB, run=refund_payments, every=lambda _: 60, timeout=60)
