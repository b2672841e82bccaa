"""One-time codes on the gateway's named statements: core's `OtpStore`, every decision in one statement.

- issue: INSERT ... ON CONFLICT DO UPDATE ... WHERE the last code to that target is older than the resend
  wait. Concurrent sends are serialised by the row (PostgreSQL) or the single writer (SQLite): one stores
  its code, the others change nothing and learn how long to wait.
- attempt: UPDATE ... SET tries = tries + 1 WHERE tries < max RETURNING the code, so of any number of
  parallel guesses at most `max` ever see the code to compare with.
- consume: DELETE ... WHERE code_hash = the one compared, so a code verifies once.
"""

from __future__ import annotations

from adapters.db.gateway import Database, Transaction
from adapters.db.statements import compile_statement
from core.identity.model import Channel, OtpAttempt

_KEY = "customer_id = CAST(:customer_id AS BIGINT) AND channel = CAST(:channel AS VARCHAR(10))"
_ISSUE = compile_statement(
    "INSERT INTO customer_otps (customer_id, channel, target, code_hash, tries, sent_at, expires_at) "
    "VALUES (CAST(:customer_id AS BIGINT), CAST(:channel AS VARCHAR(10)), CAST(:target AS VARCHAR(255)), "
    "CAST(:code_hash AS VARCHAR(128)), 0, CAST(:now AS BIGINT), CAST(:expires_at AS BIGINT)) "
    "ON CONFLICT (customer_id, channel) DO UPDATE SET target = excluded.target, "
    "code_hash = excluded.code_hash, tries = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at "
    "WHERE customer_otps.sent_at <= CAST(:now AS BIGINT) - CAST(:resend_after AS BIGINT) "
    "OR customer_otps.target <> excluded.target "
    "RETURNING sent_at"
)
_SENT_AT = compile_statement(f"SELECT sent_at FROM customer_otps WHERE {_KEY}")  # noqa: S608 - constants only
_FORGET = compile_statement(f"DELETE FROM customer_otps WHERE {_KEY}")  # noqa: S608 - constants only
_ATTEMPT = compile_statement(
    f"UPDATE customer_otps SET tries = tries + 1 WHERE {_KEY} AND tries < CAST(:max_tries AS INTEGER) "  # noqa: S608 - constants only
    "RETURNING target, code_hash, expires_at"
)
_EXHAUSTED = compile_statement(
    f"SELECT 1 FROM customer_otps WHERE {_KEY} AND tries >= CAST(:max_tries AS INTEGER)"  # noqa: S608 - constants only
)
_CONSUME = compile_statement(
    f"DELETE FROM customer_otps WHERE {_KEY} AND code_hash = CAST(:code_hash AS VARCHAR(128)) RETURNING 1"  # noqa: S608 - constants only
)


class SqlOtps:
    """Implements core's OtpStore."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def issue(
        self,
        customer_id: int,
        channel: Channel,
        target: str,
        code_hash: str,
        now: int,
        expires_at: int,
        resend_after: int,
    ) -> int | None:
        """Store the code unless the last one to `target` is too recent; else the seconds left."""
        values = {
            "customer_id": customer_id,
            "channel": channel,
            "target": target,
            "code_hash": code_hash,
            "now": now,
            "expires_at": expires_at,
            "resend_after": resend_after,
        }

        async def work(transaction: Transaction) -> int | None:
            if await transaction.rows(_ISSUE, values):
                return None
            found = await transaction.rows(_SENT_AT, {"customer_id": customer_id, "channel": channel})
            sent_at = int(found[0][0]) if found else now
            return max(1, sent_at + resend_after - now)

        return await self._database.transaction(work)

    async def forget(self, customer_id: int, channel: Channel) -> None:
        """Drop the code."""

        async def work(transaction: Transaction) -> None:
            await transaction.rows(_FORGET, {"customer_id": customer_id, "channel": channel})

        await self._database.transaction(work)

    async def attempt(self, customer_id: int, channel: Channel, max_tries: int) -> OtpAttempt | None:
        """Count a try and return the code, unless there is none or its tries are spent."""
        values = {"customer_id": customer_id, "channel": channel, "max_tries": max_tries}

        async def work(transaction: Transaction) -> OtpAttempt | None:
            found = await transaction.rows(_ATTEMPT, values)
            return OtpAttempt(str(found[0][0]), str(found[0][1]), int(found[0][2])) if found else None

        return await self._database.transaction(work)

    async def exhausted(self, customer_id: int, channel: Channel, max_tries: int) -> bool:
        """True when the code has had `max_tries` tries."""
        values = {"customer_id": customer_id, "channel": channel, "max_tries": max_tries}
        return bool(await self._database.rows(_EXHAUSTED, values))

    async def consume(self, customer_id: int, channel: Channel, code_hash: str) -> bool:
        """Delete the code if still the compared one; True for the caller that did."""
        values = {"customer_id": customer_id, "channel": channel, "code_hash": code_hash}

        async def work(transaction: Transaction) -> bool:
            return bool(await transaction.rows(_CONSUME, values))

        return await self._database.transaction(work)
