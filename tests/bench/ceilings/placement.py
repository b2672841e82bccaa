"""Placement ceiling: a bare ASGI app (no framework) writing the rows of one placed order on the raw driver.

POST /api/v1/customer/order/place takes, in the body, the values the placing statements of
adapters/db/orders/placing.py bind (what checkout would have decided: the order's columns, its one line, the
idempotency key, the wallet's debit, the online payment) and writes them the way placing does, in one
transaction: the key looked up, the item locked and its stock taken (adapters/db/orders/stock.py) when its
vertical counts stock, the order, its line, its first status and its key inserted, then the wallet
debited through the ledger's posting (adapters/db/ledger/posting.py: the account's turn, the balance read,
the entry inserted) and the online payment added (adapters/db/payments/statements.py).
SQLite: stdlib sqlite3 set up as the storefront's writer, taking the write lock as it does, on the event loop.
PostgreSQL: an asyncpg pool of the storefront's size, BEGIN plus the owner's advisory lock as placing takes
it. No validation, no pricing, no reads of the catalogue, the cart or the settings: what the writes alone
can do. Served by Granian as `tests.bench.ceilings.placement:app`, on the database named by DATABASE_URL.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import msgspec
from sqlalchemy.engine import make_url

from adapters.db.ledger import posting
from adapters.db.orders import placing
from adapters.db.orders import stock as stock_sql
from adapters.db.payments import statements as payments
from adapters.db.postgres import advisory_key
from adapters.db.sqlite import RETRY_SECONDS, connect
from adapters.db.statements import Statement, sqlite_value
from adapters.settings import load_settings
from tests.bench.ceilings.asgi import Ceiling, postgres_pool

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Run = Callable[[Statement, dict[str, Any]], Awaitable[Sequence[Sequence[Any]]]]

PLACE = "/api/v1/customer/order/place"
DECODER = msgspec.json.Decoder(dict[str, Any])
ENCODER = msgspec.json.Encoder()
JSON = [(b"content-type", b"application/json")]


async def write_order(run: Run, body: dict[str, Any], now: Any) -> int:
    """The placing transaction's statements, in placing's order; the order's id."""
    owner, key = body["order"]["owner"], body["key"]
    done = await run(placing.PLACED, {"owner": owner, "key": key})
    if done:
        return int(done[0][0])
    line = body["line"]
    if line["stock"]:
        [(item_id, stock, variations)] = await run(stock_sql.LOCK_ITEMS, {"item_ids": [line["item_id"]]})
        values = {"stock": int(stock) - line["stock"], "variations": variations, "item_id": item_id}
        await run(stock_sql.WRITE_ITEM, values)
    order_id = int((await run(placing.INSERT_ORDER, {**body["order"], "created_at": now}))[0][0])
    await run(placing.INSERT_LINE, {**body["line"], "order_id": order_id})
    await run(placing.INSERT_STATUS, {"order_id": order_id, "status": "pending", "at": now})
    await run(placing.INSERT_KEY, {"owner": owner, "key": key, "order_id": order_id, "created_at": now})
    if body.get("wallet"):
        customer_id, amount = body["wallet"]["customer_id"], body["wallet"]["amount"]
        named = {"account": "wallet", "reason": "order_payment", "source": f"order:{order_id}"}
        await run(posting.TAKE_TURN, {"key": advisory_key(posting.account_lock(customer_id, "wallet"))})
        found = await run(posting.BALANCE, {"customer_id": customer_id, "account": "wallet"})
        balance = int(found[0][0]) if found else 0
        values = {**named, "customer_id": customer_id, "amount": -amount, "balance": balance - amount}
        await run(posting.INSERT, values)
    if body.get("payment"):
        await run(payments.ADD, {**body["payment"], "order_id": order_id})
    return order_id


class SqliteWrites:
    """One writing connection on the event loop, set up and taking the write lock as the storefront's writer
    does (adapters/db/sqlite.py: no busy handler, BEGIN IMMEDIATE tried again every millisecond while
    another process writes, no checkpoint inline on commit), so the ceiling waits for the lock no worse."""

    def __init__(self, path: str) -> None:
        self.connection = connect(path, read_only=False, busy_ms=0)
        self.connection.execute("PRAGMA wal_autocheckpoint = 0")

    async def _begin(self) -> None:
        while True:
            try:
                self.connection.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if exc.sqlite_errorcode not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                    raise
            await asyncio.sleep(RETRY_SECONDS)

    async def place(self, body: dict[str, Any]) -> int:
        db = self.connection

        async def run(statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
            bound = {n: sqlite_value(values[n]) for n in statement.params}
            return db.execute(statement.sqlite, bound).fetchall()

        await self._begin()
        try:
            now = dt.datetime.now(dt.UTC).replace(tzinfo=None).isoformat(" ")
            order_id = await write_order(run, body, now)
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        return order_id

    async def close(self) -> None:
        self.connection.close()


class PostgresWrites:
    """An asyncpg pool; each placement takes the owner's advisory lock in its transaction, as placing does."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def place(self, body: dict[str, Any]) -> int:
        async with self.pool.acquire() as db:

            async def run(statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
                rows: Sequence[Sequence[Any]] = await db.fetch(
                    statement.postgres, *(values[n] for n in statement.params)
                )
                return rows

            await db.execute(f"BEGIN; SELECT pg_advisory_xact_lock({advisory_key(body['order']['owner'])})")
            try:
                order_id = await write_order(run, body, dt.datetime.now(dt.UTC))
                await db.execute("COMMIT")
            except BaseException:
                if db.is_in_transaction():
                    await db.execute("ROLLBACK")
                raise
        return order_id

    async def close(self) -> None:
        await self.pool.close()


Writes = SqliteWrites | PostgresWrites


async def open_writes() -> Writes:
    """The raw driver for DATABASE_URL, with the storefront's pool size."""
    settings = load_settings()
    url = make_url(settings.database_url)
    if url.get_backend_name() == "sqlite":
        return SqliteWrites(str(url.database))
    pool = await postgres_pool(url, settings, "bench-placement-ceiling")
    return PostgresWrites(pool)


async def _handle(writes: Writes, path: str, body: bytes) -> tuple[int, bytes] | None:
    if path != PLACE:
        return None
    return 200, ENCODER.encode({"order_id": await writes.place(DECODER.decode(body))})


app: Ceiling[Writes] = Ceiling(open_writes, _handle)
