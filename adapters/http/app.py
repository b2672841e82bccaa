"""The Litestar application factory: one process serves the API, the media files and the storefront."""

from __future__ import annotations

from typing import Any

from dishka import AsyncContainer
from litestar import Litestar, Router
from litestar.config.cors import CORSConfig
from litestar.openapi import OpenAPIConfig
from litestar.routes import HTTPRoute
from litestar.static_files import create_static_files_router

from adapters.container import make_container
from adapters.housekeeping import periodic
from adapters.http.cache import AnswerCache, answer_cache_middleware
from adapters.http.clients import ClientView
from adapters.http.errors import EXCEPTION_HANDLERS
from adapters.http.json_answer import JSONAnswer
from adapters.http.json_body import StrictJSONRequest
from adapters.http.middleware import request_context_middleware
from adapters.http.openapi import CompleteJsonRenderPlugin
from adapters.http.rate_limits import Limit, MemoryCounters, Purposes, RedisCounters, rate_limit_middleware
from adapters.http.read_lanes import read_lanes_middleware
from adapters.http.routes import API_CONTROLLERS, CACHED_PATHS, CACHED_PATTERNS, READ_LANES
from adapters.http.services import resolve_services, service_dependencies
from adapters.http.shedding import Capacity, shedding_middleware
from adapters.http.vertical_routes import vertical_routers
from adapters.http.web import web_router
from adapters.logging import configure_logging
from adapters.orders.dispatcher import dispatching
from adapters.settings import Settings, load_settings
from core.verticals import VerticalRegistry, load_registry

# JSON bodies are a few kilobytes; a route that takes uploads sets its own limit. Larger bodies answer 413.
MAX_BODY_BYTES = 64 * 1024


def _allowed_methods(app: Litestar) -> dict[str, bytes]:
    # Litestar's OPTIONS answer names only the methods of the first handler of a path (two handlers of one
    # controller share /cart/remove: POST and DELETE): the methods are taken from the routes instead.
    return {
        route.path: ", ".join(sorted(route.methods)).encode()
        for route in app.routes
        if isinstance(route, HTTPRoute) and "{" not in route.path
    }


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


def create_app(
    settings: Settings | None = None,
    registry: VerticalRegistry | None = None,
    container: AsyncContainer | None = None,
) -> Litestar:
    """Build the whole application for `settings` (read from the environment when omitted); tests may pass
    a container made by `make_container` with override providers."""
    settings = settings or load_settings()
    registry = registry or load_registry(settings.verticals)
    configure_logging(settings.log_level, settings.log_json)
    cache = AnswerCache(ttl=settings.catalogue_cache_seconds, max_bytes=settings.answer_cache_bytes)
    container = container or make_container(settings, registry)
    counters = RedisCounters(settings.redis_url) if settings.redis_url else MemoryCounters()
    settings.media_dir.mkdir(parents=True, exist_ok=True)
    google_maps = settings.geo_provider == "google" and bool(settings.google_maps_api_key)
    app = Litestar(
        route_handlers=[
            Router(path="/", route_handlers=list(API_CONTROLLERS)),
            # Each vertical's own routes plug in here; no edit of this file is needed to add a vertical.
            *vertical_routers(registry, API_CONTROLLERS, container),
            create_static_files_router(
                path="/media",
                directories=[settings.media_dir],
                name="media",
                include_in_schema=False,
                cache_control=None,
            ),
            web_router(settings.web_dist, google_maps=google_maps),
        ],
        dependencies=service_dependencies(container),
        request_class=StrictJSONRequest,
        response_class=JSONAnswer,
        exception_handlers=EXCEPTION_HANDLERS,
        cors_config=CORSConfig(allow_origins=list(settings.cors_origins)) if settings.cors_origins else None,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Marketplace storefront API",
            version="1.0.0",
            path="/schema",
            render_plugins=[CompleteJsonRenderPlugin()],
        ),
        on_startup=[resolve_services(container)],
        lifespan=[
            lambda _: periodic(container, settings.maintenance_seconds),
            lambda _: dispatching(container, settings.demo_dispatch_seconds),
        ],
        on_shutdown=[container.close, *([counters.close] if isinstance(counters, RedisCounters) else [])],
        debug=settings.debug,
    )
    # Around the routes, outermost first: request id, checks and headers; rate limits; the answer cache
    # (a hit skips routing and dependency injection); load shedding for what reaches the routes; the read
    # lanes (a hot read's successful answer, before routing).
    clients = ClientView(settings.trusted_proxies, https=settings.https)
    routes: Any = app.asgi_handler
    capacity = Capacity(
        settings.active_requests,
        settings.overload_queue,
        settings.overload_wait_ms / 1000,
        settings.overload_lag_ms / 1000,
        settings.overload_burst_wait_ms / 1000,
    )
    if settings.read_lanes:
        routes = read_lanes_middleware(routes, READ_LANES, container, cors=bool(settings.cors_origins))
    cached = answer_cache_middleware(
        shedding_middleware(routes, capacity), cache, CACHED_PATHS, CACHED_PATTERNS
    )
    limited = rate_limit_middleware(cached, _purposes(settings), counters, clients)
    app.asgi_handler = request_context_middleware(  # type: ignore[assignment]
        limited,
        settings.allowed_hosts,
        google_maps=google_maps,
        clients=clients,
        allowed_methods=_allowed_methods(app),
    )
    return app
