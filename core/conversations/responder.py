"""The demo responder: in the demo marketplace the store, the courier and support answer a customer's message
after a short delay with a short, plausible reply in the customer's language, so that an inbox is alive.

It runs as a background job (REPLY_JOB, handed over by core/conversations/sending.py) and posts through the
same path as every message (seq, unread count, live announcement). Idempotent: the reply carries its own
client message id ("~reply-<message id>", which no customer's id can be), so a retried job posts nothing
more.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from .model import StoredMessage
from .ports import ConversationRepository
from .sending import MessageSending

DEMO_REPLY_SECONDS = 2.0

REPLIES: dict[str, dict[str, tuple[str, ...]]] = {
    "store": {
        "en": (
            "Thanks for your message! We're on it.",
            "Noted, we'll take care of it while preparing your order.",
            "Sure, no problem. Anything else we can do for you?",
        ),
        "fr": (
            "Merci pour votre message ! Nous nous en occupons.",
            "C'est noté, nous en tenons compte en préparant votre commande.",
            "Bien sûr, pas de souci. Pouvons-nous faire autre chose pour vous ?",
        ),
    },
    "courier": {
        "en": (
            "Hi! I'm on my way, see you soon.",
            "Got it, I'll be there in a few minutes.",
            "Okay! I'll call you when I'm at the door.",
        ),
        "fr": (
            "Bonjour ! Je suis en route, à tout de suite.",
            "Bien reçu, j'arrive dans quelques minutes.",
            "D'accord ! Je vous appelle quand je suis devant la porte.",
        ),
    },
    "support": {
        "en": (
            "Hello, thanks for reaching out. How can we help you today?",
            "Thanks, we're looking into it and will get back to you shortly.",
            "We're sorry for the trouble. We're checking this for you now.",
        ),
        "fr": (
            "Bonjour, merci de nous avoir contactés. Comment pouvons-nous vous aider ?",
            "Merci, nous examinons votre demande et revenons vers vous très vite.",
            "Désolés pour ce désagrément. Nous vérifions cela pour vous.",
        ),
    },
}


def reply_text(kind: str, language: str, message_id: int) -> str:
    """One of the peer's replies in `language` (English when it has none), varied by the message."""
    replies = REPLIES[kind]
    choices = replies.get(language, replies["en"])
    return choices[message_id % len(choices)]


def reply_id(message_id: int) -> str:
    return f"~reply-{message_id}"


class DemoResponder:
    """Answers a customer's message as its conversation's peer."""

    def __init__(
        self,
        conversations: ConversationRepository,
        sending: MessageSending,
        delay: float = DEMO_REPLY_SECONDS,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._conversations = conversations
        self._sending = sending
        self._delay = delay
        self._sleep = sleep

    async def reply(self, message_id: int, language: str) -> StoredMessage | None:
        """After the delay, the peer's reply to the customer's message `message_id` (None: nothing to
        answer)."""
        message = await self._conversations.message(message_id)
        if message is None or message.sender != "customer":
            return None
        conversation = await self._conversations.conversation(message.conversation_id, None)
        if conversation is None:
            return None
        await self._sleep(self._delay)
        kind = conversation.peer.kind
        text = reply_text(kind, language, message_id)
        return await self._sending.post(conversation.id, kind, text, reply_id(message_id))
