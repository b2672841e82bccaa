"""The database gateway: one object, opened from `DATABASE_URL`, owns every connection and pool.

Two idioms, each with its place (docs/architecture.md, "The rules that keep it so"):
- `session()`: an advanced-alchemy / SQLAlchemy session, the unit of work of ordinary tables (settings,
  pages, marketplace; accounts and orders next). A use case that writes commits it explicitly.
- `rows()` and `transaction()`: named statements (adapters/db/statements.py) run on the bare driver, for
  the measured hot paths only (catalogue answers, cart lines), where SQLAlchemy's async layer would cost
  several times the statement itself (DESIGN.md's measurements).

`adapters/db/connect.py` opens the SQLite or the PostgreSQL gateway; adapters of every context take a `Database` and
never open a connection of their own. A database that cannot serve now (lock held, pool exhausted,
connection lost) raises `core.errors.Unavailable`, which the HTTP layer answers 503.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from contextlib import asynccontextmanager
from typing import Any, Protocol, TypeVar

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from adapters.db.engine import create_session_factory
from adapters.db.not_now import CANDIDATES, not_now
from adapters.db.statements import Statement
from core.errors import Unavailable

T = TypeVar("T")
Row = Sequence[Any]
BUSY_MESSAGE = "The service is busy, try again."


def busy() -> Unavailable:
    """The error a call answers when the database could not take it now (HTTP 503)."""
    return Unavailable("service_unavailable", BUSY_MESSAGE)


class Transaction(Protocol):
    """The statements of one transaction on the bare driver."""

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run `statement` inside the transaction; its rows (the changed ones for `RETURNING`)."""
        ...

    def roll_back(self) -> None:
        """End the transaction with ROLLBACK instead of COMMIT (the work was refused: nothing changes)."""
        ...


Work = Callable[[Transaction], Coroutine[Any, Any, T]]


class Database:
    """What every context's adapters use; `SqliteDatabase` and `PostgresDatabase` run the statements."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._sessions: async_sessionmaker[AsyncSession] = create_session_factory(engine)

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        """A new session (unit of work) on the ORM engine, closed when the use case ends; a pool that stays
        exhausted or a database lock that is not released in time raises `Unavailable`."""
        try:
            async with self._sessions() as session:
                yield session
        except CANDIDATES as exc:
            if not_now(exc):
                raise busy() from exc
            raise

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run one read statement with its values (by name) and return its rows."""
        raise NotImplementedError

    async def shared_rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """A read of what every shopper shares (the catalogue), which a read replica may answer
        (`DATABASE_READ_URL`) a moment behind the primary: never what a request just wrote, nor a customer's
        own data. Without a replica, `rows`."""
        return await self.rows(statement, values)

    async def write(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run one writing statement as a transaction of its own and return its rows (RETURNING)."""

        async def work(transaction: Transaction) -> Sequence[Row]:
            return await transaction.rows(statement, values)

        return await self.transaction(work)

    async def transaction(self, work: Work[T], *, lock: str | None = None) -> T:
        """Run `work` in one write transaction, committed before this returns (or rolled back when `work`
        asked so, or raised). `lock` names what the transaction must serialise on (a cart owner): two
        transactions with the same `lock` never overlap. Only `Transaction.rows` may be awaited in `work`."""
        raise NotImplementedError

    async def close(self) -> None:
        """Release every connection, pool and thread."""
        await self.engine.dispose()


def stored_time(database: Database, moment: dt.datetime) -> dt.datetime:
    """`moment` as the database's timestamps compare with it: SQLite keeps CURRENT_TIMESTAMP as naive UTC
    text, PostgreSQL an instant."""
    utc = moment.astimezone(dt.UTC)
    return utc.replace(tzinfo=None) if database.engine.dialect.name == "sqlite" else utc
