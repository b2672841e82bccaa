"""Read lanes: the hottest reads answered before routing, with the same bytes as their documented routes.

Shoppers open item pages and scroll item and store lists more than anything else, and on those reads
Litestar's own per-request machinery (routing, the kwargs and signature models, dependency resolution, the
response path) was a third of an item page's CPU: more than the read itself. A lane takes a GET to its path
(or its path plus one key segment), runs the very function its route handler runs (`ReadLane.read`), and sends
what JSONAnswer would send.

A lane answers only what it fully understands and succeeds at. A query it does not read whole (an unknown or
repeated parameter, a value not in the canonical form and range it states), a key that is empty or too long,
a nested path, a CORS request, or any failure (a malformed context header, an unknown item) falls through to
the route, which answers exactly as if the lane were not there. So the route stays the contract (OpenAPI,
validation, errors) and the lane is a shortcut to its successful answers; `READ_LANES=false` turns lanes
off, and tests/api/test_read_lanes.py compares both ways on the same requests.

Lanes sit inside the load shedder: they are bounded and watched like any request that reaches the routes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, NamedTuple

from dishka import AsyncContainer

from adapters.http.edge.answer import json_answer
from adapters.http.edge.asgi import ASGIApp, Receive, Scope, Send

Headers = Iterable[tuple[bytes, bytes]]
# A query value's reader: the value it means, or None when the lane leaves it to the route.
ParamReader = Callable[[str], Any]


def whole_number(low: int, high: int) -> ParamReader:
    """Digits without a leading zero, from `low` to `high`: the form clients send."""

    def read(text: str) -> int | None:
        if not text.isdigit() or not text.isascii() or (text[0] == "0" and text != "0") or len(text) > 19:
            return None
        value = int(text)
        return value if low <= value <= high else None

    return read


def one_of(*choices: str) -> ParamReader:
    """One of `choices`, exactly."""
    allowed = frozenset(choices)
    return lambda text: text if text in allowed else None


class ReadLane(NamedTuple):
    """GET `path`, or `path` + "/" + a key of at most `key_max` characters when `key_max` is set, with only
    the query parameters of `params`: answered by `read(service, headers, **values)`, where `values` holds
    the parameters sent and `key`."""

    path: str
    service: type
    read: Callable[..., Awaitable[Any]]
    params: Mapping[str, ParamReader] = {}
    key_max: int = 0


def _query(text: str, params: Mapping[str, ParamReader]) -> dict[str, Any] | None:
    values: dict[str, Any] = {}
    if not text:
        return values
    for pair in text.split("&"):
        name, equals, raw = pair.partition("=")
        reader = params.get(name)
        if reader is None or not equals or name in values:
            return None
        value = reader(raw)
        if value is None:
            return None
        values[name] = value
    return values


def read_lanes_middleware(
    app: ASGIApp, lanes: Iterable[ReadLane], container: AsyncContainer, *, cors: bool
) -> ASGIApp:
    """Answer the requests of `lanes` before `app` (the routes) when they succeed; pass the rest on."""
    exact = {lane.path: lane for lane in lanes if not lane.key_max}
    keyed = {lane.path: lane for lane in lanes if lane.key_max}
    services: dict[type, Any] = {}

    def lane_of(scope: Scope) -> tuple[ReadLane, dict[str, Any]] | None:
        if scope["type"] != "http" or scope["method"] != "GET":
            return None
        path: str = scope["path"]
        lane = exact.get(path)
        key = None
        if lane is None:
            parent, _, key = path.rpartition("/")
            lane = keyed.get(parent)
            if lane is None or not key or len(key) > lane.key_max:
                return None
        values = _query(scope["query_string"].decode("latin-1"), lane.params)
        if values is None:
            return None
        if cors and any(name == b"origin" for name, _ in scope["headers"]):
            return None  # Litestar's CORS layer adds its headers on the route
        if key is not None:
            values["key"] = key
        return lane, values

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        found = lane_of(scope)
        if found is None:
            await app(scope, receive, send)
            return
        lane, values = found
        service = services.get(lane.service)
        if service is None:
            service = services[lane.service] = await container.get(lane.service)
        try:
            answer = json_answer(await lane.read(service, scope["headers"], **values))
        except Exception:  # the route answers every failure, in our error shape
            await app(scope, receive, send)
            return
        await answer(scope, receive, send)

    return middleware
