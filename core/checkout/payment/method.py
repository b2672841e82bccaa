"""What a payment method is to checkout, and the registry that finds one by its name."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from core.configuration.model import Config
from core.errors import InvalidInput
from core.messages import translate
from core.orders.model import StoreTerms

UNKNOWN_METHOD = "This payment method is not available."


class PaymentMethod(Protocol):
    """One way to pay for an order, chosen at checkout."""

    @property
    def name(self) -> str:
        """The `payment_method` a checkout names it by, and the order keeps."""
        ...

    @property
    def first_status(self) -> str:
        """The order's `payment_status` when it is placed (`unpaid` until the money is in)."""
        ...

    def refusal(self, config: Config, store: StoreTerms, language: str) -> tuple[str, str] | None:
        """Why it cannot pay an order of `store` now: the field and the translated message; None when it can."""
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
