"""Placing an order: checkout's quote turned into a stored order, once.

`Placing.place` reads top-down: the rule on who may order, a replayed idempotency key answering its order,
the quote (quoting.py) with the first refusal raised and the prescription rule, then the order built from
the quote's figures and handed to the order repository, which stores it, takes its stock, debits the
wallet's part and empties the cart lines it was priced from in one transaction. An order with a part to pay
online keeps the cart (the confirmed payment empties it, so a declined or abandoned one leaves it as it
was) and its payment is started on the gateway (core/payments): the answer's `payment_url`.
"""

from __future__ import annotations

import datetime as dt

import msgspec

from core.cart.answers import CartLine, cost_of
from core.cart.rule_sets import NOT_ENOUGH_STOCK, OUT_OF_STOCK
from core.cart.service import CartService
from core.configuration.service import ConfigService
from core.errors import Conflict, DomainError, InvalidInput
from core.identity.owner import Owner
from core.messages import translate
from core.orders.answers import PlacedAnswer
from core.orders.model import Destination, NewLine, NewOrder, Placed, Short
from core.orders.ports import OrderRepository
from core.orders.prescriptions import UNKNOWN
from core.payments.service import OrderPayment, PaymentService
from core.pricing import from_minor

from . import rules
from .payment import PAYMENT_METHODS, PaymentMethods, Split
from .payment.wallet import INSUFFICIENT
from .pricing import Priced
from .quoting import Quoting
from .request import Checkout

_encode = msgspec.json.encode


class Placing:
    """Places the owner's checkout as an order."""

    def __init__(
        self,
        orders: OrderRepository,
        quoting: Quoting,
        carts: CartService,
        config: ConfigService,
        demo_orders: bool = False,
        methods: PaymentMethods = PAYMENT_METHODS,
        payments: PaymentService | None = None,
    ) -> None:
        self._methods = methods
        self._payments = payments
        self._orders = orders
        self._quoting = quoting
        self._carts = carts
        self._config = config
        self._demo_orders = demo_orders  # orders placed now are the demo dispatcher's to move

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
        config = await self._config.config(language)
        rules.check_guest_checkout(owner, config, language)
        # A replayed key is found by the transaction that stores the order (it looks the key up first), not
        # by a read of its own here: one round trip fewer for every placement, the rare replay priced again.
        try:
            priced = await self._quoting.price(owner, module_id, checkout, language, config)
            if priced.refusals:
                code, message = priced.refusals[0]
                raise InvalidInput(code, message)
            rules.check_prescription_given(checkout, priced.lines, language)
        except DomainError:
            # A retry with the key may arrive while its first try is placing the order: by the time this
            # one reads the cart, the order is stored and the cart emptied. The order answers, not the
            # empty cart.
            done = await self._orders.placed(owner.key, key) if key is not None else None
            if done is None:
                raise
            return await self._replayed(done, language)
        split = priced.split or Split(wallet=0, online=0, status="unpaid")  # set: no refusal was raised
        order = self._new_order(owner, module_id, checkout, destination, note, priced, split)
        # Buy Now leaves the cart alone: nothing of it is checked nor emptied (nor is it by an order of
        # prescription images alone).
        cart = (
            [(line.id, line.quantity) for line in priced.lines]
            if checkout.item is None and priced.lines
            else None
        )
        placed = await self._store(order, key, cart, language)
        if placed.replayed:
            return await self._replayed(placed, language)
        if split.online == 0 or self._payments is None:
            return _placed_answer(placed, language)
        online = OrderPayment(
            order_id=placed.order_id,
            owner=owner.key,
            amount=split.online,
            digits=placed.digits,
            gateway=checkout.payment_gateway or "",
            cart=tuple(cart or ()),
        )
        url = await self._payments.start_for_order(online, language)
        return _placed_answer(placed, language, url)

    async def _replayed(self, done: Placed, language: str) -> PlacedAnswer:
        """The answer of an order placed before with the same key (its pending payment's page too)."""
        url = None if self._payments is None else await self._payments.url_for_order(done.order_id)
        return _placed_answer(done, language, url)

    def _new_order(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        destination: Destination,
        note: str | None,
        priced: Priced,
        split: Split,
    ) -> NewOrder:
        """The order as the repository stores it, every amount the quote's (minor units)."""
        digits = priced.config.digit_after_decimal_point
        found = priced.quote
        return NewOrder(
            owner=owner.key,
            store_id=priced.store.id,
            module_id=module_id,
            order_type=checkout.order_type,
            payment_method=checkout.payment_method,
            payment_status=split.status,
            schedule_at=checkout.schedule_at,
            digits=digits,
            subtotal=found.subtotal,
            item_discount=found.item_discount,
            store_discount=found.store_discount,
            coupon_discount=found.coupon_discount,
            referral_discount=found.referral_discount,
            tax=found.tax,
            tax_included=found.tax_included,
            delivery_fee=found.delivery_fee,
            extra_fee=found.extra_fee,
            extra_fee_name=priced.extra_fee_name if found.extra_fee else None,
            order_amount=found.total,
            distance_km=round(priced.km, 3),
            coupon_code=checkout.coupon_code or None,
            destination=destination,
            order_note=note,
            lines=tuple(
                _new_line(line, digits, self._carts.counts_stock(line.item.module.module_type))
                for line in priced.lines
            ),
            at=dt.datetime.now(dt.UTC),
            demo=self._demo_orders,
            prescription_ids=checkout.prescription_ids,
            wallet_paid=split.wallet,
            keeps_cart=split.online > 0,
        )

    async def _store(
        self, order: NewOrder, key: str | None, cart: list[tuple[int, int]] | None, language: str
    ) -> Placed:
        """Store `order` (emptying those `cart` lines with it), or say why the store refused it."""
        result = await self._orders.place(order, key, cart)
        if result == "prescription":
            raise InvalidInput("prescription_ids", translate(UNKNOWN, language))
        if result == "insufficient":  # the balance changed since it was read
            raise InvalidInput("payment_method", translate(INSUFFICIENT, language))
        if result == "changed":
            raise Conflict("cart", translate("Your cart changed, review it before ordering.", language))
        if isinstance(result, Short):
            short = OUT_OF_STOCK if result.left <= 0 else NOT_ENOUGH_STOCK
            raise Conflict("stock", translate(short.message, language))
        return result


def _placed_answer(placed: Placed, language: str, payment_url: str | None = None) -> PlacedAnswer:
    amount = from_minor(placed.total, placed.digits)
    message = translate("Order placed successfully", language)
    return PlacedAnswer(message, placed.order_id, amount, amount, payment_url)


def _new_line(line: CartLine, digits: int, counts_stock: bool) -> NewLine:
    """An order line as priced from its cart line: the chosen add-ons named and priced as the item lists
    them, the stock placing takes when its vertical counts stock."""
    cost = cost_of(line, digits)
    add_ons = {a.id: a for a in line.item.add_ons}
    chosen = [
        {"id": i, "name": add_ons[i].name, "price": add_ons[i].price, "quantity": q}
        for i, q in zip(line.add_on_ids, line.add_on_qtys, strict=False)
        if i in add_ons
    ]
    return NewLine(
        cart_line_id=line.id,
        item_id=line.item_id,
        item_name=line.item.name,
        image_full_url=line.item.image_full_url or None,
        quantity=line.quantity,
        unit_price=cost.unit,
        price=cost.total,
        variation=_encode(line.variation).decode(),
        add_ons=_encode(chosen).decode(),
        stock=line.quantity if counts_stock else 0,
        stock_variation=next((v.type for v in line.variation if v.type is not None), None)
        if counts_stock
        else None,
    )
