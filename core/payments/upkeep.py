"""What keeps payments honest over time, run by background jobs: orders whose online payment never came
are released (canceled, their stock put back, the wallet's part given back) once the payment is
PAYMENT_TIMEOUT_MINUTES old, and payments of canceled orders are given back through their gateway.

Both are idempotent: a released order is canceled and no longer found; a refund is asked of the gateway
with the payment's own idempotency key, and the payment marked refunded after.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from core.orders.service import OrderService

from .gateways import PaymentGateways
from .ports import PaymentRepository

BATCH = 100  # payments one pass handles at most (the next pass, a minute later, takes the rest)
RELEASED = "The payment was not completed in time."


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class PaymentUpkeep:
    """Releases abandoned payments' orders and refunds what is due."""

    def __init__(
        self,
        payments: PaymentRepository,
        gateways: PaymentGateways,
        orders: OrderService,
        timeout: dt.timedelta,
        clock: Callable[[], dt.datetime] = _now,
    ) -> None:
        self._payments = payments
        self._gateways = gateways
        self._orders = orders
        self._timeout = timeout
        self._clock = clock

    async def release_abandoned(self) -> int:
        """Cancel the orders whose newest payment has not succeeded within the timeout (that payment, if
        still pending, expires), and expire top-ups left pending as long; how many orders were canceled."""
        before = self._clock() - self._timeout
        canceled = 0
        for payment in await self._payments.due_for_release(before, BATCH):
            await self._payments.expire(payment.id)
            if payment.order_id is None:
                continue
            if await self._orders.release(payment.owner, payment.order_id, RELEASED) == "canceled":
                canceled += 1
        await self._payments.expire_top_ups(before)
        return canceled

    async def refund_due(self) -> int:
        """Give back through their gateway the payments due (their order was canceled); how many. A
        gateway switched off since keeps its payments due."""
        refunded = 0
        for payment in await self._payments.refunds_due(BATCH):
            gateway = self._gateways.known(payment.gateway)
            if gateway is None:
                continue
            await gateway.refund(payment)
            await self._payments.refunded(payment.id)
            refunded += 1
        return refunded
