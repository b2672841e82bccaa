"""The answer cache keeps answers for their TTL, then forgets them; invalidation drops everything."""

from __future__ import annotations

import time
from typing import Any

import pytest

from adapters.http.edge.cache import AnswerCache, answer_cache_middleware


def test_a_fresh_answer_is_returned() -> None:
    cache = AnswerCache(ttl=60)
    cache.put(("/a",), b"application/json", b"{}")
    assert cache.get(("/a",)) == (b"application/json", b"{}")
    assert cache.get(("/b",)) is None


def test_an_expired_answer_is_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    cache = AnswerCache(ttl=5)
    now = time.monotonic()
    monkeypatch.setattr(time, "monotonic", lambda: now)
    cache.put(("/a",), b"application/json", b"{}")
    monkeypatch.setattr(time, "monotonic", lambda: now + 6)
    assert cache.get(("/a",)) is None


def test_invalidate_drops_every_answer() -> None:
    cache = AnswerCache(ttl=60)
    cache.put(("/a",), b"t", b"1")
    cache.put(("/b",), b"t", b"2")
    cache.invalidate()
    assert cache.get(("/a",)) is None
    assert cache.get(("/b",)) is None


def test_a_full_cache_starts_over_instead_of_growing() -> None:
    one = AnswerCache.size((0,), b"t", b"x" * 100)
    cache = AnswerCache(ttl=60, max_bytes=one * 8)
    for n in range(9):
        cache.put((n,), b"t", b"x" * 100)
    assert cache.get((8,)) is not None
    assert sum(cache.get((n,)) is not None for n in range(9)) == 1
    assert cache.bytes <= cache.max_bytes


def test_an_answer_larger_than_an_eighth_of_the_cache_is_not_kept() -> None:
    cache = AnswerCache(ttl=60, max_bytes=8_000)
    cache.put(("/big",), b"t", b"x" * 2_000)
    assert cache.get(("/big",)) is None
    assert cache.bytes == 0


def test_replacing_an_entry_does_not_count_it_twice() -> None:
    cache = AnswerCache(ttl=60)
    cache.put(("/a",), b"t", b"x" * 100)
    once = cache.bytes
    cache.put(("/a",), b"t", b"x" * 100)
    assert cache.bytes == once


async def _answer(calls: list[tuple[str, bytes]]) -> Any:
    async def app(scope, receive, send) -> None:  # type: ignore[no-untyped-def]
        calls.append((scope["path"], scope.get("query_string", b"")))
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"application/json")],
            }
        )
        await send({"type": "http.response.body", "body": b"{}"})

    return app


async def _ignore(message: Any) -> None:
    return None


def _get(path: str, query: bytes = b"", headers: list[tuple[bytes, bytes]] | None = None) -> dict[str, Any]:
    return {"type": "http", "method": "GET", "path": path, "query_string": query, "headers": headers or []}


async def test_the_middleware_caches_only_matching_paths() -> None:
    calls: list[tuple[str, bytes]] = []
    cached = answer_cache_middleware(
        await _answer(calls), AnswerCache(ttl=60), {"/a": frozenset()}, {r"/c/\d+": frozenset()}
    )
    for path in ["/a", "/a", "/c/12", "/c/12", "/c/items/12", "/c/items/12"]:
        await cached(_get(path), None, _ignore)
    assert [path for path, _ in calls] == ["/a", "/c/12", "/c/items/12", "/c/items/12"]


async def test_unknown_repeated_or_long_parameters_go_past_the_cache() -> None:
    calls: list[tuple[str, bytes]] = []
    cache = AnswerCache(ttl=60)
    cached = answer_cache_middleware(await _answer(calls), cache, {"/a": frozenset({"offset"})})
    for query in [b"n=1", b"offset=1&offset=2", b"offset=" + b"9" * 300, b"offset=1&p=x"]:
        await cached(_get("/a", query), None, _ignore)
        await cached(_get("/a", query), None, _ignore)
    assert len(calls) == 8
    assert cache.bytes == 0


async def test_equal_context_headers_share_one_entry() -> None:
    calls: list[tuple[str, bytes]] = []
    cached = answer_cache_middleware(await _answer(calls), AnswerCache(ttl=60), {"/a": frozenset()})
    for zone, language in [(b"[1,2]", b"fr"), (b"[1, 2]", b"fr-FR"), (b" [1,2] ", b"FR")]:
        await cached(_get("/a", headers=[(b"zoneid", zone), (b"x-localization", language)]), None, _ignore)
    assert len(calls) == 1


async def test_thousands_of_distinct_junk_queries_stay_under_the_bound() -> None:
    calls: list[tuple[str, bytes]] = []
    cache = AnswerCache(ttl=60, max_bytes=64 * 1024)
    cached = answer_cache_middleware(await _answer(calls), cache, {"/a": frozenset({"offset", "limit"})})
    for n in range(5_000):
        junk = f"offset={n}&limit={'x' * (n % 200)}".encode()
        await cached(_get("/a", junk, [(b"zoneid", f"[{n % 50 + 1}]".encode())]), None, _ignore)
        await cached(_get("/a", f"n={n}&p={'y' * 200}".encode()), None, _ignore)
        assert cache.bytes <= cache.max_bytes
    assert len(calls) == 10_000
