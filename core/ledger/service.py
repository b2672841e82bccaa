"""The ledger's use cases: post a credit or a debit once, read a balance, page an account's entries.

Who may read is the caller's to check (a signed-in customer, the feature's flag on); what to post is the
caller's rule (a top-up, an order paid, points earned ...). The ledger's own rules are three: an entry posts
once per (account, reason, source), a balance never goes below zero, amounts are whole minor units or points.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.configuration.service import ConfigService
from core.errors import Conflict, Forbidden
from core.messages import translate
from core.pricing import from_minor

from .answers import TransactionPage, transaction_answer
from .model import Account, Outcome, Posting
from .ports import LedgerRepository

INSUFFICIENT = {"wallet": "Insufficient balance.", "points": "Insufficient points."}
TURNED_OFF = {"wallet": "The wallet is not available.", "points": "Loyalty points are not available."}


class LedgerService:
    """A customer's wallet and loyalty points."""

    def __init__(self, ledger: LedgerRepository, config: ConfigService) -> None:
        self._ledger = ledger
        self._config = config

    async def post(self, posting: Posting) -> Outcome:
        """Post `posting` once; "already_posted" when its (account, reason, source) was, "insufficient" when
        a debit is larger than the balance (nothing posted in either case)."""
        return await self._ledger.post(posting)

    async def debit(self, posting: Posting, language: str) -> None:
        """Post the debit `posting`, refused with 409 when the balance does not cover it (a debit already
        posted is not refused: its retry succeeds)."""
        if await self._ledger.post(posting) == "insufficient":
            raise Conflict("balance", translate(INSUFFICIENT[posting.account], language))

    async def post_together(self, postings: Sequence[Posting]) -> Outcome:
        """Post all of `postings` or none, in one transaction (a conversion: the points' debit and the
        wallet's credit); the first outcome other than "posted", when one refuses."""
        return await self._ledger.post_together(postings)

    async def posted(self, posting: Posting) -> bool:
        """True when `posting`'s (account, reason, source) was posted already (a replay)."""
        return await self._ledger.posted(posting.account, posting.reason, posting.source)

    async def balance(self, customer_id: int, account: Account) -> int:
        return await self._ledger.balance(customer_id, account)

    async def balances(self, customer_id: int) -> tuple[float, int]:
        """The wallet's balance as the API answers money, and the points' balance (the profile shows both)."""
        found = await self._ledger.balances(customer_id)
        digits = (await self._config.config("en")).digit_after_decimal_point
        return from_minor(found.get("wallet", 0), digits), found.get("points", 0)

    async def transactions(
        self, customer_id: int, account: Account, offset: int, limit: int, language: str
    ) -> TransactionPage:
        """Page `offset` (from 1) of the account's entries, newest first; 403 while the marketplace has the
        feature off (customer_wallet_status, loyalty_point_status)."""
        config = await self._config.config(language)
        flag = config.customer_wallet_status if account == "wallet" else config.loyalty_point_status
        if flag != 1:
            raise Forbidden(account, translate(TURNED_OFF[account], language))
        total, entries = await self._ledger.page(customer_id, account, (offset - 1) * limit, limit)
        digits = config.digit_after_decimal_point
        answers = [transaction_answer(entry, account, digits) for entry in entries]
        return TransactionPage(total_size=total, limit=limit, offset=offset, data=answers)
