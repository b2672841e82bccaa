"""Digital payment: the whole total through a payment gateway (core/payments). The order is placed unpaid
and stays so until the gateway confirms the payment; the shopper is sent to the gateway's page."""

from __future__ import annotations

from core.messages import translate

from .method import PaymentFacts, Split

NOT_AVAILABLE = "Digital payment is not available."
UNKNOWN_GATEWAY = "This payment gateway is not available."


def digital_refusal(facts: PaymentFacts) -> tuple[str, str] | None:
    """Why the gateway asked for cannot take this payment: digital payment off (or no gateway on), or a
    gateway that is not on (refused on `payment_gateway`)."""
    if not facts.config.digital_payment or not facts.gateways:
        return "payment_gateway", translate(NOT_AVAILABLE, facts.language)
    if facts.gateway not in facts.gateways:
        return "payment_gateway", translate(UNKNOWN_GATEWAY, facts.language)
    return None


class DigitalPayment:
    """Implements PaymentMethod."""

    name = "digital_payment"

    def refusal(self, facts: PaymentFacts) -> tuple[str, str] | None:
        return digital_refusal(facts)

    def split(self, facts: PaymentFacts) -> Split:
        # An order that costs nothing has nothing to pay online: it is paid as placed.
        return Split(wallet=0, online=facts.total, status="unpaid" if facts.total else "paid")
