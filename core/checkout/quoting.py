"""The quote: the owner's cart (or one Buy Now line) of a module priced as checkout asks.

`Quoting.price` reads top-down: the configuration, the lines and their store, the rules that refuse the
request, the coupon, the rules that stand in its way, then the pricing engine. Placing an order runs the
same `price`, so the order charges exactly what the quote showed.
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from core.cart.answers import CartLine
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.errors import Conflict, InvalidInput
from core.identity.owner import Owner
from core.ledger.model import Account
from core.marketplace.service import MarketplaceService
from core.messages import translate
from core.orders.answers import QuoteAnswer, RefusalAnswer
from core.orders.model import CouponRecord, StoreTerms
from core.orders.ports import CheckoutFacts, CouponRepository
from core.pricing import FirstOrder, from_minor

from . import rules
from .payment import PAYMENT_METHODS, PaymentFacts, PaymentMethods
from .pricing import Priced, free_delivery_over, price
from .request import Checkout

WALLET_METHODS = frozenset({"wallet", "partial_payment"})


class Wallets(Protocol):
    """The customers' wallet balances (the ledger)."""

    async def balance(self, customer_id: int, account: Account) -> int: ...


class Rewards(Protocol):
    """What a customer's order earns or is owed (the rewards context)."""

    async def first_order_offer(self, customer_id: int | None) -> FirstOrder | None:
        """The referred customer's first-order discount owed now (None: none)."""
        ...

    async def order_cashback(self, customer_id: int | None, amount: int) -> int:
        """The cashback an order of `amount` (minor units) will earn when delivered."""
        ...


class Quoting:
    """Prices an owner's checkout: the quote's answer, and the computation an order is placed from."""

    def __init__(
        self,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        clock: MarketplaceClock = DEFAULT_CLOCK,
        methods: PaymentMethods = PAYMENT_METHODS,
        wallets: Wallets | None = None,
        gateways: tuple[str, ...] = (),
        rewards: Rewards | None = None,
    ) -> None:
        self._methods = methods
        self._wallets = wallets
        self._rewards = rewards
        self._gateways = gateways  # the digital gateways switched on
        self._coupons = coupons
        self._facts = facts
        self._carts = carts
        self._config = config
        self._marketplace = marketplace
        self._clock = clock

    async def quote(self, owner: Owner, module_id: int, checkout: Checkout, language: str) -> QuoteAnswer:
        """The price of the owner's cart of the module as `checkout` asks, with what refuses it."""
        return _quote_answer(await self.price(owner, module_id, checkout, language, answered=True))

    async def price(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        language: str,
        config: Config | None = None,
        answered: bool = False,
    ) -> Priced:
        """The owner's lines of the module priced as `checkout` asks, with every refusal in its way;
        raises when the request itself is wrong. The wallet's balance is read when the quote answers it
        (`answered`) or the method pays from the wallet (a cash order is placed without that read)."""
        config = config or await self._config.config(language)
        lines, store = await self._lines_and_store(owner, module_id, checkout, config, language)
        rules.check_order_type(store, checkout, self._clock, language)
        km = await rules.delivery_distance(store, checkout, self._marketplace, language)
        coupon = await self._coupon(checkout.coupon_code, module_id)
        method = self._methods.get(checkout.payment_method, language)
        refused = rules.refusals(checkout, coupon, store, self._clock, language)
        customer_id = int(owner.id) if owner.kind == "customer" else None
        offer = None if self._rewards is None else await self._rewards.first_order_offer(customer_id)
        priced = price(lines, store, config, checkout, km, coupon, refused, self._clock(), language, offer)
        if answered and self._rewards is not None:  # shown at checkout; earned only once delivered
            cashback = await self._rewards.order_cashback(customer_id, priced.quote.total)
            priced = dataclasses.replace(priced, cashback=cashback)
        balance = await self._balance(owner) if answered or checkout.payment_method in WALLET_METHODS else 0
        facts = PaymentFacts(
            config=config,
            store=store,
            customer=owner.kind == "customer",
            balance=balance,
            total=priced.quote.total,
            gateway=checkout.payment_gateway,
            gateways=self._gateways,
            rest=checkout.partial_rest,
            language=language,
        )
        unpaid = method.refusal(facts)
        if unpaid is not None:
            return dataclasses.replace(priced, refusals=[*priced.refusals, unpaid], balance=balance)
        return dataclasses.replace(priced, balance=balance, split=method.split(facts))

    async def _balance(self, owner: Owner) -> int:
        """The customer's wallet balance (a guest has no wallet)."""
        if owner.kind != "customer" or self._wallets is None:
            return 0
        return await self._wallets.balance(int(owner.id), "wallet")

    async def _lines_and_store(
        self, owner: Owner, module_id: int, checkout: Checkout, config: Config, language: str
    ) -> tuple[list[CartLine], StoreTerms]:
        if checkout.item is None and checkout.store_id is not None:
            # A prescription-only order: no line, the delivery to the pharmacy alone is priced (the pharmacy
            # prices the medicines once it has read the prescription).
            store = await rules.prescription_store(
                self._facts, module_id, checkout.store_id, config, language
            )
            return [], store
        lines = await self._lines(owner, module_id, checkout.item, language)
        found = await self._facts.store_terms(lines[0].store_id)
        if found is None:
            raise Conflict("cart", translate("The store of this cart is not available now.", language))
        return lines, found

    async def _lines(
        self, owner: Owner, module_id: int, item: LineRequest | None, language: str
    ) -> list[CartLine]:
        """The cart's lines of the module, or the one Buy Now line `item` as the cart would price it."""
        if item is None:
            lines = await self._carts.lines(owner, module_id, language)
            if not lines:
                raise InvalidInput("cart", translate("Your cart is empty.", language))
            return lines
        rules.check_buy_now(owner, item, language)
        return [await self._carts.priced(item, module_id, language)]

    async def _coupon(self, code: str | None, module_id: int) -> CouponRecord | None:
        """The running coupon `code` when it is the module's (or every module's); None when none is asked
        or none answers (a refusal, see rules.refusals)."""
        if not code:
            return None
        record = await self._coupons.by_code(code, self._clock().date())
        return record if record is not None and record.module_id in (None, module_id) else None


def _quote_answer(priced: Priced) -> QuoteAnswer:
    digits = priced.config.digit_after_decimal_point
    found = priced.quote
    over = free_delivery_over(priced.store, priced.config, digits)

    def money(amount: int) -> float:
        return from_minor(amount, digits)

    wallet_pays = 0 if priced.split is None else priced.split.wallet
    return QuoteAnswer(
        store_id=priced.store.id,
        subtotal=money(found.subtotal),
        item_discount=money(found.item_discount),
        store_discount=money(found.store_discount),
        coupon_discount=money(found.coupon_discount),
        tax=money(found.tax),
        tax_included=found.tax_included,
        delivery_fee=money(found.delivery_fee),
        extra_fee=money(found.extra_fee),
        extra_fee_name=priced.extra_fee_name,
        total=money(found.total),
        distance_km=round(priced.km, 3),
        free_delivery_over=None if over is None else money(over),
        minimum_order=money(found.minimum_order),
        missing_for_minimum=money(found.missing_for_minimum),
        refusals=[RefusalAnswer(code, message) for code, message in priced.refusals],
        wallet_balance=money(priced.balance),
        wallet_pays=money(wallet_pays),
        rest_to_pay=money(found.total - wallet_pays),
        cashback=money(priced.cashback),
        referral_discount=money(found.referral_discount),
    )
