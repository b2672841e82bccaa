"""/health/live and /health/ready: what a load balancer asks before sending a node traffic, on SQLite and
PostgreSQL: ready on a current schema, 503 with Retry-After naming the part that does not answer."""

from __future__ import annotations

import asyncio
from pathlib import Path

from adapters.db.migrate import downgrade, upgrade
from adapters.settings import Settings
from tests.api.raw_asgi import call
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.waiting import until


def settings_on(accounts: Settings, media: Path, **overrides: object) -> Settings:
    return make_settings(accounts.database_url, media, secret_key=accounts.secret_key, **overrides)


async def test_a_running_node_is_alive_and_ready(accounts_settings: Settings, tmp_path: Path) -> None:
    async with served(application(settings_on(accounts_settings, tmp_path))) as app, client_at(app) as client:
        live = await client.get("/health/live")
        assert (live.status_code, live.json()) == (200, {"status": "alive"})
        assert live.headers["cache-control"] == "no-store"
        ready = await client.get("/health/ready")
        assert ready.status_code == 200
        assert ready.json() == {"database": True, "schema": True, "storage": True}
        documented = (await client.get("/schema/openapi.json")).json()["paths"]
        assert {"/health/live", "/health/ready"} <= set(documented)


async def test_a_node_whose_redis_does_not_answer_is_not_ready(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    settings = settings_on(accounts_settings, tmp_path, redis_url="redis://127.0.0.1:9/0")  # nothing listens
    async with served(application(settings)) as app, client_at(app) as client:
        ready = await client.get("/health/ready")
        assert ready.status_code == 503
        assert ready.headers["retry-after"] == "5"
        assert ready.json() == {"database": True, "schema": True, "storage": True, "redis": False}
        assert (await client.get("/health/live")).status_code == 200  # alive all the same


async def test_a_node_newer_than_its_database_schema_is_not_ready(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    # The last core revision undone: the code needs a schema the database does not have yet.
    await asyncio.to_thread(downgrade, accounts_settings.database_url, "0011")
    try:
        async with (
            served(application(settings_on(accounts_settings, tmp_path))) as app,
            client_at(app) as client,
        ):
            ready = await client.get("/health/ready")
            assert ready.status_code == 503
            assert ready.json() == {"database": True, "schema": False, "storage": True}
            refused = await client.get("/api/v1/config")  # it serves no API either, and says why
            assert (refused.status_code, refused.headers["retry-after"]) == (503, "5")
            assert refused.json() == {
                "errors": [
                    {
                        "code": "schema_behind",
                        "message": "This server needs a newer database schema: run `storefront migrate`.",
                    }
                ]
            }
            await asyncio.to_thread(upgrade, accounts_settings.database_url)

            async def serving() -> bool:  # migrated while it runs: it serves by itself, no restart
                return (await client.get("/api/v1/config")).status_code == 200

            await until(serving)
            assert (await client.get("/health/ready")).status_code == 200
    finally:
        await asyncio.to_thread(upgrade, accounts_settings.database_url)


async def test_health_answers_are_outside_the_rate_limits(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    settings = settings_on(accounts_settings, tmp_path, rate_limit_reads="2/60")
    async with served(application(settings)) as app, client_at(app) as client:
        statuses = [(await client.get("/health/ready")).status_code for _ in range(5)]
        assert statuses == [200] * 5
        assert [(await client.get("/api/v1/config")).status_code for _ in range(3)] == [200, 200, 429]


async def test_health_answers_whatever_host_the_prober_names(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    # HAProxy's `option httpchk` names no host (HTTP/1.0), Kubernetes names the pod's address and port: a
    # probe refused 400 for its Host would keep every node out of rotation. Other paths still check it.
    settings = settings_on(accounts_settings, tmp_path, allowed_hosts=("shop.example.com",))
    async with served(application(settings)) as app:
        for host in ("", "10.1.2.3:8000"):
            for path in ("/health/live", "/health/ready"):
                answer = await call(app, "GET", path, headers={"host": host})
                assert answer.status == 200, (host, path, answer.body)
            refused = await call(app, "GET", "/api/v1/config", headers={"host": host})
            assert refused.status == 400, host
