"""The customers' inboxes on the live channel: one topic per customer ("inbox:<id>"), each announcement the
seq of a message just stored (the stream reads the messages themselves from the database)."""

from __future__ import annotations

from adapters.live.channel import LiveChannel, TopicSubscription
from core.conversations.ports import InboxSubscription

TOPIC = "inbox:{customer_id}"


class _SeqSubscription:
    def __init__(self, inner: TopicSubscription) -> None:
        self._inner = inner

    async def next(self, wait: float) -> int | None:
        data = await self._inner.next(wait)
        return None if data is None else int(data)

    async def close(self) -> None:
        await self._inner.close()


class ChannelInbox:
    """Implements core's InboxSignal on the live channel."""

    def __init__(self, channel: LiveChannel) -> None:
        self._channel = channel

    async def subscribe(self, customer_id: int) -> InboxSubscription | None:
        found = await self._channel.subscribe(TOPIC.format(customer_id=customer_id))
        return None if found is None else _SeqSubscription(found)

    async def announce(self, customer_id: int, seq: int) -> None:
        await self._channel.publish(TOPIC.format(customer_id=customer_id), str(seq).encode())
