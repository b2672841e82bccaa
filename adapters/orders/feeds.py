"""Status feeds: in-process fan-out, or Redis pub/sub when `REDIS_URL` is set so that a change made in one
worker (a cancel, the demo dispatcher) reaches a tracking page served by another.

A subscriber's queue is bounded: a page that stops reading loses old changes rather than the server's
memory (the page reads the order again when it reconnects).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import time
from typing import Any

import msgspec
import structlog

from core.orders.ports import Subscription

log = structlog.get_logger("storefront.orders")
QUEUE = 16  # changes kept for one subscriber that is not reading
MAX_FOLLOWERS = 1000  # status streams one worker keeps open at once (each holds a connection)
CHANNEL = "orders:status:{order_id}"


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
    def __init__(self, pubsub: Any) -> None:
        self._pubsub = pubsub

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        # get_message answers None for a subscription confirmation too: read until a change or the end.
        ends = time.monotonic() + wait
        while (left := ends - time.monotonic()) > 0:
            message = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
            if message is not None and message.get("type") == "message":
                change = _decode(message["data"])
                return change.status, change.at
        return None

    async def close(self) -> None:
        await self._pubsub.aclose()


class RedisFeed:
    """Fan-out through Redis pub/sub, one channel per order."""

    def __init__(self, url: str) -> None:
        import redis.asyncio  # only deployments with REDIS_URL load the client

        self._redis = redis.asyncio.Redis.from_url(url, socket_connect_timeout=0.5)
        self._errors = redis.RedisError

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        # The change is stored already; a page that misses it reads the order again when it reconnects.
        try:
            await self._redis.publish(CHANNEL.format(order_id=order_id), _encode(_Change(status, at)))
        except (OSError, self._errors) as exc:
            log.warning("status change not announced", order_id=order_id, error=type(exc).__name__)

    async def subscribe(self, order_id: int) -> Subscription:
        pubsub = self._redis.pubsub()
        await pubsub.subscribe(CHANNEL.format(order_id=order_id))
        return _RedisSubscription(pubsub)

    async def close(self) -> None:
        await self._redis.aclose()


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
