"""Mounting the verticals' own routes: under the API, each under its module type's path, none twice.

A vertical chooses its paths (`Vertical.routes`), which must start with `/api/v1/<module_type>/`: the API's
paths stay predictable, one vertical cannot shadow another's or core's, and a disabled vertical's paths
simply answer 404. A route that breaks the rule, or takes a path and method already taken, stops the
application at start-up with a message naming the vertical and the path. The routes are mounted on the
same application as core's, so the same middleware (context headers, rate limits, load shedding), error
shape and OpenAPI document apply to them. A vertical's routes work on the raw engine, so what SQLAlchemy
raises when the database cannot serve now (a held SQLite lock, an exhausted pool) is answered 503 by the
vertical routers' own exception handlers, as core's gateway answers it, never 500.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from dishka import AsyncContainer
from litestar import Request, Response, Router
from litestar.di import Provide
from litestar.routes import BaseRoute, HTTPRoute

from adapters.busy import BUSY_ERRORS, unavailable
from adapters.http.context import AnyRequest, read_context
from adapters.http.errors import on_domain_error, on_unexpected
from adapters.settings import Settings
from core.verticals import VerticalRegistry, VerticalRequest, VerticalServices, VerticalStorage

# Methods Litestar adds to every path by itself: two owners of one path both have them.
_IMPLICIT = frozenset({"OPTIONS", "HEAD"})


class VerticalRouteError(ValueError):
    """A vertical's route breaks the path rule or takes a path and method already taken."""


def _claims(route: BaseRoute) -> Iterable[tuple[str, str]]:
    methods = route.methods - _IMPLICIT if isinstance(route, HTTPRoute) else {"*"}
    # path_format drops parameter types and keeps their places: /x/{id:int} and /x/{n:str} collide.
    path = route.path_format.rstrip("/") or "/"
    return ((path, method) for method in sorted(methods))


def _taken(handlers: Sequence[Any]) -> dict[tuple[str, str], str]:
    return {
        claim: "core"
        for route in Router(path="/", route_handlers=list(handlers)).routes
        for claim in _claims(route)
    }


def vertical_routers(
    registry: VerticalRegistry, core_handlers: Sequence[Any], container: AsyncContainer
) -> list[Router]:
    """One router per enabled vertical with routes, after checking every path (VerticalRouteError)."""
    taken = _taken(core_handlers)
    routers = []
    for vertical in registry:
        if not vertical.routes:
            continue
        prefix = f"/api/v1/{vertical.module_type}/"
        dependencies = {"vertical_request": Provide(_vertical_request(container, vertical.module_type))}
        router = Router(
            path="/",
            route_handlers=list(vertical.routes),
            dependencies=dependencies,
            exception_handlers=dict.fromkeys(BUSY_ERRORS, on_not_now),
        )
        for route in router.routes:
            if not route.path.startswith(prefix):
                raise VerticalRouteError(
                    f"the {vertical.module_type} vertical's route {route.path} must start with {prefix}"
                )
            # Within one vertical Litestar itself refuses a path and method handled twice.
            for claim in _claims(route):
                owner = taken.setdefault(claim, vertical.module_type)
                if owner != vertical.module_type:
                    raise VerticalRouteError(
                        f"the {vertical.module_type} vertical's route {claim[1]} {route.path} is already "
                        f"taken by {owner}"
                    )
        routers.append(router)
    return routers


def on_not_now(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """The database could not serve now (SQLAlchemy's OperationalError or pool timeout, maybe wrapped by
    advanced-alchemy): 503 with Retry-After, as the gateway answers; anything else wrapped is a bug (500)."""
    refusal = unavailable(exc)
    return on_unexpected(request, exc) if refusal is None else on_domain_error(request, refusal)


def _vertical_request(container: AsyncContainer, module_type: str) -> Any:
    resolved: list[tuple[VerticalStorage, VerticalServices, bool]] = []

    async def provide(request: AnyRequest) -> VerticalRequest:
        if not resolved:
            # What is placed while the demo dispatcher runs is a demo record, as orders placed then are.
            demo = (await container.get(Settings)).demo_dispatch_seconds > 0
            resolved.append(
                (await container.get(VerticalStorage), await container.get(VerticalServices), demo)
            )
        storage, services, demo = resolved[0]
        context = read_context(request)
        return VerticalRequest(
            language=context.language,
            zone_ids=context.zone_ids,
            module_id=context.module_id,
            engine=storage.engine,
            module_type=module_type,
            bearer=context.bearer,
            services=services,
            writes=storage.writes,
            demo=demo,
        )

    return provide
