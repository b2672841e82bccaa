"""Migrations run once: nodes migrating one PostgreSQL database at the same moment (a fleet starting
together) all finish, one after the other, on the code's schema, directly or through PgBouncer in
transaction mode."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest
from alembic.script import ScriptDirectory
from sqlalchemy.engine import make_url

from adapters.db.migrate import alembic_config, upgrade
from tests.conftest import POSTGRES_ADMIN_URL, _postgres_database

ROOT = Path(__file__).resolve().parents[2]


async def _stored_versions(url: str) -> set[str]:
    connection = await asyncpg.connect(make_url(url).set(drivername="postgresql").render_as_string(False))
    try:
        return {row[0] for row in await connection.fetch("SELECT version_num FROM alembic_version")}
    finally:
        await connection.close()


def test_nodes_migrating_together_all_finish_on_the_codes_schema(request: pytest.FixtureRequest) -> None:
    if not POSTGRES_ADMIN_URL:
        pytest.skip("TEST_POSTGRES_URL is not set")
    url = _postgres_database(f"sf_migrate_once_{os.getpid()}", request)
    # Three nodes' `storefront migrate`, started together (processes: Alembic's context is one per process).
    env = {**os.environ, "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
    nodes = [
        subprocess.Popen(
            [sys.executable, "-m", "adapters.cli", "migrate"], cwd=ROOT, env=env, stderr=subprocess.PIPE
        )
        for _ in range(3)
    ]
    failed = [node.stderr.read().decode() for node in nodes if node.wait() != 0 and node.stderr]
    assert failed == []
    upgrade(url)  # and once more later: nothing left to do
    heads = set(ScriptDirectory.from_config(alembic_config(url)).get_heads())
    assert asyncio.run(_stored_versions(url)) == heads


def test_nodes_migrating_together_through_pgbouncer_finish_and_leave_no_lock_behind(
    request: pytest.FixtureRequest, pgbouncer: int
) -> None:
    # Behind PgBouncer in transaction mode each transaction may reach another server session: a lock held by
    # the session (taken, then released in a later transaction) would be left on one of them and hold the
    # next migration back for good.
    url = _postgres_database(f"sf_migrate_pooled_{os.getpid()}", request)
    bounced = make_url(url).set(host="127.0.0.1", port=pgbouncer).render_as_string(False)
    env = {**os.environ, "DATABASE_URL": bounced, "DATABASE_POOLER": "transaction", "LOG_LEVEL": "WARNING"}
    nodes = [
        subprocess.Popen(
            [sys.executable, "-m", "adapters.cli", "migrate"], cwd=ROOT, env=env, stderr=subprocess.PIPE
        )
        for _ in range(3)
    ]
    failed = [node.stderr.read().decode() for node in nodes if node.wait() != 0 and node.stderr]
    assert failed == []
    assert asyncio.run(_advisory_locks(url)) == 0
    upgrade(bounced, pooler="transaction")  # and once more later: nothing left to do, nothing waited for
    heads = set(ScriptDirectory.from_config(alembic_config(url)).get_heads())
    assert asyncio.run(_stored_versions(url)) == heads


async def _advisory_locks(url: str) -> int:
    connection = await asyncpg.connect(make_url(url).set(drivername="postgresql").render_as_string(False))
    try:
        # This database's only: the tests running beside this one on other databases of the same server take
        # advisory locks of their own (a cart's writes), and counting those failed this test now and then.
        return int(
            await connection.fetchval(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"
                " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            )
        )
    finally:
        await connection.close()
