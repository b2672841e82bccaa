"""The order status feed: one topic per order ("orders:status:<id>") on the live channel
(adapters/live/channel.py), which carries the customers' inboxes too.

`MemoryFeed`, `RedisFeed` and `BoundedFeed` name the feed on an in-process channel, on Redis, and bounded in
followers; the channel's rules apply (bounded queues, 503 when Redis is down, streams end cleanly).
"""

from __future__ import annotations

import datetime as dt

import msgspec

from adapters.live.channel import (
    MAX_FOLLOWERS,
    BoundedChannel,
    LiveChannel,
    MemoryChannel,
    RedisChannel,
    TopicSubscription,
)
from core.orders.ports import Subscription

TOPIC = "orders:status:{order_id}"


class _Change(msgspec.Struct, frozen=True):
    status: str
    at: dt.datetime


_encode = msgspec.json.encode
_decode = msgspec.json.Decoder(_Change).decode


class _ChangeSubscription:
    def __init__(self, inner: TopicSubscription) -> None:
        self._inner = inner

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        data = await self._inner.next(wait)
        if data is None:
            return None
        change = _decode(data)
        return change.status, change.at

    async def close(self) -> None:
        await self._inner.close()


class ChannelFeed:
    """Status changes as announcements on the live channel."""

    def __init__(self, channel: LiveChannel) -> None:
        self.channel = channel

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        await self.channel.publish(TOPIC.format(order_id=order_id), _encode(_Change(status, at)))

    async def subscribe(self, order_id: int) -> Subscription | None:
        found = await self.channel.subscribe(TOPIC.format(order_id=order_id))
        return None if found is None else _ChangeSubscription(found)

    async def close(self) -> None:
        await self.channel.close()


class MemoryFeed(ChannelFeed):
    """The feed inside one process."""

    def __init__(self) -> None:
        super().__init__(MemoryChannel())


class RedisFeed(ChannelFeed):
    """The feed through Redis pub/sub."""

    def __init__(self, url: str) -> None:
        super().__init__(RedisChannel(url, "status feed"))


class BoundedFeed(ChannelFeed):
    """The feed of `inner`'s channel, following at most `limit` orders at once in this process."""

    def __init__(self, inner: ChannelFeed, limit: int = MAX_FOLLOWERS) -> None:
        super().__init__(BoundedChannel(inner.channel, limit))
