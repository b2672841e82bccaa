"""The digital payment gateways switched on, by name: what checkout offers and the configuration lists.

Adding a gateway is one adapter (adapters/payments/) implementing `PaymentGateway` and one registration in
the composition root (adapters/container/payments.py), where the deployment's settings switch it on.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.configuration.model import PaymentGatewayListing
from core.errors import InvalidInput
from core.messages import translate

from .ports import PaymentGateway

UNKNOWN_GATEWAY = "This payment gateway is not available."


class PaymentGateways:
    """The gateways on, in the order they are offered."""

    def __init__(self, gateways: Iterable[PaymentGateway]) -> None:
        self._gateways: dict[str, PaymentGateway] = {}
        for gateway in gateways:
            if gateway.name in self._gateways:
                raise ValueError(f"two payment gateways are named {gateway.name!r}")
            self._gateways[gateway.name] = gateway

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._gateways)

    def listing(self) -> list[PaymentGatewayListing]:
        """The configuration's `active_payment_method_list`."""
        return [PaymentGatewayListing(g.name, g.title, g.image) for g in self._gateways.values()]

    def get(self, name: str | None, language: str) -> PaymentGateway:
        """The gateway `name`; one that is not on is refused (422 on `payment_gateway`)."""
        found = self._gateways.get(name or "")
        if found is None:
            raise InvalidInput("payment_gateway", translate(UNKNOWN_GATEWAY, language))
        return found

    def known(self, name: str) -> PaymentGateway | None:
        return self._gateways.get(name)
