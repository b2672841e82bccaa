"""Signed-in sessions on the gateway's named statements: core's `SessionStore`.

Every request with a bearer token checks its session (customer/info, the cart of a customer ...): one
indexed read by primary key on the bare driver, the cheapest way the gateway offers. A session ends when its
token expires or after `idle_seconds` unused. Use is written back at most once every `refresh_seconds`
(an hour by default), so nearly every check stays that one read: the idle limit is exact to within that.
"""

from __future__ import annotations

import datetime as dt
import time

from adapters.db.gateway import Database, Transaction
from adapters.db.statements import compile_statement

_OPEN = compile_statement(
    "INSERT INTO customer_sessions (id, customer_id, expires_at, last_used_at, device) "
    "VALUES (CAST(:session_id AS VARCHAR(64)), CAST(:customer_id AS BIGINT), CAST(:expires_at AS BIGINT), "
    "CAST(:now AS BIGINT), CAST(:device AS VARCHAR(80)))"
)
_IS_OPEN = compile_statement(
    "SELECT last_used_at FROM customer_sessions WHERE id = :session_id AND customer_id = :customer_id "
    "AND expires_at > :now AND last_used_at > :idle_since"
)
_USED = compile_statement(
    "UPDATE customer_sessions SET last_used_at = CAST(:now AS BIGINT) WHERE id = :session_id "
    "AND last_used_at < :now"
)
_OF_CUSTOMER = compile_statement(
    "SELECT id, created_at, last_used_at, device FROM customer_sessions WHERE customer_id = :customer_id "
    "AND expires_at > :now AND last_used_at > :idle_since ORDER BY last_used_at DESC, id"
)
_CLOSE_ALL = compile_statement("DELETE FROM customer_sessions WHERE customer_id = :customer_id RETURNING id")
_CLOSE = compile_statement("DELETE FROM customer_sessions WHERE id = :session_id")
_CLOSE_OTHERS = compile_statement(
    "DELETE FROM customer_sessions WHERE customer_id = :customer_id AND id <> :keep RETURNING id"
)
_PURGE = compile_statement(
    "DELETE FROM customer_sessions WHERE expires_at <= :now OR last_used_at <= :idle_since RETURNING id"
)


class SqlSessions:
    """Implements core's SessionStore."""

    def __init__(self, database: Database, idle_seconds: int, refresh_seconds: int = 3600) -> None:
        self._database = database
        self._idle = idle_seconds
        self._refresh = refresh_seconds

    async def open(
        self, session_id: str, customer_id: int, expires_at: int, device: str | None = None
    ) -> None:
        """Record a new session, used now."""
        values = {
            "session_id": session_id,
            "customer_id": customer_id,
            "expires_at": expires_at,
            "now": int(time.time()),
            "device": device,
        }

        async def work(transaction: Transaction) -> None:
            await transaction.rows(_OPEN, values)

        await self._database.transaction(work)

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        """True while the session is stored for `customer_id`, has not ended and was used lately; a use
        more than `refresh_seconds` after the last one written is written back."""
        now = int(time.time())
        values = {
            "session_id": session_id,
            "customer_id": customer_id,
            "now": now,
            "idle_since": now - self._idle,
        }
        found = await self._database.rows(_IS_OPEN, values)
        if not found:
            return False
        if int(found[0][0]) <= now - self._refresh:

            async def work(transaction: Transaction) -> None:
                await transaction.rows(_USED, {"session_id": session_id, "now": now})

            await self._database.transaction(work)
        return True

    async def of_customer(self, customer_id: int) -> list[tuple[str, int, int, str | None]]:
        """The open sessions of the customer, the most recently used first."""
        now = int(time.time())
        values = {"customer_id": customer_id, "now": now, "idle_since": now - self._idle}
        return [
            (str(session_id), _epoch(opened), int(used), device)
            for session_id, opened, used, device in await self._database.rows(_OF_CUSTOMER, values)
        ]

    async def close_all(self, customer_id: int) -> int:
        """Revoke every session of the customer."""
        return len(await self.close_all_ids(customer_id))

    async def close_all_ids(self, customer_id: int) -> list[str]:
        """Revoke every session of the customer; their ids."""

        async def work(transaction: Transaction) -> list[str]:
            return [str(row[0]) for row in await transaction.rows(_CLOSE_ALL, {"customer_id": customer_id})]

        return await self._database.transaction(work)

    async def close(self, session_id: str) -> None:
        """Revoke one session."""

        async def work(transaction: Transaction) -> None:
            await transaction.rows(_CLOSE, {"session_id": session_id})

        await self._database.transaction(work)

    async def close_others(self, customer_id: int, keep: str) -> int:
        """Revoke every other session of the customer."""
        return len(await self.close_others_ids(customer_id, keep))

    async def close_others_ids(self, customer_id: int, keep: str) -> list[str]:
        """Revoke every other session of the customer; their ids."""
        values = {"customer_id": customer_id, "keep": keep}

        async def work(transaction: Transaction) -> list[str]:
            return [str(row[0]) for row in await transaction.rows(_CLOSE_OTHERS, values)]

        return await self._database.transaction(work)

    async def purge_ended(self) -> int:
        """Delete the sessions whose token has expired anyway (housekeeping)."""

        async def work(transaction: Transaction) -> int:
            now = int(time.time())
            return len(await transaction.rows(_PURGE, {"now": now, "idle_since": now - self._idle}))

        return await self._database.transaction(work)


def _epoch(value: object) -> int:
    """A stored `created_at` (a datetime; SQLite's driver may hand back its text) in seconds since the epoch."""
    if isinstance(value, dt.datetime):
        return int((value if value.tzinfo else value.replace(tzinfo=dt.UTC)).timestamp())
    return int(dt.datetime.fromisoformat(str(value)).replace(tzinfo=dt.UTC).timestamp())
