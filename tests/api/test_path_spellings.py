"""Every spelling of a path is one path: the per-client limits and `no-store` hold whatever the spelling.

The requests are sent as raw ASGI calls, so each spelling reaches the application exactly as a server hands
it over (an HTTP client would tidy some of them up before sending)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.http.paths import canonical_path
from tests.conftest import make_settings

GUEST_SPELLINGS = [
    "/api/v1/auth/guest/request",
    "//api/v1/auth/guest/request",
    "/api//v1/auth/guest/request",
    "/api/v1//auth/guest/request",
    "/api/./v1/auth/guest/request",
    "/api/v1/auth/guest/request/",
    "/api/v1/x/../auth/guest/request",
    "///api/v1/auth/./guest//request//",
]


class Answer(msgspec.Struct):
    status: int
    headers: dict[bytes, bytes]
    body: bytes


async def call(app: Litestar, method: str, path: str, client: str = "203.0.113.9") -> Answer:
    """One request as the ASGI server passes it: `path` decoded and raw, from the address `client`."""
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"localhost"), (b"content-type", b"application/json")],
        "client": (client, 40000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    body = b"{}" if method == "POST" else b""
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    answer = Answer(0, {}, b"")

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            answer.status = message["status"]
            answer.headers = dict(message.get("headers", []))
        elif message["type"] == "http.response.body":
            answer.body += message.get("body", b"")

    await app(scope, receive, send)
    return answer


@pytest.fixture
async def limited_app(empty_database: str, tmp_path: Path) -> AsyncIterator[Litestar]:
    """The whole application with small guest-id and sign-in budgets, started (its lifespan has run)."""
    settings = make_settings(empty_database, tmp_path, rate_limit_guests="3/3600", rate_limit_login="2/300")
    app = create_app(settings)
    async with AsyncTestClient(app=app):
        yield app


@pytest.mark.parametrize(
    ("spelling", "canonical"),
    [
        ("/", "/"),
        ("/api/v1/config", "/api/v1/config"),
        ("//api/v1/config", "/api/v1/config"),
        ("/api/v1/config/", "/api/v1/config"),
        ("/api/./v1//config", "/api/v1/config"),
        ("/api/v1/../../../etc/passwd", "/etc/passwd"),
        ("/../..", "/"),
        ("/.well-known/x", "/.well-known/x"),
        ("/API/v1/config", "/API/v1/config"),
    ],
)
def test_canonical_path(spelling: str, canonical: str) -> None:
    assert canonical_path(spelling) == canonical


async def test_guest_ids_share_one_budget_whatever_the_spelling(limited_app: Litestar) -> None:
    statuses = [(await call(limited_app, "POST", spelling)).status for spelling in GUEST_SPELLINGS]
    assert statuses[:3] == [200, 200, 200]
    assert set(statuses[3:]) == {429}, statuses


async def test_sign_in_tries_share_one_budget_whatever_the_spelling(limited_app: Litestar) -> None:
    spellings = ["/api/v1/auth/login", "//api/v1/auth/login", "/api/v1//auth/login", "/api/v1/auth/login/"]
    statuses = [(await call(limited_app, "POST", spelling)).status for spelling in spellings]
    assert 429 not in statuses[:2]
    assert statuses[2:] == [429, 429], statuses


async def test_personal_answers_are_never_stored_whatever_the_spelling(limited_app: Litestar) -> None:
    for spelling in ("//api/v1/customer/info", "/api//v1/customer/info", "/api/v1/./customer/info/"):
        answer = await call(limited_app, "GET", spelling, client="203.0.113.10")
        assert answer.status == 401, (spelling, answer.body)
        assert answer.headers.get(b"cache-control") == b"no-store", spelling
        assert msgspec.json.decode(answer.body)["errors"], spelling
