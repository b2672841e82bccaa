"""What checkout and orders work with: coupons, a store's checkout terms, orders and their lines."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

from core.catalogue.hours import Schedule
from core.pricing import StoreDiscount

STATUSES = ("pending", "confirmed", "processing", "handover", "picked_up", "delivered")
CANCELED = "canceled"
RUNNING = frozenset(STATUSES[:-1])
CANCELABLE = frozenset({"pending", "confirmed"})
ORDER_TYPES = frozenset({"delivery", "take_away"})
PAYMENT_METHODS = frozenset({"cash_on_delivery", "wallet", "digital_payment", "partial_payment"})


@dataclass(frozen=True, slots=True)
class CouponRecord:
    """A stored coupon; amounts in currency units as the operator typed them."""

    id: int
    title: str
    code: str
    coupon_type: str
    discount: Decimal
    discount_type: str
    min_purchase: Decimal
    max_discount: Decimal
    start_date: dt.date
    expire_date: dt.date
    module_id: int | None
    store_ids: tuple[int, ...]
    zone_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StoreTerms:
    """What an order's price and acceptance depend on from its store, its zone and the module's charges
    there. Amounts in currency units (None: not set). `per_km`, `minimum_fee` and `maximum_fee` are the
    zone's charges for the module; a store that delivers itself (`self_delivery`) has its own (`own_*`)."""

    id: int
    name: str
    module_id: int
    zone_id: int
    latitude: float
    longitude: float
    tax: Decimal
    free_delivery: bool
    free_delivery_over: Decimal | None
    per_km: Decimal
    minimum_fee: Decimal
    maximum_fee: Decimal | None
    increase_percent: Decimal
    cod_maximum: Decimal | None
    cash_on_delivery: bool
    delivery: bool
    take_away: bool
    schedule_order: bool
    discount: StoreDiscount | None
    schedules: tuple[Schedule, ...] = ()  # opening periods; none: never open
    prescription_order: bool = False  # takes orders of prescription images alone (pharmacies)
    minimum_order: Decimal = Decimal(0)  # the least the items may come to (0: no minimum)
    self_delivery: bool = False
    own_per_km: Decimal | None = None
    own_minimum_fee: Decimal | None = None
    own_maximum_fee: Decimal | None = None


@dataclass(frozen=True, slots=True)
class Courier:
    """The courier assigned to an order; `image` is a storage key (None: no picture)."""

    id: int
    name: str
    image: str | None


@dataclass(frozen=True, slots=True)
class Destination:
    """Where the order goes and who receives it."""

    address: str
    latitude: float | None
    longitude: float | None
    contact_person_name: str
    contact_person_number: str
    contact_person_email: str | None = None
    road: str | None = None
    house: str | None = None
    floor: str | None = None


@dataclass(frozen=True, slots=True)
class NewLine:
    """An order line as priced from the cart line it comes from (money in minor units)."""

    cart_line_id: int
    item_id: int
    item_name: str
    image_full_url: str | None
    quantity: int
    unit_price: int
    price: int
    variation: str
    add_ons: str
    stock: int = 0  # what placing takes off the item's stock (0: its vertical does not count stock)
    stock_variation: str | None = None  # the chosen variation whose own stock is taken too


@dataclass(frozen=True, slots=True)
class NewOrder:
    """Everything the repository stores for one order, priced (money in minor units at `digits`)."""

    owner: str
    store_id: int
    module_id: int
    order_type: str
    payment_method: str
    payment_status: str  # as the payment method starts it (cash on delivery: unpaid)
    schedule_at: dt.datetime | None
    digits: int
    subtotal: int
    item_discount: int
    store_discount: int
    coupon_discount: int
    tax: int
    tax_included: bool
    delivery_fee: int
    extra_fee: int
    order_amount: int
    distance_km: float
    coupon_code: str | None
    destination: Destination
    order_note: str | None
    lines: tuple[NewLine, ...]
    at: dt.datetime
    extra_fee_name: str | None = None
    demo: bool = False  # placed while the demo dispatcher runs: it moves this order on
    prescription_ids: tuple[int, ...] = ()  # uploaded prescription images this order takes
    wallet_paid: int = 0  # debited from the customer's wallet in the transaction that stores the order
    referral_discount: int = 0  # a referred customer's first-order discount, taken off `order_amount`
    keeps_cart: bool = False  # paid online: the cart is emptied once the payment is confirmed, not now


@dataclass(frozen=True, slots=True)
class StoredOrder:
    """An order as stored (money in minor units at `digits`)."""

    id: int
    owner: str
    order_status: str
    order_type: str
    payment_method: str
    payment_status: str
    store_id: int
    store_name: str
    module_id: int
    created_at: dt.datetime
    schedule_at: dt.datetime | None
    digits: int
    order_amount: int
    subtotal: int
    item_discount: int
    store_discount: int
    coupon_discount: int
    tax: int
    delivery_fee: int
    extra_fee: int
    coupon_code: str | None
    destination: Destination
    details_count: int
    cancellation_reason: str | None
    history: tuple[tuple[str, dt.datetime], ...] = field(default=())
    extra_fee_name: str | None = None
    order_note: str | None = None  # what the customer wrote for the store at checkout
    wallet_paid: int = 0  # what the wallet paid of `order_amount` when the order was placed
    referral_discount: int = 0  # a referred customer's first-order discount, taken off `order_amount`
    courier: Courier | None = None  # assigned when a delivery order moves to processing


@dataclass(frozen=True, slots=True)
class StoredLine:
    """An order line as stored."""

    id: int
    item_id: int
    item_name: str
    image_full_url: str | None
    quantity: int
    unit_price: int
    price: int
    variation: str
    add_ons: str


@dataclass(frozen=True, slots=True)
class Placed:
    """A stored order's id and total (minor units at `digits`)."""

    order_id: int
    total: int
    digits: int
    replayed: bool = False  # placed before under the same idempotency key: nothing was stored now


@dataclass(frozen=True, slots=True)
class Short:
    """Placing found too little stock of an item (or its chosen variation): `left` is what remains."""

    item_id: int
    left: int
