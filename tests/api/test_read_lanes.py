"""Read lanes answer exactly what their routes answer: the same status, headers and bytes, errors included.

The requests below are what a shopper's browser or a stranger may send to the lanes' routes: found and not,
in each language and context, and every way of falling through to the route."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import msgspec
import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient

from adapters.http.edge.read_lanes import read_lanes_middleware
from adapters.http.routes import READ_LANES
from adapters.settings import Settings
from tests.api.catalogue_rows import fetch, items_on_sale
from tests.conftest import app_client

CONTEXTS: list[dict[str, str]] = [
    {},
    {"X-localization": "fr", "zoneId": "[1,2]", "moduleId": "1"},
    {"X-localization": "en", "zoneId": "[3]", "latitude": "23.7", "longitude": "90.4"},
]
BAD_CONTEXTS: list[dict[str, str]] = [
    {"zoneId": "[x]"},
    {"moduleId": "first"},
    {"X-localization": "x" * 300},
    {"latitude": "north"},
]


@pytest.fixture
async def items(settings: Settings) -> list[dict[str, Any]]:
    return (await fetch(settings.database_url, items_on_sale()))[:25]


@pytest.fixture
async def routed(settings: Settings) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """The same application with every request routed (no lanes)."""
    async with app_client(msgspec.structs.replace(settings, read_lanes=False)) as c:
        yield c


def _paths(items: list[dict[str, Any]]) -> list[str]:
    first, store = items[0]["id"], items[0]["store_id"]
    details = [f"/api/v1/items/details/{i['id']}" for i in items[:10]]
    details += [f"/api/v1/items/details/{i['slug']}" for i in items[10:20]]
    return [
        *details,
        "/api/v1/items/details/999999999",
        "/api/v1/items/details/no-such-item",
        "/api/v1/items/details/" + "a" * 240,
        "/api/v1/items/details/" + "a" * 241,
        f"/api/v1/items/details/{first}/",
        f"/api/v1/items/details/{first}/more",
        "/api/v1/items/details/",
        f"/api/v1/items/details/{first}?unknown=1",
        "/api/v1/items/latest",
        f"/api/v1/items/latest?store_id={store}&offset=1&limit=20",
        "/api/v1/items/latest?offset=2&limit=7&category_id=0",
        "/api/v1/items/latest?offset=1&offset=2",
        "/api/v1/items/latest?offset=0",
        "/api/v1/items/latest?limit=01",
        "/api/v1/items/latest?limit=99999999999999999999999",
        "/api/v1/items/latest?store_id=",
        "/api/v1/items/latest?filter=veg&offset=1",
        "/api/v1/items/latest?brand=%20",
        "/api/v1/stores/popular",
        "/api/v1/stores/popular?type=all&offset=2&limit=12",
        "/api/v1/stores/popular?type=take_away",
        "/api/v1/stores/popular?type=everything",
        "/api/v1/stores/popular?module_type=food",
        "/api/v1/stores/popular?offset=1&&limit=3",
    ]


def _answer(response: Any) -> tuple[int, list[tuple[str, str]], bytes]:
    # Litestar lists a 405's allowed methods from a set, in no fixed order, lanes or not.
    headers = sorted(
        (k, ", ".join(sorted(v.split(", "))) if k == "allow" else v)
        for k, v in response.headers.multi_items()
        if k != "x-request-id"
    )
    return response.status_code, headers, response.content


async def test_every_answer_is_the_routes_answer(client, routed, items) -> None:
    compared = 0
    for path in _paths(items):
        for headers in CONTEXTS + BAD_CONTEXTS:
            for method in ("GET", "HEAD", "POST"):
                lane = await client.request(method, path, headers=headers)
                route = await routed.request(method, path, headers=headers)
                assert _answer(lane) == _answer(route), (method, path, headers)
                compared += 1
    assert compared == len(_paths(items)) * len(CONTEXTS + BAD_CONTEXTS) * 3


async def test_the_lane_answers_its_successes_and_hands_the_rest_to_the_route(
    container: AsyncContainer, items
) -> None:
    """Driven as the server drives it: found items never reach the routes; anything else does."""
    reached: list[str] = []

    async def routes(scope: dict[str, Any], receive: Any, send: Any) -> None:
        reached.append(scope["path"])
        await send({"type": "http.response.start", "status": 418, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    lanes = read_lanes_middleware(routes, READ_LANES, container, cors=True)

    async def status(path: str, headers: list[tuple[bytes, bytes]] | None = None, query: bytes = b"") -> int:
        sent: list[dict[str, Any]] = []

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": b""}

        scope = {
            "type": "http",
            "method": "GET",
            "path": path,
            "query_string": query,
            "headers": headers or [],
        }
        await lanes(scope, receive, send)
        return int(sent[0]["status"])

    found = f"/api/v1/items/details/{items[0]['id']}"
    assert await status(found) == 200
    assert await status(f"/api/v1/items/details/{items[1]['slug']}", [(b"x-localization", b"fr")]) == 200
    assert await status("/api/v1/items/latest", query=b"offset=2&limit=5") == 200
    assert await status("/api/v1/stores/popular", query=b"type=delivery") == 200
    assert reached == []
    missing = "/api/v1/items/details/999999999"
    malformed = [(b"zoneid", b"[x]")]
    cross_origin = [(b"origin", b"https://elsewhere.example")]
    assert await status(missing) == 418
    assert await status(found, malformed) == 418
    assert await status(found, cross_origin) == 418
    assert await status("/api/v1/items/details/" + "7" * 241) == 418
    assert await status("/api/v1/items/latest", query=b"filter=veg") == 418
    assert reached == [missing, found, found, "/api/v1/items/details/" + "7" * 241, "/api/v1/items/latest"]
    await container.close()
