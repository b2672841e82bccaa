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

from adapters.db.cart import scripts, sql
from adapters.db.cart.rows import busy, stored_line
from adapters.db.statements import Statement
from core.cart.model import CartOwner
from core.cart.ports import NewLine, StoredLine, WriteResult

Script = Callable[[scripts.Run], Coroutine[Any, Any, Any]]


def _connect(path: str, *, read_only: bool, busy_ms: int = 5000) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False, cached_statements=64)
    connection.execute(f"PRAGMA busy_timeout = {busy_ms}")
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

    async def _write(self, owner: CartOwner, script: Script) -> WriteResult:
        # The lines come back from the write's own transaction (scripts.answered).
        outcome = await self._script(owner, lambda run: scripts.answered(run, owner, script(run)))
        return WriteResult(lines=outcome.lines, refused=outcome.refused, held=outcome.held)

    async def add(self, owner: CartOwner, line: NewLine, limit: int) -> WriteResult:
        """Insert the line or grow the equal one, within `limit`, one store per cart."""
        return await self._write(owner, lambda run: scripts.add(run, owner, line, limit))

    async def update(self, owner: CartOwner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        """The owner's line set to `line`'s quantity and options (merging into an equal line), in one
        transaction whose usual case is a single statement (scripts.update)."""
        return await self._write(owner, lambda run: scripts.update(run, owner, line_id, line, limit))

    async def remove(self, owner: CartOwner, line_id: int) -> WriteResult:
        """Delete the owner's line."""
        return await self._write(owner, lambda run: scripts.remove(run, owner, line_id))

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


def _run_script(connection: sqlite3.Connection, script: Script) -> scripts.Outcome:
    """Run `script` in the transaction `connection` has just begun; commit, or roll back when refused.

    The script's `run` never suspends, so the whole transaction runs without letting other work in."""

    async def run(statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return connection.execute(statement.sqlite, values).fetchall()

    try:
        outcome: scripts.Outcome = scripts.drive(script(run))
        connection.execute("ROLLBACK" if outcome.refused else "COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return outcome


class SqliteCartStore(CartStore):
    """Writes in BEGIN IMMEDIATE transactions on the event loop, never waiting there; reads on the loop.

    A whole cart transaction is about 40 us of SQLite work, less than a hop to a writer thread costs (about
    110 us of CPU measured), so it runs on the loop, on a connection with no busy timeout. When another
    writer (another server process) holds the write lock, the loop does other work and tries again every
    millisecond, up to the 5 s busy timeout of DESIGN.md, then answers 503. (SQLite's own busy handler
    would sleep on the loop, and backs off to sleeps of tens of milliseconds: at two processes writing
    1,000 times a second each, that cost hundreds of milliseconds at p99.) The loop's connection does not
    checkpoint the write-ahead log on commit, which could stall the loop for milliseconds: a thread does it,
    every CHECKPOINT_EVERY commits.
    """

    BUSY_SECONDS = 5.0
    RETRY_SECONDS = 0.001
    CHECKPOINT_EVERY = 250  # commits of a few pages each: about SQLite's default of 1,000 pages

    def __init__(self, path: str) -> None:
        self._path = path
        self._reader = _connect(path, read_only=True)
        self._writer = _connect(path, read_only=False, busy_ms=0)
        self._writer.execute("PRAGMA wal_autocheckpoint = 0")
        self._commits = 0
        self._local = threading.local()
        self._checkpointers: list[sqlite3.Connection] = []
        self._checkpoints = ThreadPoolExecutor(1, "cart-checkpoint", initializer=self._open_checkpointer)

    def _open_checkpointer(self) -> None:
        self._local.connection = _connect(self._path, read_only=False)
        self._checkpointers.append(self._local.connection)

    def _checkpoint(self) -> None:
        self._local.connection.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def _begin(self) -> bool:
        """Take the write lock if it is free; False when another writer holds it."""
        try:
            self._writer.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                return False
            raise
        return True

    async def _script(self, owner: CartOwner, script: Script) -> scripts.Outcome:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.BUSY_SECONDS
        try:
            while not self._begin():
                if loop.time() >= deadline:
                    raise busy()
                await asyncio.sleep(self.RETRY_SECONDS)
            outcome = _run_script(self._writer, script)
        except sqlite3.OperationalError as exc:  # a statement or the commit failed: nothing was stored
            raise busy() from exc
        self._commits += 1
        if self._commits % self.CHECKPOINT_EVERY == 0:
            self._checkpoints.submit(self._checkpoint)  # not awaited: no answer waits for a checkpoint
        return outcome

    async def _rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return self._reader.execute(statement.sqlite, values).fetchall()

    async def close(self) -> None:
        """Stop the checkpoint thread and close every connection."""
        self._checkpoints.shutdown(wait=True)
        for connection in (self._reader, self._writer, *self._checkpointers):
            connection.close()
