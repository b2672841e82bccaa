"""The raw drivers the data ceiling runs statements on: stdlib sqlite3, or an asyncpg pool.

Connection settings are the storefront's (adapters/db/sqlite.py, adapters/db/postgres.py), so the ceiling differs from our
server only in what runs around the database calls.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from sqlalchemy.engine import make_url

from adapters.db.postgres import keep_session
from adapters.db.sqlite import SCAN_THREADS, connect
from adapters.db.statements import Statement, sqlite_value
from adapters.settings import load_settings
from core.verticals import load_registry

Row = Sequence[Any]


class Driver(Protocol):
    """Runs one statement and returns its rows."""

    module_types: Sequence[str]

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """The rows of `statement` bound with `values` (by name)."""
        ...

    async def close(self) -> None:
        """Release the connections."""
        ...


class SqliteDriver:
    """One read-only connection on the event loop; statements that scan go to threads with their own."""

    # The storefront's split: indexed reads cost less than a thread hop, while counts can take tens of
    # milliseconds and would stall the loop.

    def __init__(self, path: str, module_types: Sequence[str]) -> None:
        self.module_types = module_types
        self.connection = connect(path, read_only=True)
        self._path = path
        self._local = threading.local()
        self._scanner = ThreadPoolExecutor(SCAN_THREADS, "scan", initializer=self._open_scan)

    def _open_scan(self) -> None:
        self._local.connection = connect(self._path, read_only=True)

    def _scan(self, text: str, params: dict[str, Any]) -> list[Any]:
        found: list[Any] = self._local.connection.execute(text, params).fetchall()
        return found

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run `statement.sqlite` with named parameters."""
        params = {name: sqlite_value(value) for name, value in values.items()}
        if statement.scans:
            return await asyncio.get_running_loop().run_in_executor(
                self._scanner, self._scan, statement.sqlite, params
            )
        return self.connection.execute(statement.sqlite, params).fetchall()

    async def close(self) -> None:
        """Stop the scan threads and close the connection."""
        self._scanner.shutdown(wait=True)
        self.connection.close()


class PostgresDriver:
    """An asyncpg pool; asyncpg prepares each statement text once per connection."""

    def __init__(self, pool: Any, module_types: Sequence[str]) -> None:
        self.module_types = module_types
        self.pool = pool

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run `statement.postgres` with positional parameters in `statement.params` order."""
        async with self.pool.acquire() as connection:
            found: Sequence[Row] = await connection.fetch(
                statement.postgres, *(values[n] for n in statement.params)
            )
        return found

    async def close(self) -> None:
        """Close the pool."""
        await self.pool.close()


async def open_driver() -> Driver:
    """The driver for DATABASE_URL, with the storefront's pool size and enabled module types."""
    settings = load_settings()
    module_types = list(load_registry(settings.verticals).module_types)
    url = make_url(settings.database_url)
    if url.get_backend_name() == "sqlite":
        return SqliteDriver(str(url.database), module_types)
    import asyncpg

    pool = await asyncpg.create_pool(
        url.set(drivername="postgresql").render_as_string(hide_password=False),
        min_size=1,
        max_size=settings.db_pool_size,
        server_settings={"jit": "off", "application_name": "bench-data-ceiling"},
        reset=keep_session,
    )
    return PostgresDriver(pool, module_types)
