"""What the conversations need from the world: their storage, and the live channel of the inboxes."""

from __future__ import annotations

from typing import Protocol

from .model import NewMessage, OrderFacts, Peer, StoredConversation, StoredMessage


class ConversationRepository(Protocol):
    """The conversations, their messages and the customers' inbox counters."""

    async def conversations(
        self, customer_id: int, limit: int, offset: int
    ) -> tuple[int, list[StoredConversation]]:
        """How many the customer has, and a page of them, newest activity first."""
        ...

    async def conversation(self, conversation_id: int, customer_id: int | None) -> StoredConversation | None:
        """One conversation (of `customer_id` when given; None when it is not theirs or does not exist)."""
        ...

    async def open(self, customer_id: int, key: str, peer: Peer, order_id: int | None) -> int:
        """The id of the customer's conversation `key`, opened now when it did not exist."""
        ...

    async def messages(
        self, conversation_id: int, limit: int, before_id: int | None
    ) -> tuple[list[StoredMessage], bool]:
        """The newest `limit` messages before `before_id` (all when None), oldest first, and whether older
        ones exist."""
        ...

    async def mark_read(self, conversation_id: int) -> None:
        """Nothing of the conversation is unread by its customer any more."""
        ...

    async def unread(self, customer_id: int, conversation_id: int | None = None) -> tuple[int, int]:
        """(unread in `conversation_id` (0 without one), unread in all the customer's conversations)."""
        ...

    async def sent(self, customer_id: int, client_message_id: str) -> StoredMessage | None:
        """The customer's message sent with `client_message_id`, if any."""
        ...

    async def append(self, message: NewMessage) -> StoredMessage:
        """Store a message, numbered by the customer's next seq in the same transaction; one from the peer
        counts as unread. A customer's message whose client id is taken already answers the first one."""
        ...

    async def message(self, message_id: int) -> StoredMessage | None:
        """One message, whoever's."""
        ...

    async def picture_keys(self, customer_id: int) -> list[str]:
        """The storage keys of every picture in the customer's conversations, whoever sent it."""
        ...

    async def last_seq(self, customer_id: int) -> int:
        """The seq of the customer's newest message (0: none yet)."""
        ...

    async def since(self, customer_id: int, seq: int, limit: int) -> list[StoredMessage]:
        """The customer's messages (all conversations) with a seq greater than `seq`, in seq order."""
        ...

    async def order_facts(self, owner: str, order_id: int) -> OrderFacts | None:
        """The order `order_id` of `owner`, or None."""
        ...

    async def latest_order_with(self, owner: str, kind: str, peer_id: int) -> OrderFacts | None:
        """The owner's newest order with the store (or courier) `peer_id`, or None."""
        ...

    async def peer(self, kind: str, peer_id: int | None) -> Peer | None:
        """The store or courier `peer_id` (support: None here, named by the service)."""
        ...


class InboxSignal(Protocol):
    """A customer's new messages announced to their open streams, on any node."""

    async def subscribe(self, customer_id: int) -> InboxSubscription | None:
        """Follow the customer's announcements from now on; None past the bound of followers."""
        ...

    async def announce(self, customer_id: int, seq: int) -> None:
        """Tell the customer's streams that messages up to `seq` are stored."""
        ...


class InboxSubscription(Protocol):
    async def next(self, wait: float) -> int | None:
        """The seq of the next announcement, or None when none came within `wait` seconds."""
        ...

    async def close(self) -> None: ...
