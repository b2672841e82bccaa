"""The checkout context's entry point: `CheckoutService` quotes an owner's cart (or one Buy Now line) and
places it as an order, paid by one of the registered payment methods (payment/).

It holds no rule of its own: the quote is quoting.py's (rules.py's refusals, then pricing.py over the engine
in core/pricing), the order placing.py's, stored through the orders context's repository. What follows a
placed order (reading, tracking, cancelling, the demo dispatcher) is core/orders'.
"""

from __future__ import annotations

from core.cart.service import CartService
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.service import ConfigService
from core.identity.owner import Owner
from core.marketplace.service import MarketplaceService
from core.orders.answers import PlacedAnswer, QuoteAnswer
from core.orders.model import Destination
from core.orders.ports import CheckoutFacts, CouponRepository, OrderRepository
from core.payments.service import PaymentService

from .payment import PAYMENT_METHODS, PaymentMethods
from .placing import Placing
from .quoting import Quoting, Rewards, Wallets
from .request import Checkout


class CheckoutService:
    """Quote and place a customer's or a guest's checkout (an owner, as the cart names it)."""

    def __init__(
        self,
        orders: OrderRepository,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        clock: MarketplaceClock = DEFAULT_CLOCK,
        demo_orders: bool = False,
        methods: PaymentMethods = PAYMENT_METHODS,
        payments: PaymentService | None = None,
        wallets: Wallets | None = None,
        rewards: Rewards | None = None,
    ) -> None:
        gateways = () if payments is None else payments.gateways
        self._quoting = Quoting(
            coupons, facts, carts, config, marketplace, clock, methods, wallets, gateways, rewards
        )
        self._placing = Placing(orders, self._quoting, carts, config, demo_orders, methods, payments)

    async def quote(self, owner: Owner, module_id: int, checkout: Checkout, language: str) -> QuoteAnswer:
        """The price of the owner's cart of the module as `checkout` asks, with what refuses it."""
        return await self._quoting.quote(owner, module_id, checkout, language)

    async def place(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        destination: Destination,
        note: str | None,
        key: str | None,
        language: str,
    ) -> PlacedAnswer:
        """Place the owner's cart of the module as an order; a key already used answers its order."""
        return await self._placing.place(owner, module_id, checkout, destination, note, key, language)


__all__ = ["Checkout", "CheckoutService"]
