"""A customer's inbox, live: every new message of any of their conversations, resumable without loss or
repetition.

The stream subscribes to the customer's announcements first, then replays from the database every message
with a seq greater than the one the page last received (`Last-Event-ID`), then sends each new one as it is
announced, reading it from the database. Seqs increase per customer in commit order, so reading "greater
than the last sent" after each announcement neither misses nor repeats one, whichever node stored it; an
announcement lost (a full queue, a node that published while Redis was away) is caught up by the next one
or by the page's reconnection. The stream starts with a `ready` step naming the last seq stored, lasts
STREAM_SECONDS at most (the page reconnects) and sends a keep-alive after KEEP_ALIVE seconds of silence.
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator
from dataclasses import dataclass

from core.errors import Unavailable
from core.messages import translate

from .answers import InboxEvent, message_answer
from .ports import ConversationRepository, InboxSignal, InboxSubscription
from .service import ConversationService

STREAM_SECONDS = 300.0
KEEP_ALIVE = 15.0
BATCH = 200  # messages read from the database at once
TOO_MANY = "Too many inboxes are followed now."


@dataclass(frozen=True, slots=True)
class Ready:
    """The first step: the last seq stored (where a reconnection resumes) and the unread total."""

    seq: int
    unread_total: int


class InboxStream:
    """Follows a customer's inbox."""

    def __init__(
        self,
        service: ConversationService,
        conversations: ConversationRepository,
        signal: InboxSignal,
        stream_seconds: float = STREAM_SECONDS,
    ) -> None:
        self._service = service
        self._conversations = conversations
        self._signal = signal
        self._seconds = stream_seconds

    async def follow(
        self, customer_id: int, last_seq: int | None, language: str
    ) -> AsyncGenerator[Ready | InboxEvent | None, None]:
        """`Ready`, then every message after `last_seq` (none before now when None), then each new one;
        None now and then while nothing comes (a keep-alive)."""
        subscription = await self._signal.subscribe(customer_id)
        if subscription is None:
            raise Unavailable("service_unavailable", translate(TOO_MANY, language))
        return self._steps(customer_id, last_seq, subscription)

    async def _steps(
        self, customer_id: int, last_seq: int | None, subscription: InboxSubscription
    ) -> AsyncGenerator[Ready | InboxEvent | None, None]:
        try:
            # Read after subscribing, so that a message stored in between is announced or read, never lost.
            top = await self._conversations.last_seq(customer_id)
            sent = top if last_seq is None else min(last_seq, top)
            yield Ready(top, (await self._conversations.unread(customer_id))[1])
            async for event in self._after(customer_id, sent):
                sent = event.message.seq
                yield event
            ends = time.monotonic() + self._seconds
            while (left := ends - time.monotonic()) > 0:
                try:
                    announced = await subscription.next(min(KEEP_ALIVE, left))
                except Unavailable:
                    return  # the channel went down: end cleanly, the page reconnects and resumes
                if announced is None:
                    yield None
                    continue
                if announced <= sent:
                    continue
                async for event in self._after(customer_id, sent):
                    sent = event.message.seq
                    yield event
        finally:
            await subscription.close()

    async def _after(self, customer_id: int, seq: int) -> AsyncGenerator[InboxEvent, None]:
        while True:
            found = await self._conversations.since(customer_id, seq, BATCH)
            for message in found:
                count, total = await self._conversations.unread(customer_id, message.conversation_id)
                seq = message.seq
                yield InboxEvent(
                    conversation_id=message.conversation_id,
                    message=message_answer(message, self._service.answer_url),
                    unread_count=count,
                    unread_total=total,
                )
            if len(found) < BATCH:
                return
