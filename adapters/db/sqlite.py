"""The gateway on SQLite: stdlib sqlite3 connections opened once per process.

Reads: indexed reads take a fraction of a millisecond, so they run on the event loop, on one read-only
connection: a hop to a thread costs more than the read (measured with 32 concurrent readers: a 20-item page
took 0.17 ms on the loop and 0.5 ms of wall time, 0.8 ms of CPU, through a thread). Statements marked
`scans` (counts, name searches) can take tens of milliseconds on a large catalogue, so they run on threads
(sqlite3 releases the GIL while SQLite works) and the loop keeps serving.

Writes: a whole cart transaction is about 40 us of SQLite work, less than a hop to a writer thread costs
(about 110 us of CPU measured), so it runs on the loop too, in BEGIN IMMEDIATE, on a connection with no busy
timeout. When another writer (another server process) holds the write lock, the loop does other work and
tries again every millisecond, up to the 5 s busy timeout of DESIGN.md, then answers 503. (SQLite's own busy
handler would sleep on the loop, and backs off to sleeps of tens of milliseconds: at two processes writing
1,000 times a second each, that cost hundreds of milliseconds at p99.) The writer does not checkpoint the
write-ahead log on commit, which could stall the loop for milliseconds: a thread does it, every
CHECKPOINT_EVERY commits. The log stays bounded under sustained writes: a passive checkpoint each time, and
when the file has passed WAL_LIMIT_BYTES anyway (a reader held an old snapshot), a TRUNCATE checkpoint that
cuts the file back once no reader uses it (it waits at most TRUNCATE_WAIT_MS, holding writers that long); `journal_size_limit` cuts it too whenever the log
starts over. One writer per process, and every write runs to its end without suspending, so
the writes of one process never interleave: `lock` needs nothing more.

SQLite keeps each connection's compiled statements, so every text is prepared once per connection.
`check_same_thread=False`: servers may open and close the gateway on another thread than the one that uses
it; no connection is ever used by two threads at once.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
from collections.abc import Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.gateway import Database, Row, Work, busy
from adapters.db.statements import Statement, sqlite_value

T = TypeVar("T")
SCAN_THREADS = 2  # statements that scan run on these threads, each with its own connection
BUSY_SECONDS = 5.0
RETRY_SECONDS = 0.001
CHECKPOINT_EVERY = 250  # commits of a few pages each: about SQLite's default of 1,000 pages
WAL_LIMIT_BYTES = 16 * 1024 * 1024  # past this the write-ahead log is checkpointed whole and cut back
TRUNCATE_WAIT_MS = 50  # the longest a cutting checkpoint keeps writers waiting


def connect(path: str, *, read_only: bool, busy_ms: int = 5000) -> sqlite3.Connection:
    """A sqlite3 connection in WAL mode (readers never wait for the writer) that leaves transactions to us
    (shared with the bench's ceilings)."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False, cached_statements=512)
    connection.execute(f"PRAGMA busy_timeout = {busy_ms}")
    connection.execute("PRAGMA journal_mode = WAL")
    if read_only:
        connection.execute("PRAGMA query_only = ON")
    else:
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA synchronous = NORMAL")
        connection.execute(f"PRAGMA journal_size_limit = {WAL_LIMIT_BYTES}")
    return connection


def _bound(values: dict[str, Any]) -> dict[str, Any]:
    return {name: sqlite_value(value) for name, value in values.items()}


class _LoopTransaction:
    """A transaction on the writer: `rows` never suspends, so a whole transaction runs in one go."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection
        self.rolled_back = False

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        return self._connection.execute(statement.sqlite, _bound(values)).fetchall()

    def roll_back(self) -> None:
        self.rolled_back = True


def drive(work: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine whose awaits never suspend, to its end, without an event loop turn."""
    try:
        work.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    work.close()
    raise RuntimeError("a SQLite transaction suspended on something other than its own statements")


class SqliteDatabase(Database):
    """Reads on the loop (scans on threads), writes on the loop in BEGIN IMMEDIATE, checkpoints on a thread."""

    def __init__(self, engine: AsyncEngine, path: str) -> None:
        super().__init__(engine)
        self._path = path
        self._reader = connect(path, read_only=True)
        self._writer = connect(path, read_only=False, busy_ms=0)
        self._writer.execute("PRAGMA wal_autocheckpoint = 0")
        self._commits = 0
        self._local = threading.local()
        self._thread_connections: list[sqlite3.Connection] = []
        self._scanner = ThreadPoolExecutor(
            SCAN_THREADS, "db-scan", initializer=self._open_thread, initargs=(True,)
        )
        self._checkpoints = ThreadPoolExecutor(
            1, "db-checkpoint", initializer=self._open_thread, initargs=(False,)
        )

    def _open_thread(self, read_only: bool) -> None:
        self._local.connection = connect(self._path, read_only=read_only)
        self._thread_connections.append(self._local.connection)

    def _scan(self, text: str, params: dict[str, Any]) -> list[Any]:
        return self._local.connection.execute(text, params).fetchall()  # type: ignore[no-any-return]

    def _checkpoint(self) -> None:
        connection = self._local.connection
        connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
        if self.wal_bytes() > WAL_LIMIT_BYTES:
            # TRUNCATE holds the write lock while it waits for readers to leave the log: wait briefly (writers
            # retry meanwhile), and try again at the next checkpoint when a reader is still there.
            connection.execute(f"PRAGMA busy_timeout = {TRUNCATE_WAIT_MS}")
            try:
                connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                connection.execute("PRAGMA busy_timeout = 5000")

    def wal_bytes(self) -> int:
        """The size of the write-ahead log file now."""
        try:
            return os.path.getsize(f"{self._path}-wal")
        except OSError:
            return 0

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run the SQLite text: on the event loop, or on a scan thread when it scans."""
        params = _bound(values)
        if statement.scans:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._scanner, self._scan, statement.sqlite, params)
        return self._reader.execute(statement.sqlite, params).fetchall()

    def _begin(self) -> bool:
        """Take the write lock if it is free; False when another writer holds it."""
        try:
            self._writer.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                return False
            raise
        return True

    def _run(self, work: Work[T]) -> T:
        """Run `work` in the transaction just begun; commit, or roll back when refused or failed."""
        transaction = _LoopTransaction(self._writer)
        try:
            result = drive(work(transaction))
            self._writer.execute("ROLLBACK" if transaction.rolled_back else "COMMIT")
        except BaseException:
            if self._writer.in_transaction:
                self._writer.execute("ROLLBACK")
            raise
        return result

    async def transaction(self, work: Work[T], *, lock: str | None = None) -> T:
        """One write transaction on the loop (see the module's notes); 503 after 5 s of another writer."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + BUSY_SECONDS
        try:
            while not self._begin():
                if loop.time() >= deadline:
                    raise busy()
                await asyncio.sleep(RETRY_SECONDS)
            result = self._run(work)
        except sqlite3.OperationalError as exc:  # a statement or the commit failed: nothing was stored
            raise busy() from exc
        self._commits += 1
        if self._commits % CHECKPOINT_EVERY == 0:
            self._checkpoints.submit(self._checkpoint)  # not awaited: no answer waits for a checkpoint
        return result

    async def close(self) -> None:
        """Stop the threads, close every connection and the ORM engine."""
        self._scanner.shutdown(wait=True)
        self._checkpoints.shutdown(wait=True)
        for connection in (self._reader, self._writer, *self._thread_connections):
            connection.close()
        await super().close()
