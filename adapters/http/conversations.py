"""`/api/v1/customer/message`: the signed-in customer's conversations with stores, couriers and support (the
anchor's paths, 6amMart's), and their inbox live. Only signed-in customers (401 otherwise); another
customer's conversation answers 404, like one that does not exist. Every answer is personal (no-store).

The stream is server-sent events, read with fetch like the order stream (Authorization header): a `ready`
event first (`id:` the last seq stored, data {unread_total}), then a `message` event per new message
(`id:` its seq). A reconnection with `Last-Event-ID` (or `last_event_id`) replays what came after it.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator
from typing import Annotated

import msgspec
from litestar import Controller, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.enums import RequestEncodingType
from litestar.params import Body, HeaderParameter, JSONBody, Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from adapters.http.context import AnyRequest, read_context
from adapters.http.conversation_forms import SEND_BODY_BYTES, OpenBody, SendUpload, pictures
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.conversations.answers import (
    ConversationAnswer,
    ConversationDetails,
    ConversationList,
    InboxEvent,
    SentAnswer,
    UnreadAnswer,
)
from core.conversations.inbox import Inbox
from core.conversations.stream import Ready
from core.ids import MAX_ID

InboxDesk = Desk[Inbox]
SendForm = Annotated[SendUpload, Body(media_type=RequestEncodingType.MULTI_PART)]
_encode = msgspec.json.encode
Limit = Annotated[int, Parameter(ge=1, le=50, description="At most this many (1 to 50)")]
Offset = Annotated[int, Parameter(ge=1, le=1_000_000, description="Page number, from 1 (as every list)")]
ConversationId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The conversation id")]
BeforeId = Annotated[
    int | None, Parameter(ge=1, le=MAX_ID, description="Only messages older than this message id")
]
Seq = Annotated[int | None, Parameter(ge=0, le=MAX_ID, description="The last seq received: replay after it")]
LastEventId = Annotated[
    int | None,
    HeaderParameter(
        name="Last-Event-ID", ge=0, le=MAX_ID, description="The last seq received (as SSE sends it)"
    ),
]


async def _events(
    steps: AsyncGenerator[Ready | InboxEvent | None, None],
) -> AsyncIterator[ServerSentEventMessage]:
    try:
        async for step in steps:
            if step is None:
                yield ServerSentEventMessage(comment="keep-alive")
            elif isinstance(step, Ready):
                data = _encode({"unread_total": step.unread_total}).decode()
                yield ServerSentEventMessage(data=data, event="ready", id=str(step.seq))
            else:
                yield ServerSentEventMessage(
                    data=_encode(step).decode(), event="message", id=str(step.message.seq)
                )
    finally:
        await steps.aclose()


class ConversationController(Controller):
    """`/api/v1/customer/message`."""

    path = "/api/v1/customer/message"
    tags = ["conversations"]
    cache_control = CacheControlHeader(no_store=True)

    @get(
        "/list",
        operation_id="listConversations",
        summary="The customer's conversations",
        responses=errors(401),
    )
    async def list_conversations(
        self,
        request: AnyRequest,
        inbox_desk: NamedDependency[InboxDesk],
        limit: Limit = 20,
        offset: Offset = 1,
    ) -> ConversationList:
        """Newest activity first, each with its peer, last message, unread count and whether it may be
        written to now; `unread_total` for the header's chat icon."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        return await inbox_desk.service.conversations.list(customer, limit, offset, context.language)

    @get(
        "/details",
        operation_id="getConversation",
        summary="A conversation's messages (marks it read)",
        responses=errors(401, 404),
    )
    async def details(
        self,
        request: AnyRequest,
        inbox_desk: NamedDependency[InboxDesk],
        conversation_id: ConversationId,
        limit: Limit = 30,
        before_id: BeforeId = None,
    ) -> ConversationDetails:
        """The newest `limit` messages before `before_id` (the newest without it), oldest first, and whether
        older ones exist; the conversation counts as read."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        return await inbox_desk.service.conversations.details(
            customer, conversation_id, limit, before_id, context.language
        )

    @post(
        "/conversation",
        operation_id="openConversation",
        summary="Find or open a conversation",
        status_code=200,
        responses=errors(401, 403, 404),
    )
    async def open_conversation(
        self, data: JSONBody[OpenBody], request: AnyRequest, inbox_desk: NamedDependency[InboxDesk]
    ) -> ConversationAnswer:
        """Support always; the store or courier of one of the customer's orders while it is running or for 48
        hours after its delivery (403 after that)."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        return await inbox_desk.service.conversations.open(
            customer, data.peer_kind, data.peer_id, data.order_id, context.language
        )

    @post(
        "/send",
        operation_id="sendMessage",
        summary="Send a message",
        status_code=200,
        request_max_body_size=SEND_BODY_BYTES,
        responses=errors(401, 403, 404),
    )
    async def send(
        self, data: SendForm, request: AnyRequest, inbox_desk: NamedDependency[InboxDesk]
    ) -> SentAnswer:
        """Text (1 to 1000 characters) and up to 3 pictures; the same `client_message_id` again answers the
        first message. 403 outside the write window; 429 past 20 sends a minute."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        return await inbox_desk.service.sending.send(
            customer,
            data["conversation_id"],
            data.get("message"),
            await pictures(data),
            data["client_message_id"],
            context.language,
        )

    @get("/unread", operation_id="getUnreadMessages", summary="Unread messages in all", responses=errors(401))
    async def unread(self, request: AnyRequest, inbox_desk: NamedDependency[InboxDesk]) -> UnreadAnswer:
        """What the header's chat icon shows."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        return await inbox_desk.service.conversations.unread(customer)

    @get(
        "/stream",
        operation_id="followInbox",
        summary="Follow the inbox (server-sent events)",
        responses=errors(401),
    )
    async def stream(
        self,
        request: AnyRequest,
        inbox_desk: NamedDependency[InboxDesk],
        last_event_header: LastEventId = None,
        last_event_id: Seq = None,
    ) -> ServerSentEvent:
        """`ready` {unread_total} (id: the last seq), then a `message` event {conversation_id, message,
        unread_count, unread_total} (id: its seq) per new message, replaying first what came after
        `Last-Event-ID`; comments keep the connection alive; it ends after a few minutes (reconnect)."""
        context = read_context(request)
        customer = await inbox_desk.customer(context)
        after = last_event_header if last_event_header is not None else last_event_id
        steps = await inbox_desk.service.stream.follow(customer, after, context.language)
        return ServerSentEvent(_events(steps), headers={"X-Accel-Buffering": "no"})
