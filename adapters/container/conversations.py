"""Conversations: their dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.conversations.repository import SqlConversations
from adapters.identity.throttle import CounterThrottle
from adapters.limits import Counters, Limit
from adapters.live.channel import LiveChannel
from adapters.live.inbox import ChannelInbox
from adapters.settings import Settings
from core.background import BackgroundWork
from core.conversations.erasure import ConversationErasure
from core.conversations.inbox import Inbox
from core.conversations.pictures import MessagePictures
from core.conversations.ports import ConversationRepository, InboxSignal
from core.conversations.responder import DemoResponder
from core.conversations.sending import SEND_PURPOSE, MessageSending
from core.conversations.service import ConversationService
from core.conversations.stream import InboxStream
from core.identity.ports import PhotoStore, PictureCleaner


class ConversationsProvider(Provider):
    """Conversations and messages (ORM tables), the inboxes on the live channel, sends counted per customer
    on the shared counters, and the demo responder (on while the demo dispatcher runs)."""

    scope = Scope.APP
    repository = provide(SqlConversations, provides=ConversationRepository)

    @provide
    def signal(self, channel: LiveChannel) -> InboxSignal:
        return ChannelInbox(channel)

    @provide
    def pictures(self, store: PhotoStore, cleaner: PictureCleaner) -> MessagePictures:
        return MessagePictures(store, cleaner)

    @provide
    def erasure(
        self, conversations: ConversationRepository, pictures: MessagePictures
    ) -> ConversationErasure:
        return ConversationErasure(conversations, pictures)

    @provide
    def service(
        self, conversations: ConversationRepository, pictures: MessagePictures
    ) -> ConversationService:
        return ConversationService(conversations, pictures)

    @provide
    def sending(
        self,
        service: ConversationService,
        conversations: ConversationRepository,
        signal: InboxSignal,
        counters: Counters,
        background: BackgroundWork,
        settings: Settings,
    ) -> MessageSending:
        throttle = CounterThrottle(counters, {SEND_PURPOSE: Limit.parse(settings.rate_limit_messages)})
        demo = settings.demo_dispatch_seconds > 0
        return MessageSending(service, conversations, signal, throttle, background, demo_replies=demo)

    @provide
    def stream(
        self, service: ConversationService, conversations: ConversationRepository, signal: InboxSignal
    ) -> InboxStream:
        return InboxStream(service, conversations, signal)

    @provide
    def responder(
        self, conversations: ConversationRepository, sending: MessageSending, settings: Settings
    ) -> DemoResponder:
        return DemoResponder(conversations, sending, settings.demo_reply_seconds)

    @provide
    def inbox(self, service: ConversationService, sending: MessageSending, stream: InboxStream) -> Inbox:
        return Inbox(service, sending, stream)
