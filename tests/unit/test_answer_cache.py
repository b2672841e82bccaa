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
