"""An in-process cache of whole answers for data SPEC.md lets us cache (config, modules, zones, categories).

It sits in front of dependency injection and routing, so a hit costs little more than a dict lookup: that
is what keeps the cacheable endpoints near the framework's own ceiling. The key is the path, the query and
the context headers that change an answer (language, zone, module). Entries expire after a TTL and all of
them drop at once when the catalogue or the settings change (`invalidate`). Several server processes each
keep their own copy; the TTL bounds how stale one can be.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable, Collection
from typing import Any

# Plain dicts: this code runs before Litestar builds its typed scope.
Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_VARY = (b"x-localization", b"zoneid", b"moduleid")


class AnswerCache:
    """Encoded 200 answers by key, each for `ttl` seconds."""

    def __init__(self, ttl: float, max_entries: int = 20_000) -> None:
        self.ttl = ttl
        self.max_entries = max_entries
        self._entries: dict[tuple[Any, ...], tuple[float, bytes, bytes]] = {}

    def get(self, key: tuple[Any, ...]) -> tuple[bytes, bytes] | None:
        """(content type, body) for `key` when fresh."""
        hit = self._entries.get(key)
        if hit is None or hit[0] <= time.monotonic():
            return None
        return hit[1], hit[2]

    def put(self, key: tuple[Any, ...], content_type: bytes, body: bytes) -> None:
        """Keep an answer; a full cache starts over rather than tracking recency."""
        if len(self._entries) >= self.max_entries:
            self._entries.clear()
        self._entries[key] = (time.monotonic() + self.ttl, content_type, body)

    def invalidate(self) -> None:
        """Forget every entry (the catalogue or the settings changed)."""
        self._entries.clear()


def answer_cache_middleware(
    app: ASGIApp, cache: AnswerCache, paths: Collection[str], patterns: Collection[str] = ()
) -> ASGIApp:
    """Serve GETs of `paths` (exact) and of paths matching `patterns` (regular expressions) from `cache`."""
    exact = frozenset(paths)
    pattern = re.compile("|".join(f"(?:{p})" for p in patterns)) if patterns else None

    def cacheable(path: str) -> bool:
        return path in exact or (pattern is not None and pattern.fullmatch(path) is not None)

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or not cacheable(scope.get("path", "")):
            await app(scope, receive, send)
            return
        path = scope["path"]
        headers = dict(scope["headers"])
        if b"authorization" in headers:  # personal answers are never shared
            await app(scope, receive, send)
            return
        key = (path, scope.get("query_string", b""), *(headers.get(h) for h in _VARY))
        hit = cache.get(key)
        if hit is not None:
            content_type, body = hit
            await send(
                {
                    "type": "http.response.start",
                    "status": 200,
                    "headers": [
                        (b"content-type", content_type),
                        (b"content-length", str(len(body)).encode()),
                        (b"x-cache", b"hit"),
                    ],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        await app(scope, receive, _filling(send, cache, key))

    return middleware


def _filling(send: Send, cache: AnswerCache, key: tuple[Any, ...]) -> Send:
    state: dict[str, Any] = {"status": 0, "content_type": b"application/json", "chunks": []}

    async def capture(message: Message) -> None:
        if message["type"] == "http.response.start":
            state["status"] = message["status"]
            for name, value in message.get("headers", []):
                if name.lower() == b"content-type":
                    state["content_type"] = value
        elif message["type"] == "http.response.body" and state["status"] == 200:
            state["chunks"].append(message.get("body", b""))
            if not message.get("more_body", False):
                cache.put(key, state["content_type"], b"".join(state["chunks"]))
        await send(message)

    return capture
