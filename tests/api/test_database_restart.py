"""PostgreSQL dropping every connection of a node (a restart, a failover, an operator's terminate): every
request answers its answer or 503 with Retry-After, never 500, and the node recovers by itself."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.engine import make_url

from adapters.settings import Settings
from tests.api.account_holder import AccountHolder
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.waiting import until

READS = ["/api/v1/config", "/api/v1/module", "/api/v1/categories", "/api/v1/zone/list"]


async def _drop_connections(database_url: str) -> int:
    """Terminate every other connection to the node's database, as a restart does; how many were."""
    url = make_url(database_url)
    admin = await asyncpg.connect(
        user=url.username, password=url.password, host=url.host, port=url.port, database=url.database
    )
    try:
        rows = await admin.fetch(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await admin.close()
    return len(rows)


async def test_a_node_answers_503_never_500_when_postgresql_drops_its_connections(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    if not accounts_settings.database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only: SQLite has no connections to drop")
    settings = make_settings(
        accounts_settings.database_url, tmp_path, secret_key=accounts_settings.secret_key
    )
    async with served(application(settings)) as app, client_at(app) as client:
        ada = await AccountHolder.sign_up(client)
        headers = {"zoneId": "[1]", "moduleId": "1"}
        for path in READS:
            await client.get(path, headers=headers)  # every pool holds connections now
        assert (await ada.info()).status_code == 200
        assert await _drop_connections(settings.database_url) > 0
        answers = await asyncio.gather(
            *(client.get(path, headers=headers) for path in READS * 3),
            *(ada.info() for _ in range(4)),
            *(client.post("/api/v1/auth/guest/request") for _ in range(4)),
        )
        assert {a.status_code for a in answers} <= {200, 503}, [(a.status_code, a.text) for a in answers]
        assert all(a.headers["retry-after"] for a in answers if a.status_code == 503)

        async def recovered() -> bool:
            return (await ada.info()).status_code == 200 and (
                await client.post("/api/v1/auth/guest/request")
            ).status_code == 200

        assert await until(recovered)


async def _sessions(database_url: str) -> set[int]:
    """The server's sessions of the node's database (their process ids)."""
    url = make_url(database_url)
    admin = await asyncpg.connect(
        user=url.username, password=url.password, host=url.host, port=url.port, database=url.database
    )
    try:
        rows = await admin.fetch(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await admin.close()
    return {row[0] for row in rows}


async def test_connections_the_server_closed_are_replaced_before_a_request_uses_them(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    # PostgreSQL restarted: it told every pooled connection it was closing them. Once they are gone, the node
    # answers at once: no connection it knows is closed is handed to a request (which would answer 503).
    if not accounts_settings.database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only: SQLite has no connections to drop")
    settings = make_settings(
        accounts_settings.database_url, tmp_path, secret_key=accounts_settings.secret_key
    )
    async with served(application(settings)) as app, client_at(app) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.info()).status_code == 200
        assert (await client.post("/api/v1/auth/guest/request")).status_code == 200
        dropped = await _sessions(settings.database_url)
        assert await _drop_connections(settings.database_url) > 0

        async def ended() -> bool:
            return not dropped & await _sessions(settings.database_url)

        await until(ended)
        answers = [await ada.info(), await client.post("/api/v1/auth/guest/request"), await ada.info()]
        assert [a.status_code for a in answers] == [200, 200, 200], [a.text for a in answers]
