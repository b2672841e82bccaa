"""Sending a message: the customer's (checked, idempotent by client message id, rate limited) and a peer's
(the operator's command, the demo responder). Both store it with the customer's next seq and announce it
on the live channel, so every open inbox of the customer's, on any node, shows it.

A customer's message to a demo peer (support, or the store or courier of a demo order) hands the demo
responder its reply (core/conversations/responder.py) when demo replies are on.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from core.background import BackgroundWork
from core.errors import Forbidden, InvalidFields, InvalidInput, TooManyRequests, Unavailable
from core.identity.ports import Throttle
from core.messages import translate

from .answers import SentAnswer, message_answer
from .model import SUPPORT, NewMessage, StoredConversation, StoredMessage
from .ports import ConversationRepository, InboxSignal
from .rules import WINDOW_CLOSED, client_id_problems, message_problems
from .service import ConversationService

REPLY_JOB = "demo_reply"
SEND_PURPOSE = "message_send"
TOO_MANY_SENDS = "You are sending messages too fast. Try again in a moment."
WRONG_SENDER = "This conversation is not with a {kind}."

log = logging.getLogger("storefront.conversations")


class MessageSending:
    """Sends messages and announces them."""

    def __init__(
        self,
        service: ConversationService,
        conversations: ConversationRepository,
        signal: InboxSignal,
        throttle: Throttle,
        background: BackgroundWork | None = None,
        demo_replies: bool = False,
    ) -> None:
        self._service = service
        self._conversations = conversations
        self._signal = signal
        self._throttle = throttle
        self._background = background
        self._demo_replies = demo_replies

    async def send(
        self,
        customer_id: int,
        conversation_id: int,
        text: str | None,
        images: Sequence[bytes],
        client_message_id: str | None,
        language: str,
    ) -> SentAnswer:
        """Store the customer's message: the same `client_message_id` again answers the first message."""
        problems = client_id_problems(client_message_id)
        if problems or client_message_id is None:
            raise InvalidFields([(f, translate(m, language)) for f, m in problems])
        first = await self._conversations.sent(customer_id, client_message_id)
        if first is not None:
            return SentAnswer(first.conversation_id, message_answer(first, self._service.answer_url))
        conversation = await self._service.reach(customer_id, conversation_id, language)
        body = (text or "").strip()
        problems = message_problems(body, len(images))
        if problems:
            raise InvalidFields([(f, translate(m, language)) for f, m in problems])
        if not self._service.writable(conversation):
            raise Forbidden("window_closed", translate(WINDOW_CLOSED, language))
        wait = await self._sends_counted(customer_id)
        if wait is not None:
            raise TooManyRequests("too_many_requests", translate(TOO_MANY_SENDS, language), wait)
        cleaned, problem = self._service.pictures.check(images)
        if problem is not None:
            raise InvalidInput("image", translate(problem, language))
        keys = await self._service.pictures.save(cleaned)
        stored = await self._store(conversation, "customer", body, keys, client_message_id)
        if self._demo_replies and stored.client_message_id == client_message_id:
            await self._hand_over_reply(conversation, stored, language)
        return SentAnswer(conversation.id, message_answer(stored, self._service.answer_url))

    async def post(
        self, conversation_id: int, sender: str, text: str, client_message_id: str | None = None
    ) -> StoredMessage:
        """Store a message of the conversation's peer (`sender` must be its kind): the operator's command and
        the demo responder. A `client_message_id` already used answers the first message."""
        conversation = await self._conversations.conversation(conversation_id, None)
        if conversation is None:
            raise InvalidInput("conversation_id", f"No conversation {conversation_id}.")
        if conversation.peer.kind != sender:
            raise InvalidInput("as", translate(WRONG_SENDER, "en", kind=sender))
        body = text.strip()
        problems = message_problems(body, 0)
        if problems:
            raise InvalidInput(problems[0][0], problems[0][1])
        return await self._store(conversation, sender, body, (), client_message_id)

    async def _store(
        self,
        conversation: StoredConversation,
        sender: str,
        body: str,
        images: tuple[str, ...],
        client_message_id: str | None,
    ) -> StoredMessage:
        stored = await self._conversations.append(
            NewMessage(
                conversation_id=conversation.id,
                customer_id=conversation.customer_id,
                sender=sender,
                body=body,
                images=images,
                client_message_id=client_message_id,
                at=self._service.now(),
            )
        )
        await self._signal.announce(conversation.customer_id, stored.seq)
        return stored

    async def _sends_counted(self, customer_id: int) -> int | None:
        # The sends' limit guards against floods, not against a break-in: while its shared counters cannot
        # be reached, a message goes through rather than the whole inbox going quiet.
        try:
            return await self._throttle.hit(SEND_PURPOSE, str(customer_id))
        except Unavailable:
            log.warning("message sends not counted: the counters are unreachable")
            return None

    async def _hand_over_reply(
        self, conversation: StoredConversation, sent: StoredMessage, language: str
    ) -> None:
        demo = conversation.peer.kind == SUPPORT or (
            conversation.order is not None and conversation.order.demo
        )
        if not demo or self._background is None:
            return
        try:
            await self._background.enqueue(REPLY_JOB, message_id=sent.id, language=language)
        except Unavailable:
            log.warning("demo reply not handed over, message %s", sent.id)
