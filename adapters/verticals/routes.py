"""Mounting the verticals' own routes: under the API, each under its module type's path, none twice.

A vertical chooses its paths (`Vertical.routes`), which must start with `/api/v1/<module_type>/`: the API's
paths stay predictable, one vertical cannot shadow another's or core's, and a disabled vertical's paths
simply answer 404. A route that breaks the rule, or takes a path and method already taken, stops the
application at start-up with a message naming the vertical and the path. The routes are mounted on the
same application as core's, so the same middleware (context headers, rate limits, load shedding), error
shape and OpenAPI document apply to them. A vertical reaches its tables only through the contract's storage
(adapters/verticals/storage.py), which answers a database that cannot serve now with `Unavailable` (503), so
these routers need no error handling of their own.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from dishka import AsyncContainer
from litestar import Request, Router
from litestar.di import Provide
from litestar.routes import BaseRoute, HTTPRoute

from adapters.settings import Settings
from core.verticals import VerticalRegistry, VerticalRequest, VerticalServices, VerticalStorage

# Methods Litestar adds to every path by itself: two owners of one path both have them.
_IMPLICIT = frozenset({"OPTIONS", "HEAD"})


class Context(Protocol):
    """The request's context headers, already checked, as the HTTP layer reads them."""

    @property
    def language(self) -> str: ...
    @property
    def zone_ids(self) -> tuple[int, ...]: ...
    @property
    def module_id(self) -> int | None: ...
    @property
    def bearer(self) -> str | None: ...


# The HTTP layer's reader of the context headers (adapters/http/context.py), lent by the application factory
# so that this room, which the container also draws from, never imports the HTTP package.
ContextReader = Callable[[Request[Any, Any, Any]], Context]


class VerticalRouteError(ValueError):
    """A vertical's route breaks the path rule or takes a path and method already taken."""


def _claims(route: BaseRoute) -> Iterable[tuple[str, str]]:
    methods = route.methods - _IMPLICIT if isinstance(route, HTTPRoute) else {"*"}
    # path_format drops parameter types and keeps their places: /x/{id:int} and /x/{n:str} collide.
    path = route.path_format.rstrip("/") or "/"
    return ((path, method) for method in sorted(methods))


@functools.lru_cache(maxsize=4)
def _core_claims(handlers: tuple[Any, ...]) -> frozenset[tuple[str, str]]:
    # Once per process and set of core handlers: routing them all again for each application built (tests
    # build hundreds) costs as much as a tenth of building one.
    return frozenset(
        claim for route in Router(path="/", route_handlers=list(handlers)).routes for claim in _claims(route)
    )


def _taken(handlers: Sequence[Any]) -> dict[tuple[str, str], str]:
    return dict.fromkeys(_core_claims(tuple(handlers)), "core")


def vertical_routers(
    registry: VerticalRegistry,
    core_handlers: Sequence[Any],
    container: AsyncContainer,
    context: ContextReader,
) -> list[Router]:
    """One router per enabled vertical with routes, after checking every path (VerticalRouteError)."""
    taken = _taken(core_handlers)
    routers = []
    for vertical in registry:
        if not vertical.routes:
            continue
        prefix = f"/api/v1/{vertical.module_type}/"
        dependencies = {
            "vertical_request": Provide(_vertical_request(container, vertical.module_type, context))
        }
        router = Router(path="/", route_handlers=list(vertical.routes), dependencies=dependencies)
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


def _vertical_request(container: AsyncContainer, module_type: str, read_context: ContextReader) -> Any:
    resolved: list[tuple[VerticalStorage, VerticalServices, bool]] = []

    async def provide(request: Request[Any, Any, Any]) -> VerticalRequest:
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
            module_type=module_type,
            bearer=context.bearer,
            services=services,
            storage=storage,
            demo=demo,
        )

    return provide
