"""The Litestar application factory: one process serves the API, the media files and the storefront."""

from __future__ import annotations

from typing import Any

from dishka.integrations.litestar import DishkaRouter, setup_dishka
from litestar import Litestar, Router
from litestar.config.cors import CORSConfig
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.static_files import create_static_files_router

from adapters.container import make_container
from adapters.http.cache import AnswerCache, answer_cache_middleware
from adapters.http.cart import resolve_cart_services
from adapters.http.errors import EXCEPTION_HANDLERS
from adapters.http.middleware import request_context_middleware
from adapters.http.routes import (
    API_CONTROLLERS,
    CACHED_PATHS,
    CACHED_PATTERNS,
    DIRECT_CONTROLLERS,
    DIRECT_PREFIXES,
)
from adapters.http.web import web_router
from adapters.logging import configure_logging
from adapters.settings import Settings, load_settings
from core.verticals import VerticalRegistry, load_registry

MAX_BODY_BYTES = 8 * 1024 * 1024  # room for three prescription photos; anything larger is refused with 413


def _vertical_routers(registry: VerticalRegistry) -> list[Router]:
    # Each vertical's own routes plug in here; no edit of this file is needed to add a vertical.
    return [DishkaRouter(path="/", route_handlers=list(v.routes)) for v in registry if v.routes]


def _past_container(with_container: Any, without_container: Any, prefixes: tuple[str, ...]) -> Any:
    """Send the paths under `prefixes` past dishka's per-request container (their services are the app's)."""

    async def route(scope: Any, receive: Any, send: Any) -> None:
        direct = scope["type"] == "http" and scope["path"].startswith(prefixes)
        await (without_container if direct else with_container)(scope, receive, send)

    return route


def create_app(settings: Settings | None = None, registry: VerticalRegistry | None = None) -> Litestar:
    """Build the whole application for `settings` (read from the environment when omitted)."""
    settings = settings or load_settings()
    registry = registry or load_registry(settings.verticals)
    configure_logging(settings.log_level, settings.log_json)
    cache = AnswerCache(ttl=settings.catalogue_cache_seconds)
    container = make_container(settings, registry, cache)
    settings.media_dir.mkdir(parents=True, exist_ok=True)
    google_maps = settings.geo_provider == "google" and bool(settings.google_maps_api_key)
    api = DishkaRouter(path="/", route_handlers=list(API_CONTROLLERS))
    direct = Router(path="/", route_handlers=list(DIRECT_CONTROLLERS))
    app = Litestar(
        route_handlers=[
            api,
            direct,
            *_vertical_routers(registry),
            create_static_files_router(
                path="/media",
                directories=[settings.media_dir],
                name="media",
                include_in_schema=False,
                cache_control=None,
            ),
            web_router(settings.web_dist, google_maps=google_maps),
        ],
        exception_handlers=EXCEPTION_HANDLERS,
        cors_config=CORSConfig(allow_origins=list(settings.cors_origins)) if settings.cors_origins else None,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Marketplace storefront API",
            version="1.0.0",
            path="/schema",
            render_plugins=[JsonRenderPlugin()],
        ),
        on_startup=[resolve_cart_services],
        on_shutdown=[container.close],
        debug=settings.debug,
    )
    without_container: Any = app.asgi_handler
    setup_dishka(container, app)
    # Outside dependency injection: a cache hit skips it, and every answer gets the request id and headers.
    routed = _past_container(app.asgi_handler, without_container, DIRECT_PREFIXES)
    app.asgi_handler = request_context_middleware(  # type: ignore[assignment]
        answer_cache_middleware(routed, cache, CACHED_PATHS, CACHED_PATTERNS),
        settings.allowed_hosts,
        google_maps=google_maps,
    )
    return app
