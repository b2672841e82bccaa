"""The application served on the test's own event loop, asked from client addresses the test chooses:
through an HTTP client (`client_at`), or as raw ASGI calls (`call`) whose path reaches the application
exactly as a server hands it over (an HTTP client tidies some spellings up before sending).

(Litestar's test client runs the application on an event loop of its own, in another thread: a request
made beside it on the test's loop would share the database pool across two loops.)"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import msgspec
from litestar import Litestar


@asynccontextmanager
async def served(app: Litestar) -> AsyncIterator[Litestar]:
    """`app` started (its lifespan run) on this event loop, and stopped afterwards."""
    async with app.lifespan():
        yield app


def client_at(app: Litestar, address: str) -> httpx.AsyncClient:
    """An HTTP client whose requests reach `app` from the network address `address`."""
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url="http://localhost")


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
) -> Answer:
    """One request from the address `client`, with `body` as JSON (an empty object for a write without one)."""
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

    answer = Answer(0, {}, b"")

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
