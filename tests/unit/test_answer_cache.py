"""The answer cache keeps answers for their TTL, then forgets them; invalidation drops everything."""

from __future__ import annotations

import time

import pytest

from adapters.http.cache import AnswerCache


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
    cache = AnswerCache(ttl=60, max_entries=3)
    for n in range(4):
        cache.put((n,), b"t", b"x")
    assert cache.get((3,)) is not None
    assert sum(cache.get((n,)) is not None for n in range(4)) == 1


async def test_the_middleware_caches_only_matching_paths() -> None:
    from adapters.http.cache import answer_cache_middleware

    calls: list[str] = []

    async def app(scope, receive, send) -> None:  # type: ignore[no-untyped-def]
        calls.append(scope["path"])
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"application/json")],
            }
        )
        await send({"type": "http.response.body", "body": b"{}"})

    async def send(message) -> None:  # type: ignore[no-untyped-def]
        return None

    cached = answer_cache_middleware(app, AnswerCache(ttl=60), {"/a"}, [r"/c/\d+"])
    for path in ["/a", "/a", "/c/12", "/c/12", "/c/items/12", "/c/items/12"]:
        await cached({"type": "http", "method": "GET", "path": path, "headers": []}, None, send)
    assert calls == ["/a", "/c/12", "/c/items/12", "/c/items/12"]
