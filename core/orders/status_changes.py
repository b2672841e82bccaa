"""An order's status as it changes: a page follows it live, and the demo dispatcher moves orders on.

Both go through the status feed port: the dispatcher (and canceling) publish each change, a follower's
stream subscribes to its order's. A stream lasts STREAM_SECONDS at most (the page reconnects), sends a
keep-alive after KEEP_ALIVE seconds of silence, and ends once the order is delivered or canceled.

An order that becomes delivered hands the background job crediting what it earned over to the background
work (core/rewards/credits.py). A queue that cannot take it never undoes the delivery: it is logged, and the
rewards' sweep credits the order later.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import AsyncGenerator

from core.background import BackgroundWork
from core.errors import Unavailable
from core.identity.owner import Owner
from core.messages import translate
from core.rewards.credits import CREDIT_JOB

from .answers import StatusStep
from .model import CANCELED
from .ports import OrderRepository, StatusFeed, Subscription
from .reads import OrderReads

STREAM_SECONDS = 300.0  # how long one status stream lasts before the page reconnects
KEEP_ALIVE = 15.0  # seconds of silence before a follower is sent a keep-alive
DISPATCH_BATCH = 500  # orders the demo dispatcher moves in one pass
DELIVERED = "delivered"
FINAL = frozenset({DELIVERED, CANCELED})  # statuses an order never leaves: its stream ends there

log = logging.getLogger("storefront.orders")


class StatusChanges:
    """Follows an order's status live, and moves demo orders on."""

    def __init__(
        self,
        orders: OrderRepository,
        reads: OrderReads,
        feed: StatusFeed,
        stream_seconds: float = STREAM_SECONDS,
        background: BackgroundWork | None = None,
    ) -> None:
        self._orders = orders
        self._reads = reads
        self._feed = feed
        self._stream_seconds = stream_seconds
        self._background = background

    async def follow(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> AsyncGenerator[StatusStep | None, None]:
        """The order's status now, then each change as it happens, for at most the stream's lifetime (the
        page reconnects); None now and then while nothing changes (a keep-alive). Ends once the order is
        delivered or canceled."""
        await self._reads.reach(owner, order_id, contact, language)  # refused before anything is streamed
        subscription = await self._feed.subscribe(order_id)
        if subscription is None:
            raise Unavailable("service_unavailable", translate("Too many orders are followed now.", language))
        return self._changes(owner, order_id, subscription, self._stream_seconds)

    async def _changes(
        self, owner: Owner, order_id: int, subscription: Subscription, seconds: float
    ) -> AsyncGenerator[StatusStep | None, None]:
        try:
            # Read after subscribing, so that a change between the two is seen (perhaps twice: harmless).
            found = await self._orders.order(owner.key, order_id, history=True)
            if found is None:
                return
            last = found.history[-1] if found.history else (found.order_status, found.created_at)
            yield StatusStep(found.order_status, last[1])
            status = found.order_status
            ends = time.monotonic() + seconds
            while status not in FINAL and (left := ends - time.monotonic()) > 0:
                try:
                    change = await subscription.next(min(KEEP_ALIVE, left))
                except Unavailable:
                    return  # the feed went down: end cleanly, the page reconnects and reads the order again
                if change is None:
                    yield None
                    continue
                status = change[0]
                yield StatusStep(change[0], change[1])
        finally:
            await subscription.close()

    async def dispatch(self, seconds: float) -> int:
        """Move each running demo order (placed while the dispatcher was on) one status on when its last
        change is `seconds` old (the demo dispatcher); how many moved. Each move is announced to the pages
        following it, and each order delivered has its credits handed over."""
        now = dt.datetime.now(dt.UTC)
        moved = await self._orders.advance_due(now - dt.timedelta(seconds=seconds), now, DISPATCH_BATCH)
        for order_id, status in moved:
            await self._feed.publish(order_id, status, now)
            if status == DELIVERED:
                await self.delivered(order_id)
        return len(moved)

    async def delivered(self, order_id: int) -> None:
        """Hand over the crediting of what the delivered order `order_id` earned (every path that delivers an
        order calls this). A queue that cannot take it now is logged, never raised: the status change stands,
        and the rewards' sweep credits the order (core/rewards/credits.py)."""
        if self._background is None:
            return
        try:
            await self._background.enqueue(CREDIT_JOB, order_id=order_id)
        except Unavailable:
            log.warning(
                "credits of a delivered order not handed over: the sweep credits them, order %s", order_id
            )
