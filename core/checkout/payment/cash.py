"""Cash on delivery: the courier (or the counter, for take-away) takes the money when the order is handed
over, so the order is placed unpaid. The marketplace and the store must both take cash; the marketplace's
maximum for a cash order is the pricing engine's rule (core/pricing/quote.py, COD_MAXIMUM), since it needs the
order's total."""

from __future__ import annotations

from core.configuration.model import Config
from core.messages import translate
from core.orders.model import StoreTerms

NOT_AVAILABLE = "Cash on delivery is not available."


class CashOnDelivery:
    """Implements PaymentMethod."""

    name = "cash_on_delivery"
    first_status = "unpaid"

    def refusal(self, config: Config, store: StoreTerms, language: str) -> tuple[str, str] | None:
        if config.cash_on_delivery and store.cash_on_delivery:
            return None
        return "payment_method", translate(NOT_AVAILABLE, language)
