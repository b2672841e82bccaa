"""Signed-in sessions on the gateway's named statements: core's `SessionStore`.

Every request with a bearer token checks its session (customer/info, the cart of a customer ...): one
indexed read by primary key on the bare driver, the cheapest way the gateway offers.
"""

from __future__ import annotations

import time

from adapters.db.gateway import Database, Transaction
from adapters.db.statements import compile_statement

_OPEN = compile_statement(
    "INSERT INTO customer_sessions (id, customer_id, expires_at) "
    "VALUES (CAST(:session_id AS VARCHAR(64)), CAST(:customer_id AS BIGINT), CAST(:expires_at AS BIGINT))"
)
_IS_OPEN = compile_statement(
    "SELECT 1 FROM customer_sessions WHERE id = :session_id AND customer_id = :customer_id "
    "AND expires_at > :now"
)
_CLOSE = compile_statement("DELETE FROM customer_sessions WHERE id = :session_id")
_CLOSE_OTHERS = compile_statement(
    "DELETE FROM customer_sessions WHERE customer_id = :customer_id AND id <> :keep RETURNING id"
)
_PURGE = compile_statement("DELETE FROM customer_sessions WHERE expires_at <= :now RETURNING id")


class SqlSessions:
    """Implements core's SessionStore."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def open(self, session_id: str, customer_id: int, expires_at: int) -> None:
        """Record a new session."""
        values = {"session_id": session_id, "customer_id": customer_id, "expires_at": expires_at}

        async def work(transaction: Transaction) -> None:
            await transaction.rows(_OPEN, values)

        await self._database.transaction(work)

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        """True while the session is stored for `customer_id` and has not ended."""
        values = {"session_id": session_id, "customer_id": customer_id, "now": int(time.time())}
        return bool(await self._database.rows(_IS_OPEN, values))

    async def close(self, session_id: str) -> None:
        """Revoke one session."""

        async def work(transaction: Transaction) -> None:
            await transaction.rows(_CLOSE, {"session_id": session_id})

        await self._database.transaction(work)

    async def close_others(self, customer_id: int, keep: str) -> int:
        """Revoke every other session of the customer."""

        async def work(transaction: Transaction) -> int:
            return len(await transaction.rows(_CLOSE_OTHERS, {"customer_id": customer_id, "keep": keep}))

        return await self._database.transaction(work)

    async def purge_ended(self) -> int:
        """Delete the sessions whose token has expired anyway (housekeeping)."""

        async def work(transaction: Transaction) -> int:
            return len(await transaction.rows(_PURGE, {"now": int(time.time())}))

        return await self._database.transaction(work)
