"""An in-process cache of whole answers for data SPEC.md lets us cache (config, modules, zones, categories).

It sits in front of dependency injection and routing, so a hit costs little more than a dict lookup: that
is what keeps the cacheable endpoints near the framework's own ceiling. Entries expire after a TTL and all of
them drop at once when the catalogue or the settings change (`invalidate`). Several server processes each
keep their own copy; the TTL bounds how stale one can be.

Nothing a client sends can make it grow without bound: the key holds only what the route reads (its known
query parameters and the normalised context headers: zones, module, language); a request with any other
parameter, a repeated one, or an oversized query is answered without the cache; and the entries together
stay under `max_bytes` (a full cache starts over).
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl

from adapters.http.context import parse_context, raw_context
from adapters.http.edge.asgi import ASGIApp, Message, Receive, Scope, Send
from core.errors import DomainError

Key = tuple[Any, ...]

MAX_BYTES = 32 * 1024 * 1024  # every cached answer with its key; docs/limits.md
MAX_QUERY_BYTES = 256  # a longer query string is not a page of a shared list: not cached
MAX_HEADER_BYTES = 512  # context headers longer than this are answered (422) without the cache
_ENTRY_OVERHEAD = 200  # bytes of dict slot, tuples and floats around each entry


class AnswerCache:
    """Encoded 200 answers by key, each for `ttl` seconds, `max_bytes` in all."""

    def __init__(self, ttl: float, max_bytes: int = MAX_BYTES) -> None:
        self.ttl = ttl
        self.max_bytes = max_bytes
        self.bytes = 0
        self._entries: dict[Key, tuple[float, bytes, bytes]] = {}

    def get(self, key: Key) -> tuple[bytes, bytes] | None:
        """(content type, body) for `key` when fresh."""
        hit = self._entries.get(key)
        if hit is None or hit[0] <= time.monotonic():
            return None
        return hit[1], hit[2]

    @staticmethod
    def size(key: Key, content_type: bytes, body: bytes) -> int:
        """What one entry costs, counted generously."""
        return _ENTRY_OVERHEAD + len(content_type) + len(body) + sum(len(repr(part)) for part in key)

    def put(self, key: Key, content_type: bytes, body: bytes) -> None:
        """Keep an answer; a cache that would pass `max_bytes` starts over rather than tracking recency."""
        size = self.size(key, content_type, body)
        if size > self.max_bytes // 8:  # one answer never takes over the cache
            return
        old = self._entries.pop(key, None)
        if old is not None:
            self.bytes -= self.size(key, old[1], old[2])
        if self.bytes + size > self.max_bytes:
            self.invalidate()
        self._entries[key] = (time.monotonic() + self.ttl, content_type, body)
        self.bytes += size

    def invalidate(self) -> None:
        """Forget every entry (the catalogue or the settings changed)."""
        self._entries.clear()
        self.bytes = 0


def _query(raw: bytes, known: frozenset[str]) -> tuple[tuple[str, str], ...] | None:
    """The query's known parameters, sorted; None when it names another, repeats one, or is too long."""
    if not raw:
        return ()
    if len(raw) > MAX_QUERY_BYTES:
        return None
    pairs = parse_qsl(raw.decode("latin-1"), keep_blank_values=True)
    names = [name for name, _ in pairs]
    if len(set(names)) != len(names) or not set(names) <= known:
        return None
    return tuple(sorted(pairs))


def _shared(headers: list[tuple[bytes, bytes]]) -> tuple[Key | None, bool]:
    """The normalised zones, module and language, or None when a context header is oversized or malformed
    (the route answers why); and whether the request carries credentials (never shared)."""
    raw, authorization = raw_context(headers)
    if any(value is not None and len(value) > MAX_HEADER_BYTES for value in raw):
        return None, authorization is not None
    try:
        zone_ids, module_id, language, _, _ = parse_context(raw)
    except DomainError:
        return None, authorization is not None
    return (zone_ids, module_id, language), authorization is not None


_LITERAL_START = re.compile(r"[^\\.^$*+?{}\[\]|()]*")  # a pattern's text up to its first special character


def answer_cache_middleware(
    app: ASGIApp,
    cache: AnswerCache,
    paths: Mapping[str, frozenset[str]],
    patterns: Mapping[str, frozenset[str]] | None = None,
) -> ASGIApp:
    """Serve GETs of `paths` (exact) and of paths matching `patterns` (regular expressions) from `cache`;
    each maps to the query parameters its route reads."""
    compiled = [(re.compile(p), known) for p, known in (patterns or {}).items()]
    # Most paths are nothing cached: one look at the patterns' literal beginnings rules them out without
    # running a regular expression.
    beginnings = tuple(_LITERAL_START.match(p).group() for p in (patterns or {}))  # type: ignore[union-attr]

    def known_parameters(path: str) -> frozenset[str] | None:
        found = paths.get(path)
        if found is None and path.startswith(beginnings):
            found = next((known for p, known in compiled if p.fullmatch(path)), None)
        return found

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        known = None
        if scope["type"] == "http" and scope["method"] == "GET":
            known = known_parameters(scope.get("path", ""))
        if known is None:
            await app(scope, receive, send)
            return
        query = _query(scope.get("query_string", b""), known)
        context, personal = _shared(scope["headers"])
        # Personal answers are never shared; anything the key cannot hold goes past the cache.
        if personal or query is None or context is None:
            await app(scope, receive, send)
            return
        key = (scope["path"], query, *context)
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


def _filling(send: Send, cache: AnswerCache, key: Key) -> Send:
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
