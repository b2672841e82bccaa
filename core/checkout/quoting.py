"""The quote: the owner's cart (or one Buy Now line) of a module priced as checkout asks.

`Quoting.price` reads top-down: the configuration, the lines and their store, the rules that refuse the
request, the coupon, the rules that stand in its way, then the pricing engine. Placing an order runs the
same `price`, so the order charges exactly what the quote showed.
"""

from __future__ import annotations

from core.cart.answers import CartLine
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.errors import Conflict, InvalidInput
from core.identity.owner import Owner
from core.marketplace.service import MarketplaceService
from core.messages import translate
from core.orders.answers import QuoteAnswer, RefusalAnswer
from core.orders.model import CouponRecord, StoreTerms
from core.orders.ports import CheckoutFacts, CouponRepository
from core.pricing import from_minor

from . import rules
from .payment import PAYMENT_METHODS, PaymentMethods
from .pricing import Priced, free_delivery_over, price
from .request import Checkout


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
    ) -> None:
        self._methods = methods
        self._coupons = coupons
        self._facts = facts
        self._carts = carts
        self._config = config
        self._marketplace = marketplace
        self._clock = clock

    async def quote(self, owner: Owner, module_id: int, checkout: Checkout, language: str) -> QuoteAnswer:
        """The price of the owner's cart of the module as `checkout` asks, with what refuses it."""
        return _quote_answer(await self.price(owner, module_id, checkout, language))

    async def price(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        language: str,
        config: Config | None = None,
    ) -> Priced:
        """The owner's lines of the module priced as `checkout` asks, with every refusal in its way;
        raises when the request itself is wrong."""
        config = config or await self._config.config(language)
        lines, store = await self._lines_and_store(owner, module_id, checkout, config, language)
        rules.check_order_type(store, checkout, self._clock, language)
        km = await rules.delivery_distance(store, checkout, self._marketplace, language)
        coupon = await self._coupon(checkout.coupon_code, module_id)
        method = self._methods.get(checkout.payment_method, language)
        refused = rules.refusals(checkout, coupon, store, config, self._clock, method, language)
        return price(lines, store, config, checkout, km, coupon, refused, self._clock(), language)

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
    )
