"""The Litestar application factory: one process serves the API, the media files and the storefront."""

from __future__ import annotations

from dishka import AsyncContainer
from litestar import Litestar
from litestar.config.cors import CORSConfig
from litestar.openapi import OpenAPIConfig
from litestar.routes import HTTPRoute
from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler

from adapters.container import make_container
from adapters.http.context import read_context
from adapters.http.edge.allowed_methods import AllowedMethods
from adapters.http.edge.stack import around
from adapters.http.errors import EXCEPTION_HANDLERS
from adapters.http.json_answer import JSONAnswer
from adapters.http.json_body import StrictJSONRequest
from adapters.http.media import media_route
from adapters.http.openapi import CompleteJsonRenderPlugin
from adapters.http.routes import API_CONTROLLERS, CACHED_PATHS, CACHED_PATTERNS, READ_LANES
from adapters.http.services import resolve_services, service_dependencies
from adapters.http.web import stripe_sources, web_router
from adapters.identity.secret import SecretMissing, refusal
from adapters.jobs.local import schedule_here
from adapters.logging import configure_logging
from adapters.payments.stripe_gateway import stripe_js_url
from adapters.settings import Settings, load_settings
from adapters.verticals.routes import vertical_routers
from core.verticals import VerticalRegistry, load_registry

# JSON bodies are a few kilobytes; a route that takes uploads sets its own limit. Larger bodies answer 413.
MAX_BODY_BYTES = 64 * 1024


def _allowed_methods(app: Litestar) -> AllowedMethods:
    return AllowedMethods((route.path, route.methods) for route in app.routes if isinstance(route, HTTPRoute))


def _media(settings: Settings, container: AsyncContainer) -> ControllerRouterHandler:
    """/media: the media folder's static files, or (STORAGE_BACKEND=s3) the public pictures of the bucket."""
    if settings.storage_backend == "s3":
        return media_route(container)
    settings.media_dir.mkdir(parents=True, exist_ok=True)
    return create_static_files_router(
        path="/media",
        directories=[settings.media_dir],
        name="media",
        include_in_schema=False,
        cache_control=None,
    )


def create_app(
    settings: Settings | None = None,
    registry: VerticalRegistry | None = None,
    container: AsyncContainer | None = None,
) -> Litestar:
    """Build the whole application for `settings` (read from the environment when omitted); tests may pass
    a container made by `make_container` with override providers."""
    settings = settings or load_settings()
    refused = refusal(settings)
    if refused is not None:  # before anything is built: the operator reads which setting to set
        raise SecretMissing(refused)
    registry = registry or load_registry(settings.verticals)
    configure_logging(settings.log_level, settings.log_json)
    container = container or make_container(settings, registry)
    google_maps = settings.geo_provider == "google" and bool(settings.google_maps_api_key)
    # Stripe's card page runs Stripe.js: the pages' policy lets exactly its origin in while Stripe is on.
    stripe_js = stripe_sources(stripe_js_url(settings.stripe_api_base)) if settings.stripe_on else None
    app = Litestar(
        route_handlers=[
            # The controllers themselves, not a Router around them: the application deep-copies a Router it
            # is given, a third of the start-up time of an app with this many routes.
            *API_CONTROLLERS,
            # Each vertical's own routes plug in here; no edit of this file is needed to add a vertical.
            *vertical_routers(registry, API_CONTROLLERS, container, read_context),
            _media(settings, container),
            web_router(settings.web_dist, google_maps=google_maps, third_party=stripe_js),
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
        # The scheduled jobs (housekeeping, the demo dispatcher) run here without REDIS_URL; with it, in the
        # `storefront worker` processes, once for the fleet (adapters/jobs/).
        lifespan=[lambda _: schedule_here(container, settings)],
        on_shutdown=[container.close],
        debug=settings.debug,
        # The log set-up is configure_logging's alone: Litestar's own would take the root logger over and
        # write the libraries' lines in a format of its own, outside the JSON lines. (Unexpected errors are
        # logged by EXCEPTION_HANDLERS.)
        logging_config=None,
    )
    # The ASGI edge around the routes (edge/stack.py says its layers and their order); it speaks the plain
    # ASGI shapes, not Litestar's typed ones.
    app.asgi_handler = around(  # type: ignore[assignment]
        app.asgi_handler,  # type: ignore[arg-type]
        settings,
        container=container,
        lanes=READ_LANES,
        cached_paths=CACHED_PATHS,
        cached_patterns=CACHED_PATTERNS,
        allowed_methods=_allowed_methods(app),
        google_maps=google_maps,
    )
    return app
