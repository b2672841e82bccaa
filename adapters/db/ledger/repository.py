"""The ledger's entries, an ordinary table: one unit of work per call, each posting serialised with every
other posting to the same account (posting.py: SQLite's BEGIN IMMEDIATE; PostgreSQL an advisory lock on the
account), so the balance read before a debit is the one it is posted on.

Every statement filters on the customer, so a request only ever reaches its own customer's entries.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import Select, func, select

from adapters.db.gateway import Database, Transaction
from adapters.db.ledger.posting import BALANCE, POSTED, post_in
from adapters.db.ledger.tables import LedgerEntry
from adapters.db.statements import compile_statement
from core.ledger.model import Account, Entry, Outcome, Posting

# Each account's newest entry, found through the (customer, account, id) index: one read for the profile.
_BALANCES = compile_statement(
    "SELECT account, balance FROM ledger_entries WHERE id IN "
    "(SELECT MAX(id) FROM ledger_entries WHERE customer_id = :customer_id GROUP BY account)"
)


def _latest_balance(customer_id: int, account: str) -> Select[tuple[int]]:
    """The account's balance: the newest entry's."""
    return (
        select(LedgerEntry.balance)
        .where(LedgerEntry.customer_id == customer_id, LedgerEntry.account == account)
        .order_by(LedgerEntry.id.desc())
        .limit(1)
    )


def _aware(at: dt.datetime) -> dt.datetime:
    # SQLite hands back naive datetimes; everything stored is UTC, and an answer without its offset is read
    # as the reader's local time.
    return at if at.tzinfo else at.replace(tzinfo=dt.UTC)


class SqlLedgerRepository:
    """Implements core's LedgerRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def post(self, posting: Posting) -> Outcome:
        async def work(transaction: Transaction) -> Outcome:
            return await post_in(transaction, posting)

        return await self._database.transaction(work)

    async def post_together(self, postings: Sequence[Posting]) -> Outcome:
        # One turn order for every caller, so two conversions never wait for each other's turn.
        ordered = sorted(postings, key=lambda p: (p.customer_id, p.account))

        async def work(transaction: Transaction) -> Outcome:
            for posting in ordered:
                outcome = await post_in(transaction, posting)
                if outcome != "posted":
                    transaction.roll_back()
                    return outcome
            return "posted"

        return await self._database.transaction(work)

    async def posted(self, account: Account, reason: str, source: str) -> bool:
        return bool(
            await self._database.rows(POSTED, {"account": account, "reason": reason, "source": source})
        )

    async def balance(self, customer_id: int, account: Account) -> int:
        # Read by every quote of a signed-in customer and every wallet placement: one statement, no session.
        found = await self._database.rows(BALANCE, {"customer_id": customer_id, "account": account})
        return int(found[0][0]) if found else 0

    async def balances(self, customer_id: int) -> dict[Account, int]:
        rows = await self._database.rows(_BALANCES, {"customer_id": customer_id})
        return {row[0]: int(row[1]) for row in rows}

    async def page(
        self, customer_id: int, account: Account, offset: int, limit: int
    ) -> tuple[int, list[Entry]]:
        mine = (LedgerEntry.customer_id == customer_id, LedgerEntry.account == account)
        async with self._database.session() as session:
            total = await session.scalar(select(func.count()).select_from(LedgerEntry).where(*mine))
            rows = (
                await session.scalars(
                    select(LedgerEntry)
                    .where(*mine)
                    .order_by(LedgerEntry.id.desc())
                    .offset(offset)
                    .limit(limit)
                )
            ).all()
        return total or 0, [
            Entry(
                id=row.id,
                account=account,
                reason=row.reason,
                source=row.source,
                amount=row.amount,
                balance=row.balance,
                at=_aware(row.created_at),
            )
            for row in rows
        ]
