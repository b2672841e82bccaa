"""The cart store on PostgreSQL, through the asyncpg pool the catalogue read model opened."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import asyncpg

from adapters.db.cart.rows import busy
from adapters.db.cart.scripts import Outcome
from adapters.db.cart.store import CartStore, Script
from adapters.db.statements import Statement, postgres_args
from core.cart.model import CartOwner

# Failures that mean "not now" rather than "wrong": nothing was stored and a retry may succeed.
_BUSY = (
    TimeoutError,
    OSError,
    asyncpg.TooManyConnectionsError,
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.SerializationError,
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.QueryCanceledError,
    asyncpg.exceptions.ConnectionDoesNotExistError,
    asyncpg.exceptions.CannotConnectNowError,
)


def owner_lock(owner: CartOwner) -> int:
    """A signed 64-bit advisory lock key for the owner."""
    return int.from_bytes(hashlib.blake2b(owner.key.encode(), digest_size=8).digest(), "big", signed=True)


class PostgresCartStore(CartStore):
    """Each write is BEGIN plus an advisory lock on the owner (one round trip), the script, then COMMIT.

    The lock serialises one owner's writes, so the one-store check of an add cannot miss another store's
    line added at the same moment (READ COMMITTED alone would let both pass); different owners never wait
    for each other. Quantities still change inside the statements.
    """

    def __init__(self, pool: Any, acquire_timeout: float) -> None:
        self._pool = pool
        self._timeout = acquire_timeout

    async def _script(self, owner: CartOwner, script: Script) -> Outcome:
        try:
            async with self._pool.acquire(timeout=self._timeout) as connection:
                return await self._transaction(connection, owner, script)
        except _BUSY as exc:
            raise busy() from exc

    @staticmethod
    async def _transaction(connection: Any, owner: CartOwner, script: Script) -> Outcome:
        async def run(statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
            rows: Sequence[Sequence[Any]] = await connection.fetch(
                statement.postgres, *postgres_args(statement, values)
            )
            return rows

        # The key is an integer computed here, so writing it into the text is safe; it saves a round trip.
        # This is as few round trips as the write can take: BEGIN and lock, the script (one statement for an
        # add or a same-options update), the owner's lines, COMMIT. The lock must stay a statement of its
        # own, before the write: under READ COMMITTED a statement's snapshot is taken when it starts, so a
        # lock taken inside the add would leave its one-store check blind to a line committed while it
        # waited. The lines need a statement after the write, since a statement cannot see its own changes.
        await connection.execute(f"BEGIN; SELECT pg_advisory_xact_lock({owner_lock(owner)})")
        try:
            outcome: Outcome = await script(run)
            await connection.execute("ROLLBACK" if outcome.refused else "COMMIT")
        except BaseException:
            if connection.is_in_transaction():
                await connection.execute("ROLLBACK")
            raise
        return outcome

    async def _rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Sequence[Any]]:
        try:
            async with self._pool.acquire(timeout=self._timeout) as connection:
                rows: Sequence[Sequence[Any]] = await connection.fetch(
                    statement.postgres, *postgres_args(statement, values)
                )
                return rows
        except _BUSY as exc:
            raise busy() from exc
