"""Shared fixtures: a migrated, demo-seeded database per engine and per xdist worker, and an HTTP client.

API tests run on SQLite always and on PostgreSQL when TEST_POSTGRES_URL names a server database the tests
may create databases from (`.ci/run` starts one). Settings are built before the app is imported.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import shutil
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.engine import make_url

from adapters.db.migrate import upgrade
from adapters.settings import Settings, load_settings
from tests.bench.servers import NO_SHEDDING_ENV

pytest_plugins = ["tests.redis_process", "tests.seaweedfs_process", "tests.postgres_servers"]

POSTGRES_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL", "")
# The test client's own request lines would put guest ids (cart query strings) in the run's logs.
logging.getLogger("httpx").setLevel(logging.WARNING)
ENGINES = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


DAY = 86_400  # every limit the tests set has a window that divides a day


@pytest.fixture(autouse=True)
def fresh_limit_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's rate limits start at the beginning of windows of their own.

    Limits count in fixed windows cut from the epoch, and a count starts over where its window ends: a
    test that crossed that moment would see a spent budget come back (a guesser refused at one request
    and let in at the next). The limits' clock runs on at its real pace from the start of a day chosen
    at random, so no test lasts into a second window and no two tests share Redis counters."""
    from adapters import limits

    offset = (time.time() // DAY + 1 + secrets.randbelow(1_000_000)) * DAY - time.time()
    monkeypatch.setattr(limits, "wall_clock", lambda: time.time() + offset)


def _worker() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


async def _admin(*statements: str) -> None:
    import asyncpg

    admin = make_url(POSTGRES_ADMIN_URL).set(drivername="postgresql")
    conn = await asyncpg.connect(admin.render_as_string(hide_password=False))
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


def _postgres_database(name: str, request: pytest.FixtureRequest) -> str:
    """A new database on the test server, dropped when the session ends."""
    asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', f'CREATE DATABASE "{name}"'))
    request.addfinalizer(lambda: asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')))
    return make_url(POSTGRES_ADMIN_URL).set(database=name).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def media_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Demo pictures, generated once per worker."""
    return tmp_path_factory.mktemp("media")


def database_url_for(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, label: str
) -> str:
    """A new database for the engine named by `request.param` ("sqlite" or "postgres")."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path_factory.mktemp(label) / 'test.db'}"
    if not POSTGRES_ADMIN_URL:
        pytest.skip("TEST_POSTGRES_URL is not set")
    # The process id keeps concurrent test runs on one server apart.
    return _postgres_database(f"sf_{label}_{_worker()}_{os.getpid()}", request)


# Tests send hundreds of requests from one client: rate limits are out of their way unless a test sets them.
LIMITED_PURPOSES = ("reads", "writes", "guests", "uploads", "login", "sign_up", "otp_send", "otp_verify")
UNLIMITED = {
    f"rate_limit_{purpose}{per}": "1000000000/1"
    for purpose in LIMITED_PURPOSES
    for per in ("", "_account")
    if (purpose, per)
    not in {("reads", "_account"), ("writes", "_account"), ("guests", "_account"), ("uploads", "_account")}
}


# The patient load shedder of the test suites (tests/bench/servers.py says why), as settings, unless a test
# sets them.
NO_SHEDDING = {name.lower(): int(value) for name, value in NO_SHEDDING_ENV.items()}


# A deployment on PostgreSQL refuses to start without a configured secret (adapters/identity/secret.py).
TEST_SECRET = "tests-secret-of-at-least-thirty-two-characters"


def make_settings(database_url: str, media_dir: Path, **overrides: object) -> Settings:
    """Test settings: quiet logs, the given database and media folder, a signing secret, no rate limits and
    no load shedding unless overridden."""
    values: dict[str, object] = {"secret_key": TEST_SECRET, **UNLIMITED, **NO_SHEDDING, **overrides}
    return load_settings({}, database_url=database_url, media_dir=media_dir, log_level="WARNING", **values)


@pytest.fixture(scope="session", params=ENGINES)
def seeded_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, media_dir: Path
) -> str:
    """A migrated database holding the demo marketplace (read-only for tests that use it)."""
    from adapters.demo.seed import seed_demo_sync

    url = database_url_for(request, tmp_path_factory, "demo")
    upgrade(url)
    seed_demo_sync(make_settings(url, media_dir))
    return url


def built_database(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    label: str,
    build: Callable[[str], Awaitable[dict[str, Any]]],
) -> tuple[str, dict[str, Any]]:
    """A migrated database of `label` on the engine the test asks for, filled by `build`, and the ids
    `build` names its rows by."""
    url = database_url_for(request, tmp_path_factory, label)
    upgrade(url)
    return url, asyncio.run(build(url))


def app_container(settings: Settings) -> AsyncContainer:
    """The application's container for `settings`, as the server builds it."""
    from adapters.container import make_container
    from core.verticals import load_registry

    return make_container(settings, load_registry(settings.verticals))


@asynccontextmanager
async def app_client(
    settings: Settings, container: AsyncContainer | None = None
) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client on the whole application for `settings` (on `container` when given)."""
    from adapters.http.app import create_app

    async with AsyncTestClient(app=create_app(settings, container=container)) as c:
        yield c


@pytest.fixture(scope="session")
def settings(seeded_database: str, media_dir: Path) -> Settings:
    """Settings for the seeded demo database."""
    return make_settings(seeded_database, media_dir)


@pytest.fixture
def container(settings: Settings) -> AsyncContainer:
    """The application's container on the seeded database (the `client` fixture's app uses this one)."""
    return app_container(settings)


@pytest.fixture
async def client(settings: Settings, container: AsyncContainer) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """An HTTP client talking to the whole application on the seeded database."""
    async with app_client(settings, container) as c:
        yield c


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty SQLite database migrated once per worker, copied by `empty_database`."""
    path = tmp_path_factory.mktemp("template") / "template.db"
    upgrade(f"sqlite+aiosqlite:///{path}")
    return path


@pytest.fixture
def empty_database(migrated_template: Path, tmp_path: Path) -> str:
    """A freshly migrated, empty SQLite database of this test's own (for tests that write)."""
    path = tmp_path / "empty.db"
    shutil.copyfile(migrated_template, path)
    return f"sqlite+aiosqlite:///{path}"
