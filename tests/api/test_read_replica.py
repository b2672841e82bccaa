"""A read replica (DATABASE_READ_URL) answers what every shopper shares, while writes and a customer's own
data stay on the primary; PgBouncer in transaction mode (DATABASE_POOLER=transaction) carries every kind of
request. On a real streaming replica made by pg_basebackup -R, and a real PgBouncer."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy.engine import make_url

from adapters.db.migrate import upgrade
from adapters.demo.seed import seed_demo_sync
from adapters.settings import Settings
from tests.api.account_holder import AccountHolder
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.postgres_servers import Cluster
from tests.waiting import until

HEADERS = {"zoneId": "[1]", "moduleId": "1", "X-localization": "en"}


async def _sql(url: str, statement: str) -> list[asyncpg.Record]:
    connection = await asyncpg.connect(make_url(url).set(drivername="postgresql").render_as_string(False))
    try:
        return list(await connection.fetch(statement))
    finally:
        await connection.close()


async def _caught_up(primary: Cluster, replica: Cluster) -> bool:
    lsn = (await _sql(primary.url(), "SELECT pg_current_wal_lsn()::text"))[0][0]
    replayed = (await _sql(replica.url(), "SELECT pg_last_wal_replay_lsn()::text"))[0][0]
    return bool((await _sql(replica.url(), f"SELECT pg_wal_lsn_diff('{replayed}', '{lsn}') >= 0"))[0][0])


async def test_the_catalogue_is_read_from_the_replica_and_own_data_from_the_primary(
    replicated_postgres: tuple[Cluster, Cluster], tmp_path: Path
) -> None:
    primary, replica = replicated_postgres
    await _sql(primary.url(), "CREATE DATABASE shop")
    settings = make_settings(
        primary.url("shop"),
        tmp_path / "media",
        database_read_url=replica.url("shop"),
        catalogue_cache_seconds=0,  # every read reaches the database
        read_lanes=False,
    )
    await asyncio.to_thread(upgrade, settings.database_url)
    await asyncio.to_thread(seed_demo_sync, settings)
    await until(lambda: _caught_up(primary, replica), timeout=30)
    async with served(application(settings)) as app, client_at(app) as client:
        categories = (await client.get("/api/v1/categories", headers=HEADERS)).json()["categories"]
        first = categories[0]
        await _sql(replica.url("shop"), "SELECT pg_wal_replay_pause()")
        try:
            await _sql(
                primary.url("shop"), f"UPDATE categories SET name = 'Renamed' WHERE id = {first['id']}"
            )
            ada = await AccountHolder.sign_up(client)  # written on the primary
            assert (await ada.info()).status_code == 200, "a customer's own data is read where it was written"
            again = (await client.get("/api/v1/categories", headers=HEADERS)).json()["categories"]
            assert again[0]["name"] == first["name"], "the catalogue came from the paused replica"
        finally:
            await _sql(replica.url("shop"), "SELECT pg_wal_replay_resume()")

        async def renamed() -> bool:
            found = (await client.get("/api/v1/categories", headers=HEADERS)).json()["categories"]
            return bool(found[0]["name"] == "Renamed")

        await until(renamed, timeout=30)


async def test_every_kind_of_request_passes_through_pgbouncer_in_transaction_mode(
    settings: Settings, pgbouncer: int, tmp_path: Path
) -> None:
    if not settings.database_url.startswith("postgresql"):
        pytest.skip("PgBouncer stands in front of PostgreSQL")
    bounced = make_url(settings.database_url).set(host="127.0.0.1", port=pgbouncer).render_as_string(False)
    through = make_settings(
        bounced, settings.media_dir, database_pooler="transaction", catalogue_cache_seconds=0
    )
    async with served(application(through)) as app, client_at(app) as client:

        async def shop() -> None:
            for path in ("/api/v1/config", "/api/v1/module", "/api/v1/categories", "/api/v1/zone/list"):
                answer = await client.get(path, headers=HEADERS)
                assert answer.status_code == 200, (path, answer.text)
            ada = await AccountHolder.sign_up(client)  # ORM writes and reads
            assert (await ada.info()).status_code == 200
            guest = (await client.post("/api/v1/auth/guest/request")).json()["guest_id"]
            cart = await client.get("/api/v1/customer/cart/list", params={"guest_id": guest}, headers=HEADERS)
            assert cart.status_code == 200, cart.text  # the bare driver's statements

        # Shoppers at once, on more client connections than PgBouncer's two server connections: a statement
        # prepared by name on one server connection is then missing, or taken, on another.
        await asyncio.gather(*(shop() for _ in range(8)))
