"""The write-ahead log stays bounded under sustained writes, even after a reader held an old snapshot."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db import sqlite as gateway_sqlite
from adapters.db.gateway import Transaction
from adapters.db.sqlite import SqliteDatabase
from adapters.db.statements import compile_statement
from tests.waiting import until

INSERT = compile_statement("INSERT INTO notes (body) VALUES (:body)")


async def _write(database: SqliteDatabase, count: int) -> None:
    body = os.urandom(4096)

    async def work(transaction: Transaction) -> None:
        await transaction.rows(INSERT, {"body": body})

    for _ in range(count):
        await database.transaction(work)


async def test_a_log_grown_behind_a_reader_is_cut_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    limit = 1024 * 1024
    monkeypatch.setattr(gateway_sqlite, "WAL_LIMIT_BYTES", limit)
    path = tmp_path / "wal.db"
    setup = sqlite3.connect(path, isolation_level=None)
    setup.execute("PRAGMA journal_mode = WAL")
    setup.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB)")
    setup.close()
    database = SqliteDatabase(create_async_engine(f"sqlite+aiosqlite:///{path}"), str(path))
    reader = sqlite3.connect(path, isolation_level=None)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM notes").fetchall()  # holds its snapshot: no checkpoint completes
        await _write(database, 1000)
        grown = database.wal_bytes()
        reader.execute("COMMIT")
        await _write(database, 2 * gateway_sqlite.CHECKPOINT_EVERY)
        assert grown > 4 * limit

        async def truncated() -> bool:  # the checkpoint runs on its own thread
            return database.wal_bytes() <= limit

        await until(truncated, timeout=5)
    finally:
        reader.close()
        await database.close()
