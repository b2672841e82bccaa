"""The ledger as the API answers it: a page of an account's entries in the anchor's shape (6amMart's wallet
and loyalty-point transaction lists), amounts as the decimal numbers the API speaks."""

from __future__ import annotations

import msgspec

from core.pricing import from_minor

from .model import Account, Entry


class TransactionAnswer(msgspec.Struct, frozen=True):
    """One entry: what it credited or debited (the other is 0), the balance once it was posted, why
    (`transaction_type`) and what caused it (`reference`)."""

    id: int
    transaction_id: str
    credit: float
    debit: float
    balance: float
    transaction_type: str
    reference: str
    created_at: str


class TransactionPage(msgspec.Struct, frozen=True):
    """A page of an account's entries, newest first; `offset` counts pages from 1, as the other lists."""

    total_size: int
    limit: int
    offset: int
    data: list[TransactionAnswer]


def transaction_answer(entry: Entry, account: Account, digits: int) -> TransactionAnswer:
    """`entry` as answered: money at the marketplace's decimals, points as whole numbers."""

    def amount(value: int) -> float:
        return from_minor(value, digits) if account == "wallet" else float(value)

    return TransactionAnswer(
        id=entry.id,
        transaction_id=f"{account}-{entry.id}",
        credit=amount(max(entry.amount, 0)),
        debit=amount(max(-entry.amount, 0)),
        balance=amount(entry.balance),
        transaction_type=entry.reason,
        reference=entry.source,
        created_at=entry.at.isoformat(),
    )
