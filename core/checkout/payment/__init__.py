"""How an order is paid: the payment methods a checkout may name, in one registry.

Checkout asks the chosen method whether it can pay this order now (its refusal, shown with the quote's and
raised by placing) and how it splits the total between the wallet, a gateway and cash (with the payment
status the order starts with). Adding a method is one module here defining it and one entry in
`PAYMENT_METHODS` (docs/checkout-and-money.md, "Payment methods").
"""

from __future__ import annotations

from .cash import CashOnDelivery
from .digital import DigitalPayment
from .method import PaymentFacts, PaymentMethod, PaymentMethods, Split
from .partial import PartialPayment
from .wallet import Wallet

# The methods this marketplace takes, by the `payment_method` name a checkout gives.
PAYMENT_METHODS = PaymentMethods([CashOnDelivery(), Wallet(), DigitalPayment(), PartialPayment()])

__all__ = [
    "PAYMENT_METHODS",
    "CashOnDelivery",
    "DigitalPayment",
    "PartialPayment",
    "PaymentFacts",
    "PaymentMethod",
    "PaymentMethods",
    "Split",
    "Wallet",
]
