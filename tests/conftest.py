"""Shared fixtures: a migrated, demo-seeded database per engine and per xdist worker, and an HTTP client.

API tests run on SQLite always and on PostgreSQL when TEST_POSTGRES_URL names a server database the tests
may create databases from (`.ci/run` starts one). Settings are built before the app is imported.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.engine import make_url

from adapters.db.migrate import upgrade
from adapters.settings import Settings, load_settings

POSTGRES_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL", "")
ENGINES = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def _worker() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


async def _recreate_postgres_database(name: str) -> str:
    import asyncpg

    admin = make_url(POSTGRES_ADMIN_URL)
    conn = await asyncpg.connect(admin.set(drivername="postgresql").render_as_string(hide_password=False))
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return admin.set(database=name).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def media_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Demo pictures, generated once per worker."""
    return tmp_path_factory.mktemp("media")


def _database_url(engine: str, tmp_path_factory: pytest.TempPathFactory, label: str) -> str:
    if engine == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path_factory.mktemp(label) / 'test.db'}"
    if not POSTGRES_ADMIN_URL:
        pytest.skip("TEST_POSTGRES_URL is not set")
    return asyncio.run(_recreate_postgres_database(f"sf_{label}_{_worker()}"))


def make_settings(database_url: str, media_dir: Path, **overrides: object) -> Settings:
    """Test settings: quiet logs, the given database and media folder."""
    return load_settings({}, database_url=database_url, media_dir=media_dir, log_level="WARNING", **overrides)


@pytest.fixture(scope="session", params=ENGINES)
def seeded_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, media_dir: Path
) -> str:
    """A migrated database holding the demo marketplace (read-only for tests that use it)."""
    from adapters.demo.seed import seed_demo_sync

    url = _database_url(request.param, tmp_path_factory, "demo")
    upgrade(url)
    seed_demo_sync(make_settings(url, media_dir))
    return url


@pytest.fixture(scope="session")
def settings(seeded_database: str, media_dir: Path) -> Settings:
    """Settings for the seeded demo database."""
    return make_settings(seeded_database, media_dir)


@pytest.fixture
async def client(settings: Settings) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client talking to the whole application on the seeded database."""
    from adapters.http.app import create_app

    async with AsyncTestClient(app=create_app(settings)) as c:
        yield c


@pytest.fixture
def empty_database(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A freshly migrated, empty database on SQLite (for tests that write)."""
    url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('empty') / 'test.db'}"
    upgrade(url)
    return url
