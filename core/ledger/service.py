"""The ledger's use cases: post a credit or a debit once, read a balance, page an account's entries.

Who may read is the caller's to check (a signed-in customer, the feature's flag on); what to post is the
caller's rule (a top-up, an order paid, points earned ...). The ledger's own rules are three: an entry posts
once per (account, reason, source), a balance never goes below zero, amounts are whole minor units or points.
"""

from __future__ import annotations

from core.configuration.service import ConfigService
from core.errors import Conflict, Forbidden
from core.messages import translate

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

    async def balance(self, customer_id: int, account: Account) -> int:
        return await self._ledger.balance(customer_id, account)

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
