"""What a payment method is to checkout, and the registry that finds one by its name.

A method reads the facts of one checkout (`PaymentFacts`: the configuration, the store, who pays, the
wallet's balance, the order's total, the gateway asked for) and says two things: why it cannot pay this
order now (a refusal, shown with the quote's and raised by placing), and how it splits the total (`Split`:
what the wallet pays at once, what a gateway is asked for, what is left for the courier to collect) with the
payment status the order starts with.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from core.configuration.model import Config
from core.errors import InvalidInput
from core.messages import translate
from core.orders.model import StoreTerms

UNKNOWN_METHOD = "This payment method is not available."


@dataclass(frozen=True, slots=True)
class PaymentFacts:
    """What a payment method decides on, for one checkout (amounts in minor units)."""

    config: Config
    store: StoreTerms
    customer: bool  # a signed-in customer (a guest has no wallet)
    balance: int  # the customer's wallet balance (0 for a guest)
    total: int  # the order's total, as the pricing engine computed it
    gateway: str | None  # the digital gateway asked for (`payment_gateway`)
    gateways: tuple[str, ...]  # the digital gateways switched on
    rest: str  # how a partial payment's rest is paid: "cash_on_delivery" | "digital_payment"
    language: str


@dataclass(frozen=True, slots=True)
class Split:
    """How an order's total is paid: `wallet` from the wallet when placed, `online` through the gateway, the
    rest in cash at the hand-over; `status` is the order's payment status when placed."""

    wallet: int
    online: int
    status: str


class PaymentMethod(Protocol):
    """One way to pay for an order, chosen at checkout."""

    @property
    def name(self) -> str:
        """The `payment_method` a checkout names it by, and the order keeps."""
        ...

    def refusal(self, facts: PaymentFacts) -> tuple[str, str] | None:
        """Why it cannot pay this order now: the field and the translated message; None when it can."""
        ...

    def split(self, facts: PaymentFacts) -> Split:
        """How it pays this order's total (asked only when `refusal` is None)."""
        ...


class PaymentMethods:
    """The payment methods checkout takes, by name."""

    def __init__(self, methods: Iterable[PaymentMethod]) -> None:
        self._methods: dict[str, PaymentMethod] = {}
        for method in methods:
            if method.name in self._methods:
                raise ValueError(f"two payment methods are named {method.name!r}")
            self._methods[method.name] = method

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._methods)

    def get(self, name: str, language: str) -> PaymentMethod:
        """The method `name`; a name no method has is refused (422 on `payment_method`)."""
        found = self._methods.get(name)
        if found is None:
            raise InvalidInput("payment_method", translate(UNKNOWN_METHOD, language))
        return found
