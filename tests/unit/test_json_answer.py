"""JSONAnswer sends what Litestar's own Response would: same status, headers and bytes, on every path."""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
import pytest
from litestar import Litestar, Response, get, post
from litestar.datastructures import Cookie
from litestar.testing import TestClient

from adapters.http.json_answer import JSONAnswer


class Point(msgspec.Struct):
    x: int
    label: str
    at: dt.datetime


POINT = Point(1, "été", dt.datetime(2026, 11, 26, 12, 30, tzinfo=dt.UTC))


@get("/struct")
async def a_struct() -> Point:
    return POINT


@get("/list")
async def a_list() -> list[dict[str, Any]]:
    return [{"when": dt.date(2026, 1, 2), "n": None}]


@get("/no-store", cache_control=None, response_headers={"X-Kind": "shared"})
async def with_headers() -> dict[str, int]:
    return {"a": 1}


@post("/created")
async def created() -> dict[str, str]:
    return {"made": "yes"}


@get("/cookie", response_cookies=[Cookie(key="k", value="v")])
async def with_cookie() -> dict[str, str]:
    return {"c": "1"}


@get("/response")
async def explicit() -> Response[dict[str, str]]:
    return Response({"r": "1"}, status_code=202, headers={"X-Own": "yes"})


@post("/nothing", status_code=204)
async def nothing() -> None:
    return None


@get("/text", media_type="text/plain")
async def text() -> str:
    return "plain"


HANDLERS = [a_struct, a_list, with_headers, created, with_cookie, explicit, nothing, text]
PATHS = [("GET", "/struct"), ("GET", "/list"), ("GET", "/no-store"), ("POST", "/created"),
         ("GET", "/cookie"), ("GET", "/response"), ("POST", "/nothing"), ("GET", "/text")]  # fmt: skip


def _answers(app: Litestar) -> list[tuple[int, dict[str, str], bytes]]:
    found = []
    with TestClient(app) as client:
        for method, path in PATHS:
            answer = client.request(method, path)
            found.append((answer.status_code, dict(answer.headers), answer.content))
    return found


@pytest.mark.parametrize("index", range(len(PATHS)), ids=[p for _, p in PATHS])
def test_the_answer_is_litestars_own(index: int) -> None:
    ours = _answers(Litestar(HANDLERS, response_class=JSONAnswer))[index]
    litestars = _answers(Litestar(HANDLERS))[index]
    assert ours == litestars
    assert ours[0] < 400


def test_an_answer_that_cannot_be_encoded_is_a_server_error_not_a_broken_body() -> None:
    @get("/bad")
    async def bad() -> Any:
        return {"x": object()}

    with TestClient(Litestar([bad], response_class=JSONAnswer)) as client:
        answer = client.get("/bad")
    assert answer.status_code == 500
