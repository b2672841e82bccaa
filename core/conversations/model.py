"""What a conversation is: its peer, its messages, and the facts of the order it is about.

A customer has one conversation with support, and one per order with the order's store and with the order's
courier (`peer_key`). Every message of the customer's conversations is numbered by `seq`, increasing in
commit order per customer: a stream resumes after the last seq it sent.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Literal

WRITE_WINDOW_HOURS = 48  # a store or courier may be written to this long after the order was delivered
MAX_BODY = 1000  # characters of a message's text, after trimming
MAX_IMAGES = 3  # pictures of one message
CLIENT_MESSAGE_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
CLIENT_MESSAGE_ID_PATTERN = CLIENT_MESSAGE_ID.pattern
PeerKind = Literal["store", "courier", "support"]
Sender = Literal["customer", "store", "courier", "support"]
PEER_KINDS: frozenset[str] = frozenset({"store", "courier", "support"})
SUPPORT = "support"


def peer_key(kind: str, peer_id: int | None, order_id: int | None) -> str:
    """The conversation's identity among the customer's: support is one, a store or courier one per order."""
    return SUPPORT if kind == SUPPORT else f"{kind}:{peer_id}:order:{order_id}"


@dataclass(frozen=True, slots=True)
class Peer:
    """Who the customer talks to; `image` is a storage key (None: no picture)."""

    kind: str
    id: int | None
    name: str
    image: str | None


@dataclass(frozen=True, slots=True)
class StoredMessage:
    """A message as stored; `images` are storage keys."""

    id: int
    conversation_id: int
    seq: int
    sender: str
    body: str
    images: tuple[str, ...]
    client_message_id: str | None
    created_at: dt.datetime


@dataclass(frozen=True, slots=True)
class OrderFacts:
    """What the write window needs of an order: who it is with, where it stands, and when it was delivered."""

    id: int
    store_id: int
    delivery_man_id: int | None
    status: str
    delivered_at: dt.datetime | None
    demo: bool


@dataclass(frozen=True, slots=True)
class StoredConversation:
    """A conversation with its peer's name and picture, its last message and the order it is about."""

    id: int
    customer_id: int
    peer: Peer
    order_id: int | None
    unread_count: int
    updated_at: dt.datetime
    last_message: StoredMessage | None
    order: OrderFacts | None


@dataclass(frozen=True, slots=True)
class NewMessage:
    """A message to store: the customer's (with its client message id) or the peer's."""

    conversation_id: int
    customer_id: int
    sender: str
    body: str
    images: tuple[str, ...]
    client_message_id: str | None
    at: dt.datetime
