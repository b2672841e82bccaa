"""The edge put together: the layers around the routes, in the order every request meets them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from dishka import AsyncContainer

from adapters.changes import Changes
from adapters.http.edge.asgi import ASGIApp, Receive, Scope, Send
from adapters.http.edge.cache import AnswerCache, answer_cache_middleware
from adapters.http.edge.clients import ClientView
from adapters.http.edge.middleware import request_context_middleware
from adapters.http.edge.rate_limits import Purposes, rate_limit_middleware
from adapters.http.edge.read_lanes import ReadLane, read_lanes_middleware
from adapters.http.edge.schema_gate import schema_gate_middleware
from adapters.http.edge.shedding.capacity import Capacity
from adapters.http.edge.shedding.middleware import shedding_middleware
from adapters.limits import Counters, Limit
from adapters.settings import Settings


class SharedCounters:
    """The container's counters (adapters/container/infrastructure.py: in memory, or in Redis with
    `REDIS_URL`), the same the per-account limits count on, resolved at the first request: the edge is built
    before the application starts, the container's parts when it starts."""

    def __init__(self, container: AsyncContainer) -> None:
        self._container = container
        self._counters: Counters | None = None

    async def _resolved(self) -> Counters:
        if self._counters is None:
            resolved: Counters = await self._container.get(Counters)
            self._counters = resolved
            return resolved
        return self._counters

    async def hit(self, key: str, window: int, seconds: int) -> int:
        return await (await self._resolved()).hit(key, window, seconds)

    async def count(self, key: str, window: int) -> int:
        return await (await self._resolved()).count(key, window)


def _forgetting(app: ASGIApp, container: AsyncContainer, forget: Callable[[], None]) -> ASGIApp:
    """`app`, whose cache `forget` empties when the operator changes something (adapters/changes.py): it is
    registered at the first request, when the container's parts exist (nothing is cached before it)."""
    registered = False

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        nonlocal registered
        if not registered:
            registered = True
            (await container.get(Changes)).listen(forget)
        await app(scope, receive, send)

    return middleware


def _purposes(settings: Settings) -> Purposes:
    return Purposes(
        reads=Limit.parse(settings.rate_limit_reads),
        writes=Limit.parse(settings.rate_limit_writes),
        guests=Limit.parse(settings.rate_limit_guests),
        uploads=Limit.parse(settings.rate_limit_uploads),
        login=Limit.parse(settings.rate_limit_login),
        sign_up=Limit.parse(settings.rate_limit_sign_up),
        otp_send=Limit.parse(settings.rate_limit_otp_send),
        otp_verify=Limit.parse(settings.rate_limit_otp_verify),
    )


def around(
    routes: ASGIApp,
    settings: Settings,
    *,
    container: AsyncContainer,
    lanes: Iterable[ReadLane],
    cached_paths: Mapping[str, frozenset[str]],
    cached_patterns: Mapping[str, frozenset[str]],
    allowed_methods: Mapping[str, bytes],
    google_maps: bool,
) -> ASGIApp:
    """`routes` (the application's ASGI handler) wrapped in the edge that `settings` describe."""
    # Around the routes, outermost first: request id, checks and headers; the schema gate (a node on an
    # older schema than its code serves no API); rate limits; the answer cache
    # (a hit skips routing and dependency injection); load shedding for what reaches the routes; the read
    # lanes (a hot read's successful answer, before routing).
    clients = ClientView(settings.trusted_proxies, https=settings.https)
    cache = AnswerCache(ttl=settings.catalogue_cache_seconds, max_bytes=settings.answer_cache_bytes)
    capacity = Capacity(
        settings.active_requests,
        settings.overload_queue,
        settings.overload_wait_ms / 1000,
        settings.overload_lag_ms / 1000,
        settings.overload_burst_wait_ms / 1000,
    )
    if settings.read_lanes:
        routes = read_lanes_middleware(routes, lanes, container, cors=bool(settings.cors_origins))
    cached = answer_cache_middleware(
        shedding_middleware(routes, capacity), cache, cached_paths, cached_patterns
    )
    cached = _forgetting(cached, container, cache.invalidate)
    limited = rate_limit_middleware(cached, _purposes(settings), SharedCounters(container), clients)
    gated = schema_gate_middleware(limited, container)
    return request_context_middleware(
        gated,
        settings.allowed_hosts,
        google_maps=google_maps,
        clients=clients,
        allowed_methods=allowed_methods,
    )
