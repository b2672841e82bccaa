"""The rules a line must pass before it is stored, as pure functions over catalogue records.

The vertical supplies the quantity and variation rules; add-ons, the available time window and campaign
dates are the same in every vertical.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from typing import Annotated

import msgspec

from core.catalogue import stored
from core.catalogue.answers import add_on_ids
from core.catalogue.records import AddOnRecord, ItemRecord

from .contract import CartItemFacts, CartRules, RuleViolation
from .model import MAX_ADD_ON_QUANTITY, MAX_LINE_QUANTITY, LineModel, Selection, VariationChoice, normalise

ADD_ON_NOT_OFFERED = RuleViolation("add_on_ids", "This add-on is not offered with this item.")
ADD_ON_QUANTITIES = RuleViolation(
    "add_on_qtys", "Each add-on needs one quantity from 1 to {max}.", (("max", str(MAX_ADD_ON_QUANTITY)),)
)
QUANTITY = RuleViolation(
    "quantity", "The quantity must be a whole number from 1 to {max}.", (("max", str(MAX_LINE_QUANTITY)),)
)
NOT_A_CAMPAIGN = RuleViolation("campaign", "This item is not a campaign item.")
CAMPAIGN_NOT_RUNNING = RuleViolation("campaign", "This campaign is not running.")
MAX_ENTRIES = 50  # variation entries or add-ons in one request: far more than any item offers
NOT_AVAILABLE = "Not available now: this item is sold from {starts} to {ends}."


class LineRequest(msgspec.Struct, frozen=True, kw_only=True):
    """What a shopper asks to put in a cart line; a client's price is never part of it."""

    item_id: int
    quantity: int
    model: LineModel = "Item"
    variation: Annotated[list[VariationChoice], msgspec.Meta(max_length=MAX_ENTRIES)] = []
    add_on_ids: Annotated[list[int], msgspec.Meta(max_length=MAX_ENTRIES)] = []
    add_on_qtys: Annotated[list[int], msgspec.Meta(max_length=MAX_ENTRIES)] = []


class Prepared(msgspec.Struct, frozen=True):
    """A line that passed the rules: its selection, the facts the limit was read from, and that limit."""

    selection: Selection
    facts: CartItemFacts
    limit: int


def item_facts(record: ItemRecord) -> CartItemFacts:
    """The facts cart rules read from an item row."""
    return CartItemFacts(
        stock=record.stock,
        maximum_cart_quantity=record.maximum_cart_quantity,
        is_prescription_required=bool(record.is_prescription_required),
        variations=stored.json_list(stored.VARIATIONS, record.variations),
        food_variations=stored.json_list(stored.FOOD_VARIATIONS, record.food_variations),
    )


def on_sale(record: ItemRecord, today: dt.date) -> bool:
    """True when the item has no campaign dates or they cover `today`."""
    day = today.isoformat()
    starts, ends = record.available_date_starts, record.available_date_ends
    return (starts is None or starts[:10] <= day) and (ends is None or day <= ends[:10])


def campaign_violations(record: ItemRecord, model: LineModel, today: dt.date) -> list[RuleViolation]:
    """A campaign line (model ItemCampaign) needs an item whose campaign runs today."""
    if model != "ItemCampaign":
        return []
    if record.available_date_starts is None and record.available_date_ends is None:
        return [NOT_A_CAMPAIGN]
    return [] if on_sale(record, today) else [CAMPAIGN_NOT_RUNNING]


def window_violations(record: ItemRecord, now: dt.datetime) -> list[RuleViolation]:
    """Outside its available hours an item is refused, unless its store takes scheduled orders."""
    starts, ends = record.available_time_starts, record.available_time_ends
    clock = f"{now.hour:02d}:{now.minute:02d}"
    # A window past midnight (18:00-02:00) covers the late evening and the early hours.
    inside = starts <= clock <= ends if starts <= ends else (clock >= starts or clock <= ends)
    if inside or record.schedule_order:
        return []
    return [RuleViolation("not_available", NOT_AVAILABLE, (("starts", starts), ("ends", ends)))]


def add_on_violations(
    record: ItemRecord, request: LineRequest, found: Mapping[int, AddOnRecord]
) -> list[RuleViolation]:
    """Add-ons must be offered with the item, active, of its store, each named once with one quantity."""
    ids, qtys = request.add_on_ids, request.add_on_qtys
    if len(ids) != len(qtys) or not all(1 <= q <= MAX_ADD_ON_QUANTITY for q in qtys):
        return [ADD_ON_QUANTITIES]
    offered = set(add_on_ids(record))
    for add_on_id in ids:
        add_on = found.get(add_on_id)
        if add_on_id not in offered or add_on is None or add_on.store_id != record.store_id:
            return [ADD_ON_NOT_OFFERED]
    return [ADD_ON_NOT_OFFERED] if len(set(ids)) != len(ids) else []


def prepare(
    record: ItemRecord,
    request: LineRequest,
    add_ons: Mapping[int, AddOnRecord],
    rules: CartRules,
    now: dt.datetime,
) -> Prepared | list[RuleViolation]:
    """The line `request` asks for, or the first rules it breaks (quantity is checked by the caller)."""
    facts = item_facts(record)
    for violations in (
        campaign_violations(record, request.model, now.date()),
        rules.variation_violations(facts, request.variation),
        add_on_violations(record, request, add_ons),
        window_violations(record, now),
    ):
        if violations:
            return violations
    chosen_add_ons = list(zip(request.add_on_ids, request.add_on_qtys, strict=True))
    selection = normalise(request.variation, facts.food_variations, facts.variations, chosen_add_ons)
    chosen = next((v for v in facts.variations if v.type == selection.variation_type), None)
    if chosen is not None:  # a chosen variation's own stock limits the line
        facts = dataclasses.replace(facts, stock=chosen.stock)
    limit = rules.quantity_limit(facts)
    return Prepared(selection, facts, MAX_LINE_QUANTITY if limit is None else min(limit, MAX_LINE_QUANTITY))


def quantity_violations(
    rules: CartRules, facts: CartItemFacts, quantity: int, limit: int
) -> list[RuleViolation]:
    """Why a line may not hold `quantity`: the vertical's reason, else the cart's own bound."""
    if not 1 <= quantity <= MAX_LINE_QUANTITY:
        return [QUANTITY]
    found = rules.quantity_violations(facts, quantity)
    return found or ([QUANTITY] if quantity > limit else [])
