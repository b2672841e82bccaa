"""Every minute: orders whose online payment has not come within `PAYMENT_TIMEOUT_MINUTES` are canceled
(their stock put back, the wallet's part given back) and the payment expires; top-ups left pending as long
expire (core/payments/upkeep.py).

Idempotent: a released order is canceled, and a second pass finds nothing more.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from core.payments.upkeep import PaymentUpkeep

log = structlog.get_logger("storefront.payments")


async def release_abandoned_payments(container: AsyncContainer) -> int:
    """One pass; how many orders it canceled."""
    canceled = await (await container.get(PaymentUpkeep)).release_abandoned()
    if canceled:
        log.info("abandoned payments released", orders=canceled)
    return canceled


JOB = Job(name="release_abandoned_payments", run=release_abandoned_payments, every=lambda _: 60, timeout=60)
