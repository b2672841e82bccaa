"""Framework ceiling: a bare Litestar app, one GET route per measured path, each a fixed msgspec answer.

No middleware, no dependency injection, no database: what Litestar under Granian can do at best.
Served by Granian as `tests.bench.ceilings.framework:app`.
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Litestar, get, post
from litestar.handlers import HTTPRouteHandler

from tests.bench.endpoints import ENDPOINTS


class Entry(msgspec.Struct, frozen=True):
    """One row of the fixed answer, shaped like a catalogue card."""

    id: int
    name: str
    image: str
    price: float
    avg_rating: float


class Page(msgspec.Struct, frozen=True):
    """A fixed page of twelve cards, about the size of a real catalogue page's first screen."""

    total_size: int
    limit: int
    offset: int
    items: list[Entry]


FIXED = Page(
    total_size=100_000,
    limit=12,
    offset=1,
    items=[Entry(i, f"Item {i}", f"item-{i}.png", 9.5 + i, 4.5) for i in range(1, 13)],
)


def _route(path: str, write: bool) -> HTTPRouteHandler:
    async def answer(**_: Any) -> Page:
        """The fixed answer, whatever the path parameters (and body)."""
        return FIXED

    return (post(path, name=path, status_code=200) if write else get(path, name=path))(answer)


app = Litestar(
    route_handlers=[_route(e.route, e.kind == "login") for e in ENDPOINTS if e.kind != "cart"],
    openapi_config=None,
)
