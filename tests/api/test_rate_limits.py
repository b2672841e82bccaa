"""Rate limits: a budget per client and purpose, 429 with Retry-After, shared across processes via Redis."""

from __future__ import annotations

import http.client
import os
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.settings import Settings
from tests.bench.servers import NO_SHEDDING_ENV, granian
from tests.conftest import make_settings

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")


def limited(settings: Settings, **limits: str) -> Settings:
    return make_settings(settings.database_url, settings.media_dir, **limits)


def assert_too_many(answer: Any, window: int = 60) -> None:
    assert answer.status_code == 429
    assert 1 <= int(answer.headers["retry-after"]) <= window
    assert answer.headers["cache-control"] == "no-store"
    assert int(answer.headers["content-length"]) == len(answer.content)  # not sent in chunks
    assert answer.json()["errors"][0]["code"] == "too_many_requests"


async def test_reads_past_the_budget_answer_429_and_writes_keep_theirs(settings: Settings) -> None:
    app = create_app(limited(settings, rate_limit_reads="5/60", rate_limit_writes="100/60"))
    async with AsyncTestClient(app=app) as client:
        answers = [await client.get("/api/v1/config") for _ in range(7)]
        assert [a.status_code for a in answers[:5]] == [200] * 5
        assert_too_many(answers[5])
        assert_too_many(answers[6])
        issued = await client.post("/api/v1/auth/guest/request")
        assert issued.status_code == 200  # guest ids have their own budget


async def test_guest_ids_have_a_budget_of_their_own(settings: Settings) -> None:
    app = create_app(limited(settings, rate_limit_guests="2/3600"))
    async with AsyncTestClient(app=app) as client:
        answers = [await client.post("/api/v1/auth/guest/request") for _ in range(3)]
        assert [a.status_code for a in answers[:2]] == [200, 200]
        assert_too_many(answers[2], window=3600)
        assert (await client.get("/api/v1/config")).status_code == 200


async def test_pages_and_media_are_not_counted(settings: Settings) -> None:
    app = create_app(limited(settings, rate_limit_reads="1/60"))
    async with AsyncTestClient(app=app) as client:
        for _ in range(3):
            assert (await client.get("/media/nothing.png")).status_code == 404


def _status(port: int, path: str) -> int:
    # A new connection each time, so Granian hands requests to both workers.
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers={"Host": "127.0.0.1"})
        return connection.getresponse().status
    finally:
        connection.close()


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL is not set (.ci/run starts a Redis server)")
def test_two_worker_processes_share_one_budget_through_redis(empty_database: str, tmp_path: Any) -> None:
    # One run, not one per database engine: runs in parallel would share the client's Redis budget.
    import redis

    client = redis.Redis.from_url(REDIS_URL)
    for key in client.scan_iter("storefront:limit:reads:127.0.0.1:*"):
        client.delete(key)
    env = {
        "DATABASE_URL": empty_database,
        "MEDIA_DIR": str(tmp_path / "media"),
        "REDIS_URL": REDIS_URL,
        "RATE_LIMIT_READS": "40/86400",
        "LOG_LEVEL": "WARNING",
        **NO_SHEDDING_ENV,
    }
    with granian("adapters.asgi:app", env, 2, "/api/v1/config", tmp_path / "granian.log") as (_, port):
        statuses = [_status(port, "/api/v1/config") for _ in range(60)]
    # Each worker alone would have allowed all 60 (40 each); together they allowed 40, the readiness
    # probe's request included, and refused every request after.
    allowed = statuses.count(200)
    assert 36 <= allowed <= 39
    assert statuses == [200] * allowed + [429] * (60 - allowed)
