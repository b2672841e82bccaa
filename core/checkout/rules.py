"""The checkout rules that refuse an order, each in the words the shopper reads.

A rule that makes the request itself wrong raises: guest checkout off, a campaign item bought now by a
guest, a pharmacy that takes no prescription-only order, an order type the store does not offer, a
schedule too far ahead or outside opening hours, a delivery outside the store's zones, an order that
needs a prescription image and has none. A rule that only stands in the order's way is a refusal, a
(field, text) pair: the quote answers it beside its figures (the cart drawer's bar still reads them) and
placing raises the first. The pricing engine's own refusals (minimum order, coupon terms, the cash on
delivery maximum) are core/pricing's; pricing.py words them.
"""

from __future__ import annotations

import datetime as dt

from core.cart.answers import CartLine
from core.cart.rules import LineRequest
from core.catalogue.hours import Moment, is_open
from core.clock import MarketplaceClock
from core.configuration.model import Config
from core.errors import InvalidInput, Unauthorized
from core.geo.model import Point
from core.identity.owner import Owner
from core.marketplace.service import MarketplaceService
from core.messages import translate
from core.orders.model import CouponRecord, StoreTerms
from core.orders.ports import CheckoutFacts
from core.orders.prescriptions import PROMPT
from core.pricing import distance_km

from .request import Checkout

SCHEDULE_DAYS = 30  # how far ahead an order may be scheduled


def check_guest_checkout(owner: Owner, config: Config, language: str) -> None:
    """A guest orders only while the marketplace takes guest checkouts."""
    if owner.kind == "guest" and config.guest_checkout_status != 1:
        raise Unauthorized(
            "guest_id", translate("Guest checkout is not available, sign in to order.", language)
        )


def check_buy_now(owner: Owner, item: LineRequest, language: str) -> None:
    """A campaign item is bought now by a signed-in customer only."""
    if item.model == "ItemCampaign" and owner.kind != "customer":
        raise Unauthorized("auth", translate("You must be login to access this page.", language))


async def prescription_store(
    facts: CheckoutFacts, module_id: int, store_id: int, config: Config, language: str
) -> StoreTerms:
    """The pharmacy a prescription-only order goes to: one of the module's that takes such orders, while
    the marketplace takes them at all (the configuration's prescription_order_status)."""
    if not config.prescription_order_status:
        raise InvalidInput("store_id", translate("Prescription orders are not available.", language))
    store = await facts.store_terms(store_id)
    if store is None or store.module_id != module_id or not store.prescription_order:
        raise InvalidInput("store_id", translate("This store does not take prescription orders.", language))
    return store


def check_order_type(store: StoreTerms, checkout: Checkout, clock: MarketplaceClock, language: str) -> None:
    """The store offers the order type, and a scheduled order falls in the next SCHEDULE_DAYS days at a
    time the store, taking scheduled orders, is open."""
    offered = store.delivery if checkout.order_type == "delivery" else store.take_away
    if not offered:
        raise InvalidInput("order_type", translate("This store does not offer this order type.", language))
    if checkout.schedule_at is None:
        return
    if not store.schedule_order:
        raise InvalidInput("schedule_at", translate("This store does not take scheduled orders.", language))
    now = dt.datetime.now(dt.UTC)
    at = checkout.schedule_at
    if at.tzinfo is None:
        at = at.replace(tzinfo=dt.UTC)
    if not now - dt.timedelta(minutes=5) <= at <= now + dt.timedelta(days=SCHEDULE_DAYS):
        text = translate("The scheduled time must be in the next {days} days.", language)
        raise InvalidInput("schedule_at", text.format(days=SCHEDULE_DAYS))
    # Opening hours are the marketplace's wall clock: the chosen moment as it reads it, never as the
    # machine's own time zone would.
    if not is_open(store.schedules, Moment.of(clock.local(at))):
        raise InvalidInput("schedule_at", translate("The store is closed at the chosen time.", language))


async def delivery_distance(
    store: StoreTerms, checkout: Checkout, marketplace: MarketplaceService, language: str
) -> float:
    """How far a delivery goes (0 for take-away), refused outside every zone of the store."""
    if checkout.order_type != "delivery":
        return 0.0
    if checkout.latitude is None or checkout.longitude is None:
        raise InvalidInput(
            "latitude", translate("latitude and longitude are required for delivery.", language)
        )
    point = Point(checkout.latitude, checkout.longitude)
    if store.zone_id not in await marketplace.zone_ids_at(point):
        raise InvalidInput("zone", translate("Service not available in this area", language))
    return distance_km(store.latitude, store.longitude, checkout.latitude, checkout.longitude)


def refusals(
    checkout: Checkout,
    coupon: CouponRecord | None,
    store: StoreTerms,
    clock: MarketplaceClock,
    language: str,
) -> list[tuple[str, str]]:
    """What stands in the order's way before the engine prices it, in this order: a coupon code asked for
    that no running coupon of the module answers (`coupon` None), the store closed for an order for now.
    (The payment method's refusals need the total: quoting.py asks the method once the engine priced it.)"""
    found: list[tuple[str, str]] = []
    if checkout.coupon_code and coupon is None:
        found.append(("coupon", translate("Coupon not found.", language)))
    if checkout.schedule_at is None and not store.schedule_order and not _open_now(store, clock):
        # An order for now needs the store open now, unless the store takes orders ahead of its hours.
        found.append(("schedule_at", translate("The store is closed now.", language)))
    return found


def check_prescription_given(checkout: Checkout, lines: list[CartLine], language: str) -> None:
    """An order of prescription images alone (no line), or with an item that needs a prescription, takes
    at least one uploaded image."""
    prescription_only = not lines
    if not checkout.prescription_ids and (
        prescription_only or any(line.item.is_prescription_required for line in lines)
    ):
        raise InvalidInput("prescription", translate(PROMPT, language))


def _open_now(store: StoreTerms, clock: MarketplaceClock) -> bool:
    return is_open(store.schedules, Moment.of(clock()))
