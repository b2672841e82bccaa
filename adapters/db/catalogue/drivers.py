"""The catalogue read model on the bare database drivers: stdlib sqlite3, or an asyncpg pool.

Hot catalogue pages skip SQLAlchemy (DESIGN.md, measurements): the same statements through the ORM's
async layer serve several times fewer requests. Writes and the rest of the domain keep SQLAlchemy.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from sqlalchemy.engine import make_url
from sqlalchemy.exc import TimeoutError as PoolTimeout

from adapters.db.catalogue.reads import Row, SqlCatalogueReads
from adapters.db.catalogue.totals import TOTALS_TTL as TOTALS_TTL  # where benchmarks read it
from adapters.db.statements import Statement, sqlite_value

SCAN_THREADS = 2  # SQLite statements that scan run on these threads, each with its own connection


def connect_reader(path: str) -> sqlite3.Connection:
    """A read-only sqlite3 connection in WAL mode with the 5 s busy timeout (shared with the bench's ceiling)."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False, cached_statements=512)
    connection.execute("PRAGMA busy_timeout = 5000")
    connection.execute("PRAGMA journal_mode = WAL")  # readers never wait for the writer
    connection.execute("PRAGMA query_only = ON")
    return connection


class SqliteCatalogueReads(SqlCatalogueReads):
    """sqlite3 connections opened once per process: one for the event loop, one per scan thread.

    Indexed reads take a fraction of a millisecond, so they run on the event loop: a hop to a thread costs
    more than the read (measured with 32 concurrent readers: a 20-item page took 0.17 ms on the loop and
    0.5 ms of wall time, 0.8 ms of CPU, through a thread). Statements marked `scans` (counts, name
    searches) can take tens of milliseconds on a large catalogue, so they run on threads (sqlite3 releases
    the GIL while SQLite works) and the loop keeps serving. SQLite keeps each connection's compiled statements, so every text
    is prepared once per connection. `check_same_thread=False`: servers may open and close the read model
    on another thread than the one that uses it; no connection is ever used by two threads at once.
    """

    def __init__(self, path: str, module_types: Sequence[str]) -> None:
        super().__init__(module_types)
        self.connection = connect_reader(path)
        self._path = path
        self._local = threading.local()
        self._scan_connections: list[sqlite3.Connection] = []
        self._scanner = ThreadPoolExecutor(SCAN_THREADS, "catalogue-scan", initializer=self._open_scan)

    def _open_scan(self) -> None:
        self._local.connection = connect_reader(self._path)
        self._scan_connections.append(self._local.connection)

    def _scan(self, text: str, params: dict[str, Any]) -> list[Any]:
        return self._local.connection.execute(text, params).fetchall()  # type: ignore[no-any-return]

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run the SQLite text: on the event loop, or on a scan thread when it scans."""
        params = {name: sqlite_value(value) for name, value in values.items()}
        if statement.scans:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._scanner, self._scan, statement.sqlite, params)
        return self.connection.execute(statement.sqlite, params).fetchall()

    async def close(self) -> None:
        """Stop the scan threads and close every connection."""
        self._scanner.shutdown(wait=True)
        for connection in (self.connection, *self._scan_connections):
            connection.close()


class PostgresCatalogueReads(SqlCatalogueReads):
    """An asyncpg pool; asyncpg prepares each statement text once per connection and reuses it."""

    def __init__(self, pool: Any, module_types: Sequence[str], acquire_timeout: float) -> None:
        super().__init__(module_types)
        self.pool = pool
        self._timeout = acquire_timeout

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run the PostgreSQL text on a pooled connection."""
        args = [values[name] for name in statement.params]
        try:
            async with self.pool.acquire(timeout=self._timeout) as connection:
                rows: Sequence[Row] = await connection.fetch(statement.postgres, *args)
        except TimeoutError as exc:  # every connection busy: answered 503 like the ORM's pool timeout
            raise PoolTimeout("catalogue read pool exhausted") from exc
        return rows

    async def close(self) -> None:
        """Close the pool."""
        await self.pool.close()


def sqlite_path(database_url: str) -> str | None:
    """The database file of a SQLite URL, None for any other database."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite":
        return None
    if not url.database or url.database == ":memory:":
        raise ValueError("the catalogue read model needs a SQLite database file, not an in-memory database")
    return url.database


async def keep_session(connection: Any) -> None:
    """The pool's reset on release: nothing beyond asyncpg's own rollback of an open transaction.

    asyncpg's default reset sends a query on every release (RESET ALL, UNLISTEN, advisory unlocks): one more
    round trip for each catalogue read and cart write. Nothing here changes session state (no SET, LISTEN,
    session-level locks or cursors outside a transaction), so there is nothing to reset.
    """


async def open_catalogue_reads(
    database_url: str, module_types: Sequence[str], pool_size: int, pool_timeout: float
) -> SqlCatalogueReads:
    """The read model for `database_url`: sqlite3 for a SQLite file, an asyncpg pool for PostgreSQL."""
    path = sqlite_path(database_url)
    if path is not None:
        return SqliteCatalogueReads(path, module_types)
    import asyncpg  # only deployments on PostgreSQL need the driver loaded

    dsn = make_url(database_url).set(drivername="postgresql").render_as_string(hide_password=False)
    pool = await asyncpg.create_pool(
        dsn,
        min_size=1,
        max_size=pool_size,
        # Plans of these short statements never pay back JIT compilation.
        server_settings={"jit": "off", "application_name": "storefront-catalogue"},
        reset=keep_session,
    )
    return PostgresCatalogueReads(pool, module_types, pool_timeout)
