"""Use cases of checkout and orders: coupons, the quote, placing, listing, following and canceling orders.

Every amount comes from the pricing engine (core/pricing) and nowhere else: the quote and the order placed
from it are one computation on the owner's current cart, so checkout shows exactly what the order charges.
Money a client sends is never read.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import AsyncGenerator, Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

import msgspec

from core.cart.answers import CartLine
from core.cart.rule_sets import NOT_ENOUGH_STOCK, OUT_OF_STOCK
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.catalogue.hours import Moment, is_open
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.errors import Conflict, DomainError, InvalidInput, NotFound, Unauthorized, Unavailable
from core.geo.model import Point
from core.identity.owner import Owner
from core.marketplace.service import MarketplaceService
from core.messages import translate
from core.pricing import (
    Coupon,
    DeliveryTerms,
    Money,
    Quote,
    QuoteRequest,
    Refusal,
    coupon_discount,
    distance_km,
    free_delivery_threshold,
    from_minor,
    quote,
    to_minor,
)
from core.pricing.quote import COD_MAXIMUM, MINIMUM_ORDER, LinePrice

from .answers import (
    CouponAnswer,
    Message,
    OrderAnswer,
    OrderLineAnswer,
    OrderPage,
    PlacedAnswer,
    QuoteAnswer,
    RefundReason,
    RefundReasons,
    RefusalAnswer,
    StatusStep,
    coupon_answer,
    line_answer,
    order_answer,
)
from .model import (
    CANCELED,
    CouponRecord,
    Destination,
    NewLine,
    NewOrder,
    Short,
    StoredOrder,
    StoreTerms,
)
from .ports import CheckoutFacts, CouponRepository, OrderRepository, StatusFeed, Subscription
from .prescriptions import PROMPT, UNKNOWN

SCHEDULE_DAYS = 30
STREAM_SECONDS = 300.0  # how long one status stream lasts before the page reconnects
KEEP_ALIVE = 15.0  # seconds of silence before a follower is sent a keep-alive
DISPATCH_BATCH = 500  # orders the demo dispatcher moves in one pass
FINAL = frozenset({"delivered", CANCELED})  # how far ahead an order may be scheduled
REFUND_REASONS = (
    "I ordered by mistake",
    "The delivery takes too long",
    "I want to change my order",
    "I found a better price elsewhere",
    "Other",
)
_encode = msgspec.json.encode


@dataclass(frozen=True, slots=True)
class Checkout:
    """What a customer or guest asks checkout for (the quote's and the order's common fields)."""

    order_type: str
    schedule_at: dt.datetime | None = None
    latitude: float | None = None
    longitude: float | None = None
    coupon_code: str | None = None
    payment_method: str = "cash_on_delivery"
    item: LineRequest | None = None  # Buy Now / Order Now: this one line instead of the cart
    prescription_ids: tuple[int, ...] = ()  # uploaded prescription images the order takes
    store_id: int | None = None  # a prescription-only order: the pharmacy it goes to, with no line


@dataclass(frozen=True, slots=True)
class Priced:
    """A quote with what it was computed from."""

    lines: list[CartLine]
    store: StoreTerms
    config: Config
    quote: Quote
    km: float
    refusals: list[tuple[str, str]]
    extra_fee_name: str


def owner_key(owner: Owner) -> str:
    """The owner as orders store it (the cart's own naming)."""
    return f"{owner.kind}:{owner.id}"


class CouponService:
    """Coupons running today: the list for a module and zone, and one code checked against a store."""

    def __init__(
        self,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._coupons = coupons
        self._facts = facts
        self._clock = clock

    async def running(self, module_id: int | None, zone_ids: Sequence[int]) -> list[CouponAnswer]:
        """Coupons running today for the module; a zone-wise coupon only for one of `zone_ids`."""
        found = await self._coupons.running(module_id, self._clock().date())
        return [
            coupon_answer(c)
            for c in found
            if c.coupon_type != "zone_wise" or set(c.zone_ids).intersection(zone_ids)
        ]

    async def apply(self, code: str, store_id: int, language: str) -> CouponAnswer:
        """The coupon `code` when it is running and valid for the store (and its zone)."""
        coupon = await self._coupons.by_code(code, self._clock().date())
        if coupon is None:
            raise NotFound("coupon", translate("Coupon not found.", language))
        store = await self._facts.store_terms(store_id)
        if store is None:
            raise NotFound("store_id", translate("The store of this cart is not available now.", language))
        # The engine decides validity; at its own minimum purchase only the zone and store rules can refuse.
        minimum = to_minor(coupon.min_purchase)
        checked = coupon_discount(_engine_coupon(coupon, 2), minimum, (store.zone_id,), store.id)
        if isinstance(checked, Refusal):
            raise InvalidInput("coupon", translate(checked.message, language))
        return coupon_answer(coupon)


def _engine_coupon(coupon: CouponRecord, digits: int) -> Coupon:
    flat = coupon.discount_type != "percent"
    return Coupon(
        code=coupon.code,
        coupon_type=coupon.coupon_type,
        value=Decimal(to_minor(coupon.discount, digits)) if flat else coupon.discount,
        kind="amount" if flat else "percent",
        min_purchase=to_minor(coupon.min_purchase, digits),
        max_discount=to_minor(coupon.max_discount, digits),
        zone_ids=frozenset(coupon.zone_ids),
        store_ids=frozenset(coupon.store_ids),
    )


class OrderService:
    """Quote, place and follow orders of a customer or a guest (an owner, as the cart names it)."""

    def __init__(
        self,
        orders: OrderRepository,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        carts: CartService,
        config: ConfigService,
        marketplace: MarketplaceService,
        feed: StatusFeed,
        clock: MarketplaceClock = DEFAULT_CLOCK,
        stream_seconds: float = STREAM_SECONDS,
        demo_orders: bool = False,
    ) -> None:
        self._demo_orders = demo_orders  # orders placed now are the demo dispatcher's to move
        self._orders = orders
        self._feed = feed
        self._stream_seconds = stream_seconds
        self._coupons = coupons
        self._facts = facts
        self._carts = carts
        self._config = config
        self._marketplace = marketplace
        self._clock = clock

    # Quote ---------------------------------------------------------------------------------------------

    async def quote(self, owner: Owner, module_id: int, checkout: Checkout, language: str) -> QuoteAnswer:
        """The price of the owner's cart of the module as `checkout` asks, with what refuses it."""
        priced = await self._price(owner, module_id, checkout, language)
        digits = priced.config.digit_after_decimal_point
        found = priced.quote
        over = _free_delivery_over(priced.store, priced.config, digits)

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

    async def _lines(
        self, owner: Owner, module_id: int, item: LineRequest | None, language: str
    ) -> list[CartLine]:
        if item is None:
            lines = await self._carts.lines(owner, module_id, language)
            if not lines:
                raise InvalidInput("cart", translate("Your cart is empty.", language))
            return lines
        if item.model == "ItemCampaign" and owner.kind != "customer":
            raise Unauthorized("auth", translate("You must be login to access this page.", language))
        return [await self._carts.priced(item, module_id, language)]

    async def _price(
        self,
        owner: Owner,
        module_id: int,
        checkout: Checkout,
        language: str,
        config: Config | None = None,
    ) -> Priced:
        config = config or await self._config.config(language)
        lines: list[CartLine] = []
        if checkout.item is None and checkout.store_id is not None:
            # A prescription-only order: no line, the delivery to the pharmacy alone is priced (the pharmacy
            # prices the medicines once it has read the prescription).
            store = await self._prescription_store(module_id, checkout.store_id, config, language)
        else:
            lines = await self._lines(owner, module_id, checkout.item, language)
            found_store = await self._facts.store_terms(lines[0].store_id)
            if found_store is None:
                raise Conflict("cart", translate("The store of this cart is not available now.", language))
            store = found_store
        self._check_order_type(store, checkout, language)
        km = await self._distance(store, checkout, language)
        digits = config.digit_after_decimal_point
        refusals: list[tuple[str, str]] = []
        coupon = None
        if checkout.coupon_code:
            record = await self._coupons.by_code(checkout.coupon_code, self._clock().date())
            if record is None or record.module_id not in (None, module_id):
                refusals.append(("coupon", translate("Coupon not found.", language)))
            else:
                coupon = _engine_coupon(record, digits)
        if checkout.schedule_at is None and not store.schedule_order and not self._open_now(store):
            # An order for now needs the store open now, unless the store takes orders ahead of its hours. A
            # refusal, not an error: the quote still answers its figures (the cart drawer's bar reads them).
            refusals.append(("schedule_at", translate("The store is closed now.", language)))
        if not (config.cash_on_delivery and store.cash_on_delivery):
            refusals.append(("payment_method", translate("Cash on delivery is not available.", language)))
        over = _free_delivery_over(store, config, digits)
        extra = to_minor(config.additional_charge, digits) if config.additional_charge_status == 1 else 0
        request = QuoteRequest(
            lines=[_line_price(line, digits) for line in lines],
            store_id=store.id,
            zone_ids=(store.zone_id,),
            delivery=_delivery_terms(store, over, digits),
            km=km,
            order_type=checkout.order_type,
            now=self._clock(),
            tax_rate=store.tax,
            tax_included=bool(config.tax_included),
            store_discount=store.discount,
            coupon=coupon,
            extra_fee=Money(max(0, extra)),
            payment_method=checkout.payment_method,
            cod_maximum=None if store.cod_maximum is None else to_minor(store.cod_maximum, digits),
            minimum_order=to_minor(store.minimum_order, digits),
        )
        found = quote(request)
        for refusal in found.refusals:
            refusals.append(_refusal(refusal, digits, language))
        return Priced(lines, store, config, found, km, refusals, config.additional_charge_name)

    async def _prescription_store(
        self, module_id: int, store_id: int, config: Config, language: str
    ) -> StoreTerms:
        """The pharmacy a prescription-only order goes to: one of the module's that takes such orders, while
        the marketplace takes them at all (the configuration's prescription_order_status)."""
        if not config.prescription_order_status:
            raise InvalidInput("store_id", translate("Prescription orders are not available.", language))
        store = await self._facts.store_terms(store_id)
        if store is None or store.module_id != module_id or not store.prescription_order:
            raise InvalidInput(
                "store_id", translate("This store does not take prescription orders.", language)
            )
        return store

    async def _distance(self, store: StoreTerms, checkout: Checkout, language: str) -> float:
        """How far a delivery goes (0 for take-away), refused outside every zone of the store."""
        if checkout.order_type != "delivery":
            return 0.0
        if checkout.latitude is None or checkout.longitude is None:
            raise InvalidInput(
                "latitude", translate("latitude and longitude are required for delivery.", language)
            )
        point = Point(checkout.latitude, checkout.longitude)
        if store.zone_id not in await self._marketplace.zone_ids_at(point):
            raise InvalidInput("zone", translate("Service not available in this area", language))
        return distance_km(store.latitude, store.longitude, checkout.latitude, checkout.longitude)

    def _open_now(self, store: StoreTerms) -> bool:
        return is_open(store.schedules, Moment.of(self._clock()))

    def _check_order_type(self, store: StoreTerms, checkout: Checkout, language: str) -> None:
        offered = store.delivery if checkout.order_type == "delivery" else store.take_away
        if not offered:
            raise InvalidInput(
                "order_type", translate("This store does not offer this order type.", language)
            )
        if checkout.schedule_at is None:
            return
        if not store.schedule_order:
            raise InvalidInput(
                "schedule_at", translate("This store does not take scheduled orders.", language)
            )
        now = dt.datetime.now(dt.UTC)
        at = checkout.schedule_at
        if at.tzinfo is None:
            at = at.replace(tzinfo=dt.UTC)
        if not now - dt.timedelta(minutes=5) <= at <= now + dt.timedelta(days=SCHEDULE_DAYS):
            text = translate("The scheduled time must be in the next {days} days.", language)
            raise InvalidInput("schedule_at", text.format(days=SCHEDULE_DAYS))
        # Opening hours are the marketplace's wall clock: the chosen moment as it reads it, never as the
        # machine's own time zone would.
        if not is_open(store.schedules, Moment.of(self._clock.local(at))):
            raise InvalidInput("schedule_at", translate("The store is closed at the chosen time.", language))

    # Place ---------------------------------------------------------------------------------------------

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
        name = owner_key(owner)
        config = await self._config.config(language)
        if owner.kind == "guest" and config.guest_checkout_status != 1:
            raise Unauthorized(
                "guest_id", translate("Guest checkout is not available, sign in to order.", language)
            )
        if key is not None:
            done = await self._orders.placed(name, key)
            if done is not None:
                return self._placed_answer(done.order_id, done.total, done.digits, language)
        try:
            priced = await self._price(owner, module_id, checkout, language, config)
            if priced.refusals:
                code, message = priced.refusals[0]
                raise InvalidInput(code, message)
            prescription_only = not priced.lines
            if not checkout.prescription_ids and (
                prescription_only or any(line.item.is_prescription_required for line in priced.lines)
            ):
                raise InvalidInput("prescription", translate(PROMPT, language))
        except DomainError:
            # A retry with the key may arrive while its first try is placing the order: by the time this
            # one reads the cart, the order is stored and the cart emptied. The order answers, not the
            # empty cart.
            done = await self._orders.placed(name, key) if key is not None else None
            if done is None:
                raise
            return self._placed_answer(done.order_id, done.total, done.digits, language)
        digits = priced.config.digit_after_decimal_point
        found = priced.quote
        order = NewOrder(
            owner=name,
            store_id=priced.store.id,
            module_id=module_id,
            order_type=checkout.order_type,
            payment_method=checkout.payment_method,
            schedule_at=checkout.schedule_at,
            digits=digits,
            subtotal=found.subtotal,
            item_discount=found.item_discount,
            store_discount=found.store_discount,
            coupon_discount=found.coupon_discount,
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
        )
        # Buy Now leaves the cart alone: nothing of it is checked nor emptied (nor is it by an order of
        # prescription images alone).
        cart = (
            [(line.id, line.quantity) for line in priced.lines]
            if checkout.item is None and priced.lines
            else None
        )
        return await self._store(order, key, cart, language)

    async def _store(
        self, order: NewOrder, key: str | None, cart: list[tuple[int, int]] | None, language: str
    ) -> PlacedAnswer:
        """Store `order` (emptying those `cart` lines with it), or say why the store refused it."""
        result = await self._orders.place(order, key, cart)
        if result == "prescription":
            raise InvalidInput("prescription_ids", translate(UNKNOWN, language))
        if result == "changed":
            raise Conflict("cart", translate("Your cart changed, review it before ordering.", language))
        if isinstance(result, Short):
            short = OUT_OF_STOCK if result.left <= 0 else NOT_ENOUGH_STOCK
            raise Conflict("stock", translate(short.message, language))
        return self._placed_answer(result.order_id, result.total, result.digits, language)

    def _placed_answer(self, order_id: int, total: int, digits: int, language: str) -> PlacedAnswer:
        amount = from_minor(total, digits)
        return PlacedAnswer(translate("Order placed successfully", language), order_id, amount, amount)

    # Follow --------------------------------------------------------------------------------------------

    async def page(self, owner: Owner, running: bool, offset: int, limit: int) -> OrderPage:
        """One page (`offset` from 1) of the owner's running or past orders, newest first."""
        total, orders = await self._orders.page(owner_key(owner), running, offset, limit)
        return OrderPage(total, limit, offset, [order_answer(o) for o in orders])

    async def _reach(
        self, owner: Owner, order_id: int, contact: str | None, language: str, history: bool = False
    ) -> StoredOrder:
        # A guest reaches an order with its guest id and the contact number given with it; anything else
        # answers as an order that does not exist, so an id tells nothing about other owners' orders.
        found = await self._orders.order(owner_key(owner), order_id, history)
        if found is None or (
            owner.kind == "guest" and found.destination.contact_person_number != (contact or "").strip()
        ):
            raise NotFound("order_id", translate("Order not found.", language))
        return found

    async def details(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> list[OrderLineAnswer]:
        """The lines of one of the owner's orders."""
        found = await self._reach(owner, order_id, contact, language)
        return [line_answer(line, found.digits) for line in await self._orders.lines(found.id)]

    async def track(self, owner: Owner, order_id: int, contact: str | None, language: str) -> OrderAnswer:
        """One of the owner's orders with its status history."""
        return order_answer(await self._reach(owner, order_id, contact, language, history=True), True)

    async def cancel(
        self, owner: Owner, order_id: int, reason: str, contact: str | None, language: str
    ) -> Message:
        """Cancel one of the owner's orders while it is pending or confirmed."""
        await self._reach(owner, order_id, contact, language)
        at = dt.datetime.now(dt.UTC)
        result = await self._orders.cancel(owner_key(owner), order_id, reason, at)
        if result == "canceled":
            await self._feed.publish(order_id, CANCELED, at)
        if result == "missing":
            raise NotFound("order_id", translate("Order not found.", language))
        if result == "late":
            raise Conflict("order_status", translate("This order can no longer be canceled.", language))
        return Message(translate("Order canceled successfully", language))

    async def follow(
        self, owner: Owner, order_id: int, contact: str | None, language: str
    ) -> AsyncGenerator[StatusStep | None, None]:
        """The order's status now, then each change as it happens, for at most the stream's lifetime (the
        page reconnects); None now and then while nothing changes (a keep-alive). Ends once the order is
        delivered or canceled."""
        await self._reach(owner, order_id, contact, language)  # refused before anything is streamed
        subscription = await self._feed.subscribe(order_id)
        if subscription is None:
            raise Unavailable("service_unavailable", translate("Too many orders are followed now.", language))
        return self._changes(owner, order_id, subscription, self._stream_seconds)

    async def _changes(
        self, owner: Owner, order_id: int, subscription: Subscription, seconds: float
    ) -> AsyncGenerator[StatusStep | None, None]:
        try:
            # Read after subscribing, so that a change between the two is seen (perhaps twice: harmless).
            found = await self._orders.order(owner_key(owner), order_id, history=True)
            if found is None:
                return
            last = found.history[-1] if found.history else (found.order_status, found.created_at)
            yield StatusStep(found.order_status, last[1])
            status = found.order_status
            ends = time.monotonic() + seconds
            while status not in FINAL and (left := ends - time.monotonic()) > 0:
                change = await subscription.next(min(KEEP_ALIVE, left))
                if change is None:
                    yield None
                    continue
                status = change[0]
                yield StatusStep(change[0], change[1])
        finally:
            await subscription.close()

    async def dispatch(self, seconds: float) -> int:
        """Move each running demo order (placed while the dispatcher was on) one status on when its last
        change is `seconds` old (the demo dispatcher); how many moved. Each move is announced to the pages
        following it."""
        now = dt.datetime.now(dt.UTC)
        moved = await self._orders.advance_due(now - dt.timedelta(seconds=seconds), now, DISPATCH_BATCH)
        for order_id, status in moved:
            await self._feed.publish(order_id, status, now)
        return len(moved)

    def refund_reasons(self, language: str) -> RefundReasons:
        """The reasons a shopper picks from when canceling, translated."""
        return RefundReasons(
            [RefundReason(i, translate(r, language)) for i, r in enumerate(REFUND_REASONS, 1)]
        )


def _refusal(refusal: Refusal, digits: int, language: str) -> tuple[str, str]:
    """An engine's refusal as the quote and place answer it: the field it names and its translated text
    with its amounts (as many decimals as the marketplace shows)."""

    def amount(value: int) -> str:
        return f"{from_minor(value, digits):.{digits}f}"

    text = translate(refusal.message, language)
    if refusal.message == MINIMUM_ORDER and refusal.minimum is not None and refusal.missing is not None:
        return "minimum_order", text.format(minimum=amount(refusal.minimum), missing=amount(refusal.missing))
    if refusal.minimum is not None:
        text = f"{text} {amount(refusal.minimum)}"
    return ("payment_method" if refusal.message == COD_MAXIMUM else "coupon"), text


def _delivery_terms(store: StoreTerms, over: Money | None, digits: int) -> DeliveryTerms:
    """The delivery fee's terms: a store that delivers itself charges its own per-km rate, minimum and
    maximum, and the zone's increase (meant for the marketplace's couriers) does not apply to it, as
    6amMart does; any other store charges the zone's for its module (so does a self-delivering store that
    set no per-km charge of its own: the zone's terms rather than a silently free delivery)."""
    own = store.self_delivery and store.own_per_km is not None
    per_km, minimum, maximum = (
        (store.own_per_km, store.own_minimum_fee, store.own_maximum_fee)
        if own
        else (store.per_km, store.minimum_fee, store.maximum_fee)
    )
    return DeliveryTerms(
        per_km=to_minor(per_km, digits),
        minimum=to_minor(minimum, digits),
        maximum=to_minor(maximum, digits),
        store_free_delivery=store.free_delivery,
        free_delivery_over=over,
        increase_percent=Decimal(0) if own else store.increase_percent,
    )


def _free_delivery_over(store: StoreTerms, config: Config, digits: int) -> Money | None:
    def minor(value: Decimal | float | None) -> Money | None:
        return None if value is None else to_minor(value, digits)

    return free_delivery_threshold(minor(store.free_delivery_over), minor(config.free_delivery_over))


def _line_price(line: CartLine, digits: int) -> LinePrice:
    charged = to_minor(line.price, digits)
    return LinePrice(listed=Money(charged + to_minor(line.saved, digits)), charged=charged)


def _new_line(line: CartLine, digits: int, counts_stock: bool) -> NewLine:
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
        unit_price=to_minor(line.unit_price, digits),
        price=to_minor(line.price, digits),
        variation=_encode(line.variation).decode(),
        add_ons=_encode(chosen).decode(),
        stock=line.quantity if counts_stock else 0,
        stock_variation=next((v.type for v in line.variation if v.type is not None), None)
        if counts_stock
        else None,
    )


__all__ = ["CANCELED", "Checkout", "CouponService", "OrderService", "owner_key"]
