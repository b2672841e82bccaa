"""What the ledger needs from storage."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .model import Account, Entry, Outcome, Posting


class LedgerRepository(Protocol):
    """The entries, posted one at a time per customer and account."""

    async def post(self, posting: Posting) -> Outcome:
        """Post `posting` in one transaction, taking turns with every other posting to the same account:
        "already_posted" when an entry of its (account, reason, source) exists (nothing changes),
        "insufficient" when a debit would take the balance below zero (nothing changes), else "posted"."""
        ...

    async def post_together(self, postings: Sequence[Posting]) -> Outcome:
        """Post every one of `postings` in one transaction, or none: the first outcome other than "posted"
        (in the accounts' turn order) is answered and nothing changes. The accounts' turns are taken in one
        fixed order (by customer, then account), so two such calls never wait for each other."""
        ...

    async def posted(self, account: Account, reason: str, source: str) -> bool:
        """True when an entry of that (account, reason, source) exists."""
        ...

    async def balance(self, customer_id: int, account: Account) -> int:
        """The account's balance: the sum of its entries (0 without any)."""
        ...

    async def balances(self, customer_id: int) -> dict[Account, int]:
        """Every account's balance (an account without entries is absent), in one read."""
        ...

    async def page(
        self, customer_id: int, account: Account, offset: int, limit: int
    ) -> tuple[int, list[Entry]]:
        """How many entries the account holds, and `limit` of them from `offset` (0-based), newest first."""
        ...
