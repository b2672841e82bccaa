"""The operator's voice of a store, a courier or support: `storefront message post --conversation ID --as
store|courier|support --text "..."`, for a real deployment until the stores and couriers have apps of their
own.

The message goes through the same path as every message (the customer's next seq, unread count, and the
announcement on the live channel): with `REDIS_URL` an open inbox on any node shows it within a second;
without, the page shows it at its next reconnection or announcement (the command runs in a process of its
own).
"""

from __future__ import annotations

from adapters.settings import Settings
from core.conversations.inbox import Inbox
from core.errors import InvalidInput


async def post_message(settings: Settings, conversation_id: int, sender: str, text: str) -> str:
    """Post `text` as the conversation's peer (`sender` must be its kind); what the operator is told."""
    from adapters.container import make_container
    from core.verticals import load_registry

    container = make_container(settings, load_registry(settings.verticals))
    try:
        inbox = await container.get(Inbox)
        try:
            posted = await inbox.sending.post(conversation_id, sender, text)
        except InvalidInput as refused:
            return f"not posted: {refused.message}"
    finally:
        await container.close()
    return f"message {posted.id} posted in conversation {conversation_id} as {sender} (seq {posted.seq})"
