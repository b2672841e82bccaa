"""The signed-in customer's sessions: the devices they are signed in on, and signing out of one or all.

Every answer is personal (no-store)."""

from __future__ import annotations

from litestar import Controller, delete, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.auth_bodies import MessageAnswer
from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.identity.model import SessionInfo
from core.identity.sessions import SessionService
from core.messages import translate


class SessionController(Controller):
    """`/api/v1/customer/sessions`."""

    path = "/api/v1/customer/sessions"
    tags = ["profile"]
    cache_control = CacheControlHeader(no_store=True)

    @get(
        "/",
        operation_id="listSessions",
        summary="The devices the customer is signed in on",
        responses=errors(401),
    )
    async def open_sessions(
        self, request: AnyRequest, sessions: NamedDependency[SessionService]
    ) -> list[SessionInfo]:
        """Open sessions, the most recently used first (times in seconds since the epoch); `current` marks the
        one asking."""
        context = read_context(request)
        return await sessions.list(context.bearer, context.language)

    @delete(
        "/{session:str}",
        operation_id="signOutSession",
        summary="Sign out on one device",
        status_code=200,
        responses=errors(401, 404),
    )
    async def sign_out(
        self,
        request: AnyRequest,
        sessions: NamedDependency[SessionService],
        session: str = Parameter(max_length=64, description="A session's `id` from the list"),
    ) -> MessageAnswer:
        """Close one of the customer's sessions; its token is refused from now on. 404 for any other id."""
        context = read_context(request)
        await sessions.sign_out(context.bearer, session, context.language)
        return MessageAnswer(translate("Signed out on that device.", context.language))

    @post(
        "/sign-out-everywhere",
        operation_id="signOutEverywhere",
        summary="Sign out on every device",
        status_code=200,
        responses=errors(401),
    )
    async def sign_out_everywhere(
        self, request: AnyRequest, sessions: NamedDependency[SessionService]
    ) -> MessageAnswer:
        """Close every session of the customer, this one included: every token of theirs is refused from now."""
        context = read_context(request)
        await sessions.sign_out_everywhere(context.bearer, context.language)
        return MessageAnswer(translate("Signed out everywhere.", context.language))
