"""The gateway on PostgreSQL: one asyncpg pool for the named statements, beside the ORM engine's pool.

asyncpg prepares each statement text once per connection and reuses it. A write transaction is BEGIN plus,
when it names a `lock`, a transaction-level advisory lock on it (one round trip), the work, then COMMIT. The
lock serialises one cart owner's writes, so the one-store check of an add cannot miss another store's line
added at the same moment (READ COMMITTED alone would let both pass); different owners never wait for each
other. The lock must stay a statement of its own, before the work: under READ COMMITTED a statement's
snapshot is taken when it starts, so a lock taken inside the work's first statement would leave it blind to
a line committed while it waited.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, TypeVar

import asyncpg
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.gateway import Database, Row, Work, busy
from adapters.db.not_now import DRIVER_NOT_NOW
from adapters.db.statements import Statement, postgres_args
from adapters.settings import Settings

T = TypeVar("T")


def advisory_key(name: str) -> int:
    """A signed 64-bit advisory lock key for `name` (shared with the bench's cart ceiling)."""
    return int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "big", signed=True)


async def keep_session(connection: Any) -> None:
    """The pool's reset on release: nothing beyond asyncpg's own rollback of an open transaction.

    asyncpg's default reset sends a query on every release (RESET ALL, UNLISTEN, advisory unlocks): one more
    round trip for each catalogue read and cart write. Nothing here changes session state (no SET, LISTEN,
    session-level locks or cursors outside a transaction), so there is nothing to reset.
    """


class _PooledTransaction:
    def __init__(self, connection: Any) -> None:
        self._connection = connection
        self.rolled_back = False

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        rows: Sequence[Row] = await self._connection.fetch(
            statement.postgres, *postgres_args(statement, values)
        )
        return rows

    def roll_back(self) -> None:
        self.rolled_back = True


class PostgresDatabase(Database):
    """Statements on a bounded asyncpg pool that gives up after `acquire_timeout` seconds (503)."""

    def __init__(self, engine: AsyncEngine, pool: Any, acquire_timeout: float, replica: Any = None) -> None:
        super().__init__(engine)
        self.pool = pool
        self.replica = replica  # the read replica's pool (DATABASE_READ_URL), or None
        self._timeout = acquire_timeout

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run the PostgreSQL text on a pooled connection of the primary."""
        return await self._fetch(self.pool, statement, values)

    async def write(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """One statement is a transaction of its own on PostgreSQL: sent alone, without BEGIN and COMMIT
        around it (one round trip, not three)."""
        return await self._fetch(self.pool, statement, values)

    async def shared_rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run the PostgreSQL text on the read replica when there is one (see Database.shared_rows)."""
        return await self._fetch(self.replica or self.pool, statement, values)

    async def _fetch(self, pool: Any, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        try:
            async with pool.acquire(timeout=self._timeout) as connection:
                rows: Sequence[Row] = await connection.fetch(
                    statement.postgres, *postgres_args(statement, values)
                )
        except DRIVER_NOT_NOW as exc:
            raise busy() from exc
        return rows

    async def transaction(self, work: Work[T], *, lock: str | None = None) -> T:
        """One transaction on one pooled connection, serialised on `lock` when given."""
        try:
            async with self.pool.acquire(timeout=self._timeout) as connection:
                return await self._run(connection, work, lock)
        except DRIVER_NOT_NOW as exc:
            raise busy() from exc

    @staticmethod
    async def _run(connection: Any, work: Work[T], lock: str | None) -> T:
        # The key is an integer computed here, so writing it into the text is safe; it saves a round trip.
        begin = "BEGIN" if lock is None else f"BEGIN; SELECT pg_advisory_xact_lock({advisory_key(lock)})"
        await connection.execute(begin)
        transaction = _PooledTransaction(connection)
        try:
            result = await work(transaction)
            await connection.execute("ROLLBACK" if transaction.rolled_back else "COMMIT")
        except BaseException:
            if connection.is_in_transaction():
                await connection.execute("ROLLBACK")
            raise
        return result

    async def close(self) -> None:
        """Close the pools and the ORM engine."""
        await self.pool.close()
        if self.replica is not None:
            await self.replica.close()
        await super().close()


async def open_postgres(engine: AsyncEngine, settings: Settings) -> PostgresDatabase:
    """Open the statements' pool for `settings.database_url`, and the replica's for `database_read_url`."""
    pool = await _open_pool(settings.database_url, settings)
    replica = await _open_pool(settings.database_read_url, settings) if settings.database_read_url else None
    return PostgresDatabase(engine, pool, settings.db_pool_timeout, replica)


async def _open_pool(url: str, settings: Settings) -> Any:
    dsn = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    if settings.database_pooler == "transaction":
        # Behind PgBouncer in transaction mode a connection is another server session at each transaction:
        # nothing prepared once can be reused, and startup settings other than the pooler's own are refused.
        return await asyncpg.create_pool(
            dsn, min_size=1, max_size=settings.db_pool_size, statement_cache_size=0, reset=keep_session
        )
    return await asyncpg.create_pool(
        dsn,
        min_size=1,
        max_size=settings.db_pool_size,
        # Plans of these short statements never pay back JIT compilation.
        server_settings={"jit": "off", "application_name": "storefront"},
        reset=keep_session,
    )
