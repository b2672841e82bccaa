"""Partial payment: the wallet pays what it holds (at most the total) when the order is placed, the rest is
paid in cash at the hand-over or through a gateway (`partial_rest`), as the marketplace allows
(`partial_payment_status`, `partial_payment_method`: "cod", "digital_payment" or "both").

The order starts `partially_paid` with a cash rest, `unpaid` with a digital rest until the gateway confirms
it, and `paid` when the wallet held the whole total."""

from __future__ import annotations

from core.messages import translate
from core.pricing import to_minor
from core.pricing.quote import COD_MAXIMUM

from .cash import cash_refusal
from .digital import digital_refusal
from .method import PaymentFacts, Split
from .wallet import wallet_refusal

NOT_AVAILABLE = "Partial payment is not available."
EMPTY_WALLET = "Your wallet is empty."
REST_NOT_AVAILABLE = "This way to pay the rest is not available."
# partial_payment_method -> the ways the rest may be paid.
RESTS = {
    "cod": ("cash_on_delivery",),
    "digital_payment": ("digital_payment",),
    "both": ("cash_on_delivery", "digital_payment"),
}


class PartialPayment:
    """Implements PaymentMethod."""

    name = "partial_payment"

    def refusal(self, facts: PaymentFacts) -> tuple[str, str] | None:
        if facts.config.partial_payment_status != 1:
            return "payment_method", translate(NOT_AVAILABLE, facts.language)
        refused = wallet_refusal(facts)
        if refused is not None:
            return refused
        if facts.balance <= 0:
            return "payment_method", translate(EMPTY_WALLET, facts.language)
        if facts.rest not in RESTS.get(facts.config.partial_payment_method, ()):
            return "partial_rest", translate(REST_NOT_AVAILABLE, facts.language)
        if facts.balance >= facts.total:
            return None  # the wallet pays it all: nothing is left for cash or a gateway
        if facts.rest != "cash_on_delivery":
            return digital_refusal(facts)
        return cash_refusal(facts) or _over_cash_maximum(facts)

    def split(self, facts: PaymentFacts) -> Split:
        wallet = min(facts.balance, facts.total)
        rest = facts.total - wallet
        if rest == 0:
            return Split(wallet=wallet, online=0, status="paid")
        if facts.rest == "cash_on_delivery":
            return Split(wallet=wallet, online=0, status="partially_paid")
        return Split(wallet=wallet, online=rest, status="unpaid")


def _over_cash_maximum(facts: PaymentFacts) -> tuple[str, str] | None:
    """The zone's maximum for a cash order holds for the cash a partial payment leaves to collect."""
    maximum = facts.store.cod_maximum
    if maximum is None:
        return None
    limit = to_minor(maximum, facts.config.digit_after_decimal_point)
    if 0 < limit < facts.total - min(facts.balance, facts.total):
        return "payment_method", translate(COD_MAXIMUM, facts.language)
    return None
