"""Cart ceiling: a bare ASGI app (no framework) running the cart store's write on the raw driver.

POST /api/v1/customer/cart/add and /update take, in the body, the values the statements of
adapters/db/cart/sql.py bind (what the domain would have decided: module, store, options key, limit) and
run them the way the cart store does: one transaction that writes atomically (ADD_FOR_GUEST, or
SET_QUANTITY), then reads the owner's lines of that module (LINES), since a cart write answers the cart.
SQLite: stdlib sqlite3 with the store's connection settings and BEGIN IMMEDIATE, on the event loop.
PostgreSQL: an asyncpg pool of the storefront's size, BEGIN plus the owner's advisory lock as the store
takes it. No validation, no catalogue read, no answer building: what the write path alone can do.
Served by Granian as `tests.bench.ceilings.cart:app`, on the database named by DATABASE_URL.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import msgspec
from sqlalchemy.engine import make_url

from adapters.db.cart import sql
from adapters.db.postgres import advisory_key
from adapters.db.statements import Statement
from adapters.settings import load_settings
from tests.bench.ceilings.asgi import Ceiling, postgres_pool

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Rows = Sequence[Sequence[Any]]

ADD = "/api/v1/customer/cart/add"
UPDATE = "/api/v1/customer/cart/update"
DECODER = msgspec.json.Decoder(dict[str, Any])
ENCODER = msgspec.json.Encoder()
JSON = [(b"content-type", b"application/json")]


class SqliteWrites:
    """One writing connection on the event loop, set up as the cart store's writer."""

    def __init__(self, path: str) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        for pragma in (
            "busy_timeout = 5000",
            "journal_mode = WAL",
            "foreign_keys = ON",
            "synchronous = NORMAL",
        ):
            self.connection.execute(f"PRAGMA {pragma}")

    async def write(self, statement: Statement, values: dict[str, Any]) -> Rows:
        """Run `statement`, then the owner's lines of the module, in one BEGIN IMMEDIATE transaction."""
        db = self.connection
        db.execute("BEGIN IMMEDIATE")
        try:
            written = db.execute(statement.sqlite, values).fetchall()
            lines = db.execute(sql.LINES.sqlite, _lines_values(values, written)).fetchall() if written else []
            db.execute("COMMIT" if written else "ROLLBACK")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        return lines

    async def close(self) -> None:
        """Close the connection."""
        self.connection.close()


class PostgresWrites:
    """An asyncpg pool; each write takes the owner's advisory lock in its transaction, as the store does."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def write(self, statement: Statement, values: dict[str, Any]) -> Rows:
        """BEGIN and lock, the statement, the owner's lines of the module, COMMIT (or ROLLBACK)."""
        lock = advisory_key(values["owner"])
        async with self.pool.acquire() as db:
            await db.execute(f"BEGIN; SELECT pg_advisory_xact_lock({lock})")
            try:
                written = await db.fetch(statement.postgres, *(values[n] for n in statement.params))
                lines: Rows = []
                if written:
                    lines_values = _lines_values(values, written)
                    lines = await db.fetch(sql.LINES.postgres, *(lines_values[n] for n in sql.LINES.params))
                await db.execute("COMMIT" if written else "ROLLBACK")
            except BaseException:
                if db.is_in_transaction():
                    await db.execute("ROLLBACK")
                raise
        return [tuple(r) for r in lines]

    async def close(self) -> None:
        """Close the pool."""
        await self.pool.close()


def _lines_values(values: dict[str, Any], written: Rows) -> dict[str, Any]:
    # An add knows its module; SET_QUANTITY returns the module of the line it changed.
    module_id = values["module_id"] if "module_id" in values else written[0][0]
    return {"owner": values["owner"], "module_id": module_id}


Writes = SqliteWrites | PostgresWrites


async def open_writes() -> Writes:
    """The raw driver for DATABASE_URL, with the storefront's pool size."""
    settings = load_settings()
    url = make_url(settings.database_url)
    if url.get_backend_name() == "sqlite":
        return SqliteWrites(str(url.database))
    pool = await postgres_pool(url, settings, "bench-cart-ceiling")
    return PostgresWrites(pool)


async def _handle(writes: Writes, path: str, body: bytes) -> tuple[int, bytes] | None:
    statement = {ADD: sql.ADD_FOR_GUEST, UPDATE: sql.SET_QUANTITY}.get(path)
    if statement is None:
        return None
    lines = await writes.write(statement, DECODER.decode(body))
    # Nothing written (limit reached, unknown line) is the store's refusal: a 4xx, which wrk counts.
    return (200 if lines else 409), ENCODER.encode(lines)


app: Ceiling[Writes] = Ceiling(open_writes, _handle)
