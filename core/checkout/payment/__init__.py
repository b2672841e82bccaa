"""How an order is paid: the payment methods a checkout may name, in one registry.

Checkout asks the chosen method whether it can pay an order of this store now (its refusal, shown with the
quote's and raised by placing) and with which payment status the order starts. Adding a method is one module
here defining it and one entry in `PAYMENT_METHODS` (docs/checkout-and-money.md, "Payment methods").
"""

from __future__ import annotations

from .cash import CashOnDelivery
from .method import PaymentMethod, PaymentMethods

# The methods this marketplace takes, by the `payment_method` name a checkout gives.
PAYMENT_METHODS = PaymentMethods([CashOnDelivery()])

__all__ = ["PAYMENT_METHODS", "CashOnDelivery", "PaymentMethod", "PaymentMethods"]
