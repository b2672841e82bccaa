"""The wallet: the whole total is debited from the signed-in customer's wallet when the order is placed,
in the transaction that stores it (adapters/db/orders/placing.py), so the order starts paid. A guest has no
wallet; the marketplace's `customer_wallet_status` switches it off."""

from __future__ import annotations

from core.messages import translate

from .method import PaymentFacts, Split

NOT_AVAILABLE = "The wallet is not available."
INSUFFICIENT = "Insufficient balance."


def wallet_refusal(facts: PaymentFacts) -> tuple[str, str] | None:
    """Why the wallet cannot be used at this checkout at all (off, or a guest's)."""
    if facts.customer and facts.config.customer_wallet_status == 1:
        return None
    return "payment_method", translate(NOT_AVAILABLE, facts.language)


class Wallet:
    """Implements PaymentMethod."""

    name = "wallet"

    def refusal(self, facts: PaymentFacts) -> tuple[str, str] | None:
        refused = wallet_refusal(facts)
        if refused is None and facts.balance < facts.total:
            return "payment_method", translate(INSUFFICIENT, facts.language)
        return refused

    def split(self, facts: PaymentFacts) -> Split:
        return Split(wallet=facts.total, online=0, status="paid")
