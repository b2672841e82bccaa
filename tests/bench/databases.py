"""The benchmark databases: a fresh SQLite file and a fresh PostgreSQL database, migrated and seeded at scale.

Seeding 100,000 items takes a while, so the seeded SQLite file is kept under var/bench/ and copied for each
run; its name carries a fingerprint of the migrations and the demo generator, so a change to either
seeds anew. Both databases get planner statistics (ANALYZE) after seeding, as a database in service has
them (PostgreSQL's autovacuum gathers them within minutes): without them PostgreSQL planned a page of
popular stores that took 4 ms instead of 0.3 ms. PostgreSQL is vacuumed too, as autovacuum visited a
database in service's bulk loads long ago: a fresh one is visited in its first minute or two, which is when
a benchmark runs, and its 100,000 items scanned during a soak stalled both workers at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
from sqlalchemy.engine import URL, make_url

from adapters.db.migrate import MIGRATIONS, upgrade
from adapters.settings import ROOT, Settings, load_settings

BENCH_DIR = ROOT / "var" / "bench"
MEDIA_DIR = BENCH_DIR / "media"
DEFAULT_POSTGRES = "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres"

# What decides the seeded content: the schema, everything the demo generator reads, and this file.
_SEED_SOURCES = (
    MIGRATIONS,
    ROOT / "adapters" / "demo",
    ROOT / "core" / "demo.py",
    ROOT / "verticals",
    Path(__file__),
)


class Database(msgspec.Struct, frozen=True):
    """A seeded database: `name` is sqlite or postgresql, `url` the application's DATABASE_URL."""

    name: str
    url: str


def fingerprint() -> str:
    """A short hash of the migrations, the demo generator's sources and this file."""
    digest = hashlib.sha256()
    for source in _SEED_SOURCES:
        files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
        for path in files:
            if path.exists() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def seed_settings(url: str) -> Settings:
    """The settings the seed and the servers share: this database, quiet logs, a scratch media folder."""
    return load_settings({}, database_url=url, media_dir=MEDIA_DIR, log_level="WARNING")


def _migrate_and_seed(url: str) -> None:
    from adapters.demo.seed import seed_demo_sync

    started = time.monotonic()
    upgrade(url)
    seed_demo_sync(seed_settings(url), scale=True)
    print(f"  seeded {make_url(url).get_backend_name()} in {time.monotonic() - started:.0f} s", flush=True)


def _seeded_sqlite_file() -> Path:
    cached = BENCH_DIR / f"seeded-{fingerprint()}.db"
    if cached.exists():
        return cached
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    for old in BENCH_DIR.glob("seeded-*"):
        old.unlink()
    building = BENCH_DIR / "seeding.db"
    for leftover in BENCH_DIR.glob("seeding.db*"):
        leftover.unlink()
    _migrate_and_seed(f"sqlite+aiosqlite:///{building}")
    with contextlib.closing(sqlite3.connect(building)) as connection:
        connection.execute("ANALYZE")
        connection.commit()
        # Fold the write-ahead log into the file, so one copy of it is the whole database.
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.execute("PRAGMA journal_mode=DELETE")
    building.rename(cached)
    return cached


@contextlib.contextmanager
def sqlite_database(workdir: Path) -> Iterator[Database]:
    """A fresh copy of the seeded SQLite file in `workdir`, removed afterwards."""
    source = _seeded_sqlite_file()
    target = workdir / "storefront.db"
    shutil.copyfile(source, target)
    try:
        yield Database("sqlite", f"sqlite+aiosqlite:///{target}")
    finally:
        for path in workdir.glob("storefront.db*"):
            path.unlink()


def _driver_dsn(url: URL) -> str:
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


async def _execute(url: URL, statement: str) -> list[Any]:
    import asyncpg

    connection = await asyncpg.connect(_driver_dsn(url), timeout=5)
    try:
        return list(await connection.fetch(statement))
    finally:
        await connection.close()


def _admin(url: URL, statement: str) -> None:
    asyncio.run(_execute(url, statement))


def backend_pids(database: Database) -> list[int]:
    """Process ids of the PostgreSQL backends connected to `database` (none for SQLite)."""
    if database.name != "postgresql":
        return []
    rows = asyncio.run(
        _execute(
            make_url(database.url),
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
    )
    return [int(row[0]) for row in rows]


def postgres_admin_url() -> URL | None:
    """The admin URL from BENCH_POSTGRES_URL (or the local default), or None when nobody answers there."""
    admin = make_url(os.environ.get("BENCH_POSTGRES_URL") or DEFAULT_POSTGRES)
    try:
        _admin(admin, "SELECT 1")
    except Exception as exc:  # whatever stops us reaching it (refused, no such role ...) means: skip
        print(f"PostgreSQL skipped: cannot reach {admin.render_as_string()} ({exc})", flush=True)
        return None
    return admin


@contextlib.contextmanager
def postgres_database(admin: URL) -> Iterator[Database]:
    """A fresh PostgreSQL database, migrated and seeded, dropped afterwards."""
    name = f"storefront_bench_{os.getpid()}"
    _admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    _admin(admin, f'CREATE DATABASE "{name}"')
    try:
        url = admin.set(drivername="postgresql+asyncpg", database=name)
        _migrate_and_seed(url.render_as_string(hide_password=False))
        _admin(url, "VACUUM ANALYZE")
        yield Database("postgresql", url.render_as_string(hide_password=False))
    finally:
        _admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
