"""Reading and opening conversations: the customer's list, one thread (which marks it read), the unread count.

Reading is always allowed; writing to a store or courier only within the write window (rules.py), which
every answer tells (`can_write`). A store or courier conversation is about one order of the customer's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from core.errors import Forbidden, InvalidInput, NotFound
from core.messages import translate

from .answers import (
    ConversationAnswer,
    ConversationDetails,
    ConversationList,
    PeerAnswer,
    UnreadAnswer,
    message_answer,
)
from .model import SUPPORT, WRITE_WINDOW_HOURS, OrderFacts, Peer, StoredConversation, peer_key
from .pictures import MessagePictures
from .ports import ConversationRepository
from .rules import WINDOW_CLOSED, can_write

SUPPORT_NAME = "Customer support"
NOT_FOUND = "Conversation not found."
ORDER_NOT_FOUND = "Order not found."
NO_COURIER = "No courier is assigned to this order yet."
ORDER_NEEDED = "Name the order this conversation is about."


def owner_key(customer_id: int) -> str:
    """How orders name their customer."""
    return f"customer:{customer_id}"


class ConversationService:
    """The signed-in customer's conversations."""

    def __init__(
        self,
        conversations: ConversationRepository,
        pictures: MessagePictures,
        now: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
        window_hours: int = WRITE_WINDOW_HOURS,
    ) -> None:
        self._conversations = conversations
        self.pictures = pictures
        self._now = now
        self._window_hours = window_hours

    async def list(self, customer_id: int, limit: int, offset: int, language: str) -> ConversationList:
        """Page `offset` (from 1) of the customer's conversations, newest activity first, with the unread
        total."""
        total, found = await self._conversations.conversations(customer_id, limit, (offset - 1) * limit)
        _, unread_total = await self._conversations.unread(customer_id)
        return ConversationList(
            total_size=total,
            limit=limit,
            offset=offset,
            unread_total=unread_total,
            conversations=[self.answer(c, language) for c in found],
        )

    async def details(
        self, customer_id: int, conversation_id: int, limit: int, before_id: int | None, language: str
    ) -> ConversationDetails:
        """The newest `limit` messages before `before_id`, oldest first; the conversation is read now."""
        found = await self.reach(customer_id, conversation_id, language)
        messages, has_more = await self._conversations.messages(conversation_id, limit, before_id)
        if found.unread_count:
            await self._conversations.mark_read(conversation_id)
            found = await self.reach(customer_id, conversation_id, language)
        return ConversationDetails(
            conversation=self.answer(found, language),
            messages=[message_answer(m, self.pictures.url) for m in messages],
            has_more=has_more,
        )

    async def unread(self, customer_id: int) -> UnreadAnswer:
        """What the header's chat icon shows."""
        return UnreadAnswer((await self._conversations.unread(customer_id))[1])

    async def open(
        self, customer_id: int, kind: str, peer_id: int | None, order_id: int | None, language: str
    ) -> ConversationAnswer:
        """The customer's conversation with support, or with the store or courier of one of their orders
        (the newest with that peer when no order is named), opened when new: 403 outside the write window."""
        if kind == SUPPORT:
            key, peer, about = SUPPORT, Peer(SUPPORT, None, "", None), None
        else:
            order = await self._order(customer_id, kind, peer_id, order_id, language)
            found_id = order.store_id if kind == "store" else order.delivery_man_id
            if found_id is None:
                raise NotFound("order_id", translate(NO_COURIER, language))
            if peer_id is not None and peer_id != found_id:
                raise NotFound("peer_id", translate(NOT_FOUND, language))
            if not can_write(kind, order, self.now(), self._window_hours):
                raise Forbidden("window_closed", translate(WINDOW_CLOSED, language))
            named = await self._conversations.peer(kind, found_id)
            if named is None:
                raise NotFound("peer_id", translate(NOT_FOUND, language))
            key, peer, about = peer_key(kind, found_id, order.id), named, order.id
        conversation_id = await self._conversations.open(customer_id, key, peer, about)
        return self.answer(await self.reach(customer_id, conversation_id, language), language)

    async def _order(
        self, customer_id: int, kind: str, peer_id: int | None, order_id: int | None, language: str
    ) -> OrderFacts:
        if order_id is not None:
            order = await self._conversations.order_facts(owner_key(customer_id), order_id)
        elif peer_id is not None:
            order = await self._conversations.latest_order_with(owner_key(customer_id), kind, peer_id)
        else:
            raise InvalidInput("order_id", translate(ORDER_NEEDED, language))
        if order is None:
            raise NotFound("order_id", translate(ORDER_NOT_FOUND, language))
        return order

    async def reach(self, customer_id: int, conversation_id: int, language: str) -> StoredConversation:
        """The customer's conversation `conversation_id`; 404 when it is not theirs."""
        found = await self._conversations.conversation(conversation_id, customer_id)
        if found is None:
            raise NotFound("conversation_id", translate(NOT_FOUND, language))
        return found

    def now(self) -> dt.datetime:
        return self._now()

    def answer_url(self, key: str) -> str:
        """The address of a stored picture."""
        return self.pictures.url(key)

    def writable(self, conversation: StoredConversation) -> bool:
        return can_write(conversation.peer.kind, conversation.order, self.now(), self._window_hours)

    def answer(self, conversation: StoredConversation, language: str) -> ConversationAnswer:
        peer = conversation.peer
        name = translate(SUPPORT_NAME, language) if peer.kind == SUPPORT else peer.name
        last = conversation.last_message
        return ConversationAnswer(
            id=conversation.id,
            peer=PeerAnswer(peer.kind, peer.id, name, self.pictures.url(peer.image) or None),
            order_id=conversation.order_id,
            last_message=None if last is None else message_answer(last, self.pictures.url),
            unread_count=conversation.unread_count,
            can_write=self.writable(conversation),
            updated_at=conversation.updated_at,
        )
