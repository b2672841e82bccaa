"""A customer who deletes their account is erased from their conversations: the pictures in them (theirs and
the replies') are deleted from storage here; the conversations and messages go with the account's row (their
foreign keys cascade)."""

from __future__ import annotations

from .pictures import MessagePictures
from .ports import ConversationRepository


class ConversationErasure:
    """Forgets one customer's conversation pictures."""

    def __init__(self, conversations: ConversationRepository, pictures: MessagePictures) -> None:
        self._conversations = conversations
        self._pictures = pictures

    async def forget(self, customer_id: int) -> None:
        await self._pictures.delete(await self._conversations.picture_keys(customer_id))
