"""The answers of the conversation endpoints (the contract's shapes)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import msgspec

from .model import StoredMessage


class ImageAnswer(msgspec.Struct, frozen=True):
    url: str


class ChatMessage(msgspec.Struct, frozen=True):
    id: int
    seq: int
    sender: str  # customer | store | courier | support
    body: str
    images: list[ImageAnswer]
    client_message_id: str | None  # the customer's own id of a message they sent (None for the peer's)
    created_at: dt.datetime


class PeerAnswer(msgspec.Struct, frozen=True):
    kind: str  # store | courier | support
    id: int | None
    name: str
    image_full_url: str | None


class ConversationAnswer(msgspec.Struct, frozen=True):
    id: int
    peer: PeerAnswer
    order_id: int | None
    last_message: ChatMessage | None
    unread_count: int
    can_write: bool
    updated_at: dt.datetime


class ConversationList(msgspec.Struct, frozen=True):
    total_size: int
    limit: int
    offset: int
    unread_total: int
    conversations: list[ConversationAnswer]


class ConversationDetails(msgspec.Struct, frozen=True):
    conversation: ConversationAnswer
    messages: list[ChatMessage]  # oldest first within the page
    has_more: bool  # older messages than these exist (ask again with before_id = the first one's id)


class SentAnswer(msgspec.Struct, frozen=True):
    conversation_id: int
    message: ChatMessage


class UnreadAnswer(msgspec.Struct, frozen=True):
    unread_total: int


class InboxEvent(msgspec.Struct, frozen=True):
    """One new message of the customer's, as the stream sends it (`id:` is its seq)."""

    conversation_id: int
    message: ChatMessage
    unread_count: int
    unread_total: int


def message_answer(message: StoredMessage, url: Callable[[str], str]) -> ChatMessage:
    return ChatMessage(
        id=message.id,
        seq=message.seq,
        sender=message.sender,
        body=message.body,
        images=[ImageAnswer(url(key)) for key in message.images],
        client_message_id=message.client_message_id if message.sender == "customer" else None,
        created_at=message.created_at,
    )
