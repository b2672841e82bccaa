"""Cart lines and guests on the bare drivers: stdlib sqlite3, or the asyncpg pool of the read model.

The cart's add and update are the hottest writes of the storefront; through SQLAlchemy's async layer each
would cost several times the statement itself (DESIGN.md's measurements), so they run the statements of
cart_sql.py directly. Every write is one transaction, committed before the call returns; a commit or a lock
that fails raises `Unavailable`, which the HTTP layer answers 503, never a success.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from adapters.db import cart_scripts as scripts
from adapters.db import cart_sql as sql
from adapters.db.cart_rows import busy, stored_line
from adapters.db.catalogue_sql import Statement
from core.cart.model import CartOwner
from core.cart.ports import NewLine, StoredLine, WriteResult

Script = Callable[[scripts.Run], Coroutine[Any, Any, Any]]


def _connect(path: str, *, read_only: bool) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False, cached_statements=64)
    connection.execute("PRAGMA busy_timeout = 5000")
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA synchronous = NORMAL")
    if read_only:
        connection.execute("PRAGMA query_only = ON")
    return connection


class CartStore:
    """Implements core's CartRepository and GuestRepository; subclasses run scripts and reads."""

    async def _script(self, owner: CartOwner, script: Script) -> scripts.Outcome:
        raise NotImplementedError

    async def _rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
        raise NotImplementedError

    async def close(self) -> None:
        """Release connections and threads."""

    async def _result(self, owner: CartOwner, outcome: scripts.Outcome) -> WriteResult:
        lines = [] if outcome.module_id is None else await self.lines(owner, outcome.module_id)
        return WriteResult(lines=lines, refused=outcome.refused, held=outcome.held)

    async def add(self, owner: CartOwner, line: NewLine, limit: int) -> WriteResult:
        """Insert the line or grow the equal one, within `limit`, one store per cart."""
        outcome = await self._script(owner, lambda run: scripts.add(run, owner, line, limit))
        return await self._result(owner, outcome)

    async def set_quantity(self, owner: CartOwner, line_id: int, quantity: int) -> WriteResult:
        """Set the owner's line to `quantity`."""
        outcome = await self._script(owner, lambda run: scripts.set_quantity(run, owner, line_id, quantity))
        return await self._result(owner, outcome)

    async def replace(self, owner: CartOwner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        """New options and quantity for the owner's line, merging into an equal line."""
        outcome = await self._script(owner, lambda run: scripts.replace(run, owner, line_id, line, limit))
        return await self._result(owner, outcome)

    async def remove(self, owner: CartOwner, line_id: int) -> WriteResult:
        """Delete the owner's line."""
        outcome = await self._script(owner, lambda run: scripts.remove(run, owner, line_id))
        return await self._result(owner, outcome)

    async def clear(self, owner: CartOwner, module_id: int) -> None:
        """Delete the owner's lines of `module_id`."""
        await self._script(owner, lambda run: scripts.clear(run, owner, module_id))

    async def move(self, source: CartOwner, target: CartOwner) -> int:
        """Move the lines of `source` to `target`."""
        moved: list[int] = []

        async def script(run: scripts.Run) -> scripts.Outcome:
            moved.append(await scripts.move(run, source, target))
            return scripts.Outcome(None)

        await self._script(target, script)
        return moved[0]

    async def lines(self, owner: CartOwner, module_id: int) -> list[StoredLine]:
        """The owner's lines of `module_id`."""
        rows = await self._rows(sql.LINES, {"owner": owner.key, "module_id": module_id})
        return [stored_line(r) for r in rows]

    async def line(self, owner: CartOwner, line_id: int) -> StoredLine | None:
        """The owner's line `line_id`."""
        rows = await self._rows(sql.LINE, {"owner": owner.key, "line_id": line_id})
        return stored_line(rows[0]) if rows else None

    async def add_guest(self, guest_id: str) -> None:
        """Record an issued guest id."""
        await self._script(CartOwner("guest", guest_id), lambda run: _insert_guest(run, guest_id))


async def _insert_guest(run: scripts.Run, guest_id: str) -> scripts.Outcome:
    await run(sql.ADD_GUEST, {"guest_id": guest_id})
    return scripts.Outcome(None)


class SqliteCartStore(CartStore):
    """Writes on one writer thread with its own connection (BEGIN IMMEDIATE), reads on the event loop.

    SQLite takes one writer at a time anyway; a single thread per process keeps waiting for the write lock
    (up to the 5 s busy timeout) off the event loop, and carries a whole transaction in one hop.
    """

    def __init__(self, path: str) -> None:
        self._path = path
        self._reader = _connect(path, read_only=True)
        self._local = threading.local()
        self._writers: list[sqlite3.Connection] = []
        self._writer = ThreadPoolExecutor(1, "cart-writer", initializer=self._open_writer)

    def _open_writer(self) -> None:
        self._local.connection = _connect(self._path, read_only=False)
        self._writers.append(self._local.connection)

    def _transaction(self, script: Script) -> scripts.Outcome:
        connection: sqlite3.Connection = self._local.connection

        async def run(statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
            return connection.execute(statement.sqlite, values).fetchall()

        connection.execute("BEGIN IMMEDIATE")
        try:
            outcome: scripts.Outcome = scripts.drive(script(run))
            connection.execute("ROLLBACK" if outcome.refused else "COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        return outcome

    async def _script(self, owner: CartOwner, script: Script) -> scripts.Outcome:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._writer, self._transaction, script)
        except sqlite3.OperationalError as exc:  # "database is locked" after the busy timeout
            raise busy() from exc

    async def _rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return self._reader.execute(statement.sqlite, values).fetchall()

    async def close(self) -> None:
        """Stop the writer thread and close every connection."""
        self._writer.shutdown(wait=True)
        for connection in (self._reader, *self._writers):
            connection.close()
