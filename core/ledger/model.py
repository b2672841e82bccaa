"""What the ledger keeps: accounts, the reasons money or points move, and one entry."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

Account = Literal["wallet", "points"]
ACCOUNTS: tuple[Account, ...] = ("wallet", "points")

# Why an entry moved the account (the anchor's transaction types): the wallet's and the points'.
WalletReason = Literal[
    "add_fund", "order_payment", "refund", "loyalty_conversion", "referral_reward", "cashback", "admin_bonus"
]
PointReason = Literal["order_earned", "converted_to_wallet"]
Reason = WalletReason | PointReason
REASONS: dict[Account, frozenset[str]] = {
    "wallet": frozenset(WalletReason.__args__),  # type: ignore[attr-defined]
    "points": frozenset(PointReason.__args__),  # type: ignore[attr-defined]
}

MAX_AMOUNT = 10**12  # minor units or points one entry may move: far past any real order, never an overflow


@dataclass(frozen=True, slots=True)
class Posting:
    """A movement to post: `amount` above zero credits the account, below zero debits it."""

    customer_id: int
    account: Account
    reason: str
    source: str  # what caused it, unique per (account, reason): "order:42", "payment:pi_123" ...
    amount: int

    def __post_init__(self) -> None:
        if self.reason not in REASONS[self.account]:
            raise ValueError(f"{self.reason!r} is no reason of the {self.account} account")
        if self.amount == 0 or abs(self.amount) > MAX_AMOUNT:
            raise ValueError("an entry moves a non-zero amount within MAX_AMOUNT")
        if not self.source or len(self.source) > 100:
            raise ValueError("an entry names its source in 1 to 100 characters")


@dataclass(frozen=True, slots=True)
class Entry:
    """A posted movement, with the account's balance once it was posted."""

    id: int
    account: Account
    reason: str
    source: str
    amount: int
    balance: int
    at: dt.datetime


Outcome = Literal["posted", "already_posted", "insufficient"]
