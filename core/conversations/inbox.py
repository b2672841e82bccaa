"""The conversations' use cases as one object, what the HTTP edge and the operator's command receive."""

from __future__ import annotations

from dataclasses import dataclass

from .sending import MessageSending
from .service import ConversationService
from .stream import InboxStream


@dataclass(frozen=True, slots=True)
class Inbox:
    """Reading and opening (`conversations`), sending (`sending`) and following live (`stream`)."""

    conversations: ConversationService
    sending: MessageSending
    stream: InboxStream
