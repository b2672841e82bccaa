"""What the write ceilings share: a bare ASGI application (no framework) around a writer opened at start-up,
the request body read whole, a JSON answer, and the storefront's PostgreSQL pool opened on the raw driver."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy.engine import URL

from adapters.db.postgres import keep_session
from adapters.settings import Settings

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
JSON = [(b"content-type", b"application/json")]


class Writer(Protocol):
    async def close(self) -> None: ...


W = TypeVar("W", bound=Writer)
# Answers one request: (the writer, its path, its body) to (status, JSON body); None: not this route.
Handler = Callable[[W, str, bytes], Awaitable[tuple[int, bytes] | None]]


async def read_body(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


async def answer(send: Send, status: int, body: bytes) -> None:
    headers = [*JSON, (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def postgres_pool(url: URL, settings: Settings, name: str) -> Any:
    """An asyncpg pool as the storefront opens its own (its size, no JIT, the session kept on release)."""
    import asyncpg

    return await asyncpg.create_pool(
        url.set(drivername="postgresql").render_as_string(hide_password=False),
        min_size=1,
        max_size=settings.db_pool_size,
        server_settings={"jit": "off", "application_name": name},
        reset=keep_session,
    )


class Ceiling(Generic[W]):
    """The ASGI application: opens the writer at start-up, answers `GET /ready` (and the storefront's
    readiness path the bench waits on), and hands every POST to `handle`."""

    READY = ("/ready", "/api/v1/module")

    def __init__(self, open_writer: Callable[[], Awaitable[W]], handle: Handler[W]) -> None:
        self._open = open_writer
        self._handle = handle
        self.writer: W | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        if self.writer is None:  # servers that skip the lifespan protocol
            self.writer = await self._open()
        if scope["path"] in self.READY:
            await answer(send, 200, b"{}")
            return
        found = None
        if scope["method"] == "POST":
            found = await self._handle(self.writer, scope["path"], await read_body(receive))
        await answer(send, *(found or (404, b"{}")))

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                self.writer = self.writer or await self._open()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.writer is not None:
                    await self.writer.close()
                await send({"type": "lifespan.shutdown.complete"})
                return
