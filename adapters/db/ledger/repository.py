"""The ledger's entries, an ordinary table: one unit of work per call, each posting serialised with every
other posting to the same account (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock on the account), so
the balance read before a debit is the one it is posted on.

Every statement filters on the customer, so a request only ever reaches its own customer's entries.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Select, func, select
from sqlalchemy.exc import IntegrityError

from adapters.db.gateway import Database
from adapters.db.ledger.tables import LedgerEntry
from adapters.db.locks import serialise_on
from core.ledger.model import Account, Entry, Outcome, Posting


def _latest_balance(customer_id: int, account: str) -> Select[tuple[int]]:
    """The account's balance: the newest entry's."""
    return (
        select(LedgerEntry.balance)
        .where(LedgerEntry.customer_id == customer_id, LedgerEntry.account == account)
        .order_by(LedgerEntry.id.desc())
        .limit(1)
    )


class SqlLedgerRepository:
    """Implements core's LedgerRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def post(self, posting: Posting) -> Outcome:
        try:
            async with self._database.session() as session:
                await serialise_on(session, f"ledger:{posting.customer_id}:{posting.account}")
                posted = select(LedgerEntry.id).where(
                    LedgerEntry.account == posting.account,
                    LedgerEntry.reason == posting.reason,
                    LedgerEntry.source == posting.source,
                )
                if await session.scalar(posted) is not None:
                    return "already_posted"
                balance = (await session.scalar(_latest_balance(posting.customer_id, posting.account))) or 0
                if balance + posting.amount < 0:
                    return "insufficient"
                session.add(
                    LedgerEntry(
                        customer_id=posting.customer_id,
                        account=posting.account,
                        reason=posting.reason,
                        source=posting.source,
                        amount=posting.amount,
                        balance=balance + posting.amount,
                        created_at=dt.datetime.now(dt.UTC),
                    )
                )
                await session.commit()
        except IntegrityError:
            # The same (account, reason, source) posted for another customer's account meanwhile (each account
            # takes turns with itself only): the unique key keeps it once.
            return "already_posted"
        return "posted"

    async def balance(self, customer_id: int, account: Account) -> int:
        async with self._database.session() as session:
            return (await session.scalar(_latest_balance(customer_id, account))) or 0

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
                at=row.created_at,
            )
            for row in rows
        ]
