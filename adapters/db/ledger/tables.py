"""The ledger's table: one row per credit or debit of a customer's wallet or loyalty points.

Unique on (account, reason, source), so a movement posts once whatever retries it; `balance` is the
account's balance once the row was posted (the newest row's is the account's), never below zero (a check
constraint beside the repository's own rule). Rows go with their customer (ON DELETE CASCADE).
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    String,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class LedgerEntry(DefaultBase):
    """A credit (amount above zero) or a debit (below) of one account of one customer."""

    __tablename__ = "ledger_entries"
    __table_args__ = (
        UniqueConstraint("account", "reason", "source", name="uq_ledger_entries_account_reason_source"),
        CheckConstraint("balance >= 0", name="balance_never_negative"),
        CheckConstraint("amount <> 0", name="amount_moves"),
        Index("ix_ledger_entries_customer_account_id", "customer_id", "account", "id"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"))
    account: Mapped[str] = mapped_column(String(10))
    reason: Mapped[str] = mapped_column(String(30))
    source: Mapped[str] = mapped_column(String(100))
    amount: Mapped[int] = mapped_column(BigInteger())
    balance: Mapped[int] = mapped_column(BigInteger())
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
