"""Status feeds: in-process fan-out, or Redis pub/sub when `REDIS_URL` is set so that a change made in one
worker (a cancel, the demo dispatcher) reaches a tracking page served by another.

A subscriber's queue is bounded: a page that stops reading loses old changes rather than the server's
memory (the page reads the order again when it reconnects). While Redis cannot be reached, a new follower is
refused (503) and a stream that was open ends cleanly (the page reconnects); a change is stored all the same,
only its announcement is lost (adapters/redis_link.py logs the outage once).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import time
from typing import Any

import msgspec
import structlog

from adapters.redis_link import RedisDown, RedisLink
from core.errors import Unavailable
from core.orders.ports import Subscription

log = structlog.get_logger("storefront.orders")
QUEUE = 16  # changes kept for one subscriber that is not reading
MAX_FOLLOWERS = 1000  # status streams one worker keeps open at once (each holds a connection)
CHANNEL = "orders:status:{order_id}"
CHANNEL_DOWN = "Live tracking is not available now, try again."


class _Change(msgspec.Struct, frozen=True):
    status: str
    at: dt.datetime


_encode = msgspec.json.encode
_decode = msgspec.json.Decoder(_Change).decode


class _QueueSubscription:
    def __init__(self, feed: MemoryFeed, order_id: int) -> None:
        self._feed = feed
        self._order_id = order_id
        self.queue: asyncio.Queue[tuple[str, dt.datetime]] = asyncio.Queue(QUEUE)

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        try:
            return await asyncio.wait_for(self.queue.get(), wait)
        except TimeoutError:
            return None

    async def close(self) -> None:
        self._feed.forget(self._order_id, self)


class MemoryFeed:
    """Fan-out inside one process."""

    def __init__(self) -> None:
        self._followers: dict[int, set[_QueueSubscription]] = {}

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        for follower in tuple(self._followers.get(order_id, ())):
            with contextlib.suppress(asyncio.QueueFull):
                follower.queue.put_nowait((status, at))

    async def subscribe(self, order_id: int) -> Subscription:
        found = _QueueSubscription(self, order_id)
        self._followers.setdefault(order_id, set()).add(found)
        return found

    def forget(self, order_id: int, follower: _QueueSubscription) -> None:
        followers = self._followers.get(order_id)
        if followers is not None:
            followers.discard(follower)
            if not followers:
                del self._followers[order_id]

    async def close(self) -> None:
        self._followers.clear()


class _RedisSubscription:
    def __init__(self, pubsub: Any, failures: tuple[type[BaseException], ...]) -> None:
        self._pubsub = pubsub
        self._failures = failures

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        # get_message answers None for a subscription confirmation too: read until a change or the end.
        ends = time.monotonic() + wait
        while (left := ends - time.monotonic()) > 0:
            try:
                message = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
            except self._failures:
                raise Unavailable("service_unavailable", CHANNEL_DOWN) from None
            if message is not None and message.get("type") == "message":
                change = _decode(message["data"])
                return change.status, change.at
        return None

    async def close(self) -> None:
        with contextlib.suppress(*self._failures):
            await self._pubsub.aclose()


class RedisFeed:
    """Fan-out through Redis pub/sub, one channel per order."""

    def __init__(self, url: str) -> None:
        import redis  # only deployments with REDIS_URL load the client

        self._link = RedisLink(url, "status feed")
        self._failures: tuple[type[BaseException], ...] = (OSError, TimeoutError, redis.RedisError)

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        # The change is stored already; a page that misses it reads the order again when it reconnects.
        channel, change = CHANNEL.format(order_id=order_id), _encode(_Change(status, at))
        with contextlib.suppress(RedisDown):
            await self._link.run(lambda client: client.publish(channel, change))

    async def subscribe(self, order_id: int) -> Subscription:
        # A subscription holds a connection of its own for as long as the page follows (bounded by
        # BoundedFeed), outside the pool the short calls share.
        pubsub = self._link.client.pubsub()
        try:
            await self._link.run(lambda _: pubsub.subscribe(CHANNEL.format(order_id=order_id)))
        except RedisDown:
            with contextlib.suppress(*self._failures):
                await pubsub.aclose()
            raise Unavailable("service_unavailable", CHANNEL_DOWN) from None
        return _RedisSubscription(pubsub, self._failures)

    async def close(self) -> None:
        await self._link.close()


class _CountedSubscription:
    def __init__(self, inner: Subscription, feed: BoundedFeed) -> None:
        self._inner = inner
        self._feed = feed
        self._closed = False

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        return await self._inner.next(wait)

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._feed.open -= 1
            await self._inner.close()


class BoundedFeed:
    """A feed that follows at most `limit` orders at once in this process: past it, subscribe answers None
    (the stream answers 503) rather than holding one more connection."""

    def __init__(self, inner: MemoryFeed | RedisFeed, limit: int = MAX_FOLLOWERS) -> None:
        self._inner = inner
        self._limit = limit
        self.open = 0

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        await self._inner.publish(order_id, status, at)

    async def subscribe(self, order_id: int) -> Subscription | None:
        if self.open >= self._limit:
            return None
        self.open += 1  # counted before the await, so that concurrent subscribers cannot pass the bound
        try:
            found = await self._inner.subscribe(order_id)
        except BaseException:
            self.open -= 1
            raise
        return _CountedSubscription(found, self)

    async def close(self) -> None:
        await self._inner.close()
