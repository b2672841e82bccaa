"""Cash on delivery: the courier (or the counter, for take-away) takes the money when the order is handed
over, so the order is placed unpaid. The marketplace and the store must both take cash; the marketplace's
maximum for a cash order is the pricing engine's rule (core/pricing/quote.py, COD_MAXIMUM), since it needs the
order's total."""

from __future__ import annotations

from core.messages import translate

from .method import PaymentFacts, Split

NOT_AVAILABLE = "Cash on delivery is not available."


def cash_refusal(facts: PaymentFacts) -> tuple[str, str] | None:
    """Why cash cannot be taken for an order of this store now (also a partial payment's cash rest)."""
    if facts.config.cash_on_delivery and facts.store.cash_on_delivery:
        return None
    return "payment_method", translate(NOT_AVAILABLE, facts.language)


class CashOnDelivery:
    """Implements PaymentMethod."""

    name = "cash_on_delivery"

    def refusal(self, facts: PaymentFacts) -> tuple[str, str] | None:
        return cash_refusal(facts)

    def split(self, facts: PaymentFacts) -> Split:
        return Split(wallet=0, online=0, status="unpaid")
