"""One topic-based live channel: in-process fan-out, or Redis pub/sub when `REDIS_URL` is set, so that
something announced by one worker (an order's status change, a new message) reaches a stream served by
another. The order status feed (adapters/orders/feeds.py) and the customers' inboxes
(adapters/live/inbox.py) are both topics on it: "orders:status:<id>", "inbox:<customer id>".

An announcement is bytes on a topic; a follower subscribes to one topic and reads with `next(wait)`.
A follower's queue is bounded: one that stops reading loses old announcements rather than the server's
memory (every stream reads the truth from the database again). While Redis cannot be reached, a new follower
is refused (`Unavailable`: 503 with Retry-After) and an open one ends cleanly (the page reconnects); what was
announced is stored all the same, only its announcement is lost. A process follows at most MAX_FOLLOWERS
topics at once (BoundedChannel): past it, `subscribe` answers None and the stream answers 503.

Why not Litestar's channels plugin: its subscribers read from one process-wide background listener, so a
Redis outage surfaces in that task rather than at the subscribing request (no 503 with Retry-After for the
request that cannot be followed), it has no bound on followers, and it is an application plugin where core's
services need a port that dishka provides (and tests swap). Ours keeps those failure rules on the same
Redis link (breaker, bounded pool) as the rate limits.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any, Protocol

from adapters.redis_link import RedisDown, RedisLink
from core.errors import Unavailable

QUEUE = 16  # announcements kept for one follower that is not reading
MAX_FOLLOWERS = 1000  # topics one worker follows at once (with Redis each holds a connection)
CHANNEL_DOWN = "Live updates are not available now, try again."


class TopicSubscription(Protocol):
    """The announcements on one topic, from the moment of subscribing."""

    async def next(self, wait: float) -> bytes | None:
        """The next announcement, or None when none came within `wait` seconds; `Unavailable` when the topic
        cannot be followed any more."""
        ...

    async def close(self) -> None:
        """Stop listening."""
        ...


class LiveChannel(Protocol):
    """Where announcements are published and followed, by topic."""

    async def publish(self, topic: str, data: bytes) -> None:
        """Announce `data` to the followers of `topic` (lost, never raised, while the channel is down)."""
        ...

    async def subscribe(self, topic: str) -> TopicSubscription | None:
        """Follow `topic` from now on; None past the bound of followers; `Unavailable` when down."""
        ...

    async def close(self) -> None:
        """Release what the channel holds."""
        ...


class _QueueSubscription:
    def __init__(self, channel: MemoryChannel, topic: str) -> None:
        self._channel = channel
        self._topic = topic
        self.queue: asyncio.Queue[bytes] = asyncio.Queue(QUEUE)

    async def next(self, wait: float) -> bytes | None:
        try:
            return await asyncio.wait_for(self.queue.get(), wait)
        except TimeoutError:
            return None

    async def close(self) -> None:
        self._channel.forget(self._topic, self)


class MemoryChannel:
    """Fan-out inside one process."""

    def __init__(self) -> None:
        self._followers: dict[str, set[_QueueSubscription]] = {}

    async def publish(self, topic: str, data: bytes) -> None:
        for follower in tuple(self._followers.get(topic, ())):
            with contextlib.suppress(asyncio.QueueFull):
                follower.queue.put_nowait(data)

    async def subscribe(self, topic: str) -> TopicSubscription | None:
        found = _QueueSubscription(self, topic)
        self._followers.setdefault(topic, set()).add(found)
        return found

    def forget(self, topic: str, follower: _QueueSubscription) -> None:
        followers = self._followers.get(topic)
        if followers is not None:
            followers.discard(follower)
            if not followers:
                del self._followers[topic]

    async def close(self) -> None:
        self._followers.clear()


class _RedisSubscription:
    def __init__(self, pubsub: Any, failures: tuple[type[BaseException], ...]) -> None:
        self._pubsub = pubsub
        self._failures = failures

    async def next(self, wait: float) -> bytes | None:
        # get_message answers None for a subscription confirmation too: read until a message or the end.
        ends = time.monotonic() + wait
        while (left := ends - time.monotonic()) > 0:
            try:
                message = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
            except self._failures:
                raise Unavailable("service_unavailable", CHANNEL_DOWN) from None
            if message is not None and message.get("type") == "message":
                data: bytes = message["data"]
                return data
        return None

    async def close(self) -> None:
        with contextlib.suppress(*self._failures):
            await self._pubsub.aclose()


class RedisChannel:
    """Fan-out through Redis pub/sub, one Redis channel per topic."""

    def __init__(self, url: str, purpose: str = "live channel") -> None:
        import redis  # only deployments with REDIS_URL load the client

        self._link = RedisLink(url, purpose)
        self._failures: tuple[type[BaseException], ...] = (OSError, TimeoutError, redis.RedisError)

    async def publish(self, topic: str, data: bytes) -> None:
        # What is announced is stored already; a stream that misses it reads it when it reconnects.
        with contextlib.suppress(RedisDown):
            await self._link.run(lambda client: client.publish(topic, data))

    async def subscribe(self, topic: str) -> TopicSubscription | None:
        # A subscription holds a connection of its own for as long as the page follows (bounded by
        # BoundedChannel), outside the pool the short calls share.
        pubsub = self._link.client.pubsub()
        try:
            await self._link.run(lambda _: pubsub.subscribe(topic))
        except RedisDown:
            with contextlib.suppress(*self._failures):
                await pubsub.aclose()
            raise Unavailable("service_unavailable", CHANNEL_DOWN) from None
        return _RedisSubscription(pubsub, self._failures)

    async def close(self) -> None:
        await self._link.close()


class _CountedSubscription:
    def __init__(self, inner: TopicSubscription, channel: BoundedChannel) -> None:
        self._inner = inner
        self._channel = channel
        self._closed = False

    async def next(self, wait: float) -> bytes | None:
        return await self._inner.next(wait)

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._channel.open -= 1
            await self._inner.close()


class BoundedChannel:
    """A channel that follows at most `limit` topics at once in this process: past it, subscribe answers None
    (the stream answers 503) rather than holding one more connection."""

    def __init__(self, inner: LiveChannel, limit: int = MAX_FOLLOWERS) -> None:
        self.inner = inner
        self._limit = limit
        self.open = 0

    async def publish(self, topic: str, data: bytes) -> None:
        await self.inner.publish(topic, data)

    async def subscribe(self, topic: str) -> TopicSubscription | None:
        if self.open >= self._limit:
            return None
        self.open += 1  # counted before the await, so that concurrent subscribers cannot pass the bound
        try:
            found = await self.inner.subscribe(topic)
        except BaseException:
            self.open -= 1
            raise
        if found is None:
            self.open -= 1
            return None
        return _CountedSubscription(found, self)

    async def close(self) -> None:
        await self.inner.close()


def open_channel(redis_url: str | None) -> BoundedChannel:
    """The process's live channel: through Redis when `redis_url` is set, else in this process."""
    return BoundedChannel(RedisChannel(redis_url) if redis_url else MemoryChannel())
