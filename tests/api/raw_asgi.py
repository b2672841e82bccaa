"""Raw ASGI calls (`call`) to an application served on the test's own event loop (`tests.api.visitor.served`):
their path reaches the application exactly as a server hands it over (an HTTP client tidies some spellings
up before sending), from a client address the test chooses."""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from litestar import Litestar


class Answer(msgspec.Struct):
    status: int
    headers: dict[bytes, bytes]
    body: bytes

    def json(self) -> Any:
        return msgspec.json.decode(self.body)


async def call(
    app: Litestar,
    method: str,
    path: str,
    client: str = "203.0.113.9",
    body: object = None,
    query: str = "",
    headers: dict[str, str] | None = None,
    into: Answer | None = None,
) -> Answer:
    """One request from the address `client`, with `body` as JSON (an empty object for a write without one),
    the query string `query` and `headers` besides the host and content type. The answer is filled in as the
    application sends it: a test may read `into` while a stream is still open."""
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": query.encode(),
        "headers": [
            (b"host", b"localhost"),
            (b"content-type", b"application/json"),
            *((name.lower().encode(), value.encode()) for name, value in (headers or {}).items()),
        ],
        "client": (client, 40000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    content = msgspec.json.encode(body) if body is not None else (b"{}" if method != "GET" else b"")
    sent = False
    answered = asyncio.Event()

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:  # the client stays until its answer is complete, as a real one does
            await answered.wait()
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": content, "more_body": False}

    answer = into if into is not None else Answer(0, {}, b"")

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            answer.status = message["status"]
            answer.headers = dict(message.get("headers", []))
        elif message["type"] == "http.response.body":
            answer.body += message.get("body", b"")
            if not message.get("more_body", False):
                answered.set()

    await app(scope, receive, send)
    return answer
