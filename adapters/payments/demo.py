"""The demo gateway: a page of the storefront's own (`/payment/demo/<token>`, clearly labelled as a demo)
where the shopper chooses to succeed, decline or abandon. Nothing is charged anywhere; the page's choice
is applied by core/payments (`PaymentService.demo_outcome`) as any gateway's word is, once."""

from __future__ import annotations

from core.payments.model import BrowserCheckout, Confirmation, Payment, Started
from core.payments.ports import InvalidSignature


class DemoGateway:
    """Implements PaymentGateway."""

    name = "demo"
    title = "Demo gateway"
    image = ""

    async def start(self, payment: Payment) -> Started:
        return Started(reference=f"demo_{payment.token}", url=f"/payment/demo/{payment.token}")

    async def browser_checkout(self, payment: Payment, payable: bool) -> BrowserCheckout | None:
        return None  # the demo's page is the storefront's own, with no gateway script

    def confirmation(self, body: bytes, signature: str) -> Confirmation | None:
        # The demo gateway has no webhook: its outcomes come from its page, through the API.
        raise InvalidSignature

    async def refund(self, payment: Payment) -> None:
        """Nothing was taken: the payment is only marked refunded."""
