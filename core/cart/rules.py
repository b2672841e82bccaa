"""The rules a line must pass before it is stored, with one entry point: `check_line`.

The vertical supplies the quantity and variation rules; whether the item is sold at all, add-ons, the
available time window and campaign dates are the same in every vertical. The rules are pure functions over
the facts the catalogue port decoded: they read nothing and store nothing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from typing import Annotated

import msgspec

from core.ids import MAX_ID, RowId
from core.messages import NO_MESSAGES, Messages, translate

from .contract import CartItemFacts, CartRules, RuleViolation
from .item_facts import AddOnFacts, ItemFacts
from .model import MAX_ADD_ON_QUANTITY, MAX_LINE_QUANTITY, LineModel, Selection, VariationChoice, normalise
from .ports import NewLine

# The one refusal answered 404 rather than 422: the item is not for sale here (unknown, inactive, of a
# vertical this deployment does not run, or a campaign item out of its dates bought as a plain item).
ITEM_NOT_FOUND = RuleViolation("item_id", "Item not found.")
NOT_A_CAMPAIGN = RuleViolation("campaign", "This item is not a campaign item.")
CAMPAIGN_NOT_RUNNING = RuleViolation("campaign", "This campaign is not running.")
ADD_ON_NOT_OFFERED = RuleViolation("add_on_ids", "This add-on is not offered with this item.")
ADD_ON_QUANTITIES = RuleViolation(
    "add_on_qtys", "Each add-on needs one quantity from 1 to {max}.", (("max", str(MAX_ADD_ON_QUANTITY)),)
)
NOT_AVAILABLE = "Not available now: this item is sold from {starts} to {ends}."
QUANTITY = RuleViolation(
    "quantity", "The quantity must be a whole number from 1 to {max}.", (("max", str(MAX_LINE_QUANTITY)),)
)
OVER_ITEM_LIMIT = "At most {max} of this item can be in the cart."
# The refusals of a request out of its documented range (422); every other refusal but ITEM_NOT_FOUND is
# the item as it is now refusing a well-formed request (409).
OUT_OF_RANGE = (QUANTITY, ADD_ON_QUANTITIES)
MAX_ENTRIES = 50  # variation entries or add-ons in one request: far more than any item offers


def _documented(bounds: dict[str, object]) -> msgspec.Meta:
    # Bounds the published contract states but decoding does not enforce: `check_line` refuses a value
    # outside them with the cart's own translated message (QUANTITY, ADD_ON_QUANTITIES) rather than
    # msgspec's English one. Litestar copies `extra` into the field's schema (list items included, which
    # it would otherwise leave unbounded).
    return msgspec.Meta(extra_json_schema={"extra": bounds})


class LineRequest(msgspec.Struct, frozen=True, kw_only=True):
    """What a shopper asks to put in a cart line; a client's price is never part of it.

    Ids are checked once, while the body is decoded: an id outside 1..MAX_ID is a 422 naming the field,
    like any malformed value, not a 404. No row can have such an id, and no test nor client relies on the
    404 the service used to answer for one; the 404 stays for ids that could exist but are not for sale.
    """

    item_id: RowId
    quantity: Annotated[int, _documented({"minimum": 1, "maximum": MAX_LINE_QUANTITY})]
    model: LineModel = "Item"
    variation: Annotated[list[VariationChoice], msgspec.Meta(max_length=MAX_ENTRIES)] = []
    add_on_ids: Annotated[
        list[RowId],
        msgspec.Meta(max_length=MAX_ENTRIES),
        _documented({"items": {"type": "integer", "minimum": 1, "maximum": MAX_ID}}),
    ] = []
    add_on_qtys: Annotated[
        list[int],
        msgspec.Meta(max_length=MAX_ENTRIES),
        _documented({"items": {"type": "integer", "minimum": 1, "maximum": MAX_ADD_ON_QUANTITY}}),
    ] = []


class CheckedLine(msgspec.Struct, frozen=True):
    """A line that passed the rules: its item, its selection, the facts its limit was read from (a chosen
    variation's stock replaces the item's), that limit, and the line to store."""

    item: ItemFacts
    selection: Selection
    facts: CartItemFacts
    limit: int
    line: NewLine


def check_line(
    item: ItemFacts | None,
    request: LineRequest,
    add_ons: Mapping[int, AddOnFacts],
    rules: CartRules | None,
    now: dt.datetime,
) -> CheckedLine | RuleViolation:
    """The line `request` asks for, or the first rule it breaks, in this order: the item is for sale
    (ITEM_NOT_FOUND, before any other), campaign, variations (the vertical's), add-ons, time window, then
    quantity. `rules` are the item's vertical's (None when it runs no such vertical), `add_ons` the active
    add-ons among those requested, and `now` the marketplace's local time."""
    if item is None or rules is None or (request.model == "Item" and not on_sale(item, now.date())):
        return ITEM_NOT_FOUND
    facts = item.rule_facts
    found = (
        campaign_violation(item, request.model, now.date())
        or _first(rules.variation_violations(facts, request.variation))
        or add_on_violation(item, request, add_ons)
        or window_violation(item, now)
    )
    if found is not None:
        return found
    chosen_add_ons = list(zip(request.add_on_ids, request.add_on_qtys, strict=True))
    selection = normalise(request.variation, facts.food_variations, facts.variations, chosen_add_ons)
    chosen = next((v for v in facts.variations if v.type == selection.variation_type), None)
    if chosen is not None:  # a chosen variation's own stock limits the line
        facts = dataclasses.replace(facts, stock=chosen.stock)
    limit = rules.quantity_limit(facts)
    limit = MAX_LINE_QUANTITY if limit is None else min(limit, MAX_LINE_QUANTITY)
    refused = quantity_violation(rules, facts, request.quantity, limit)
    if refused is not None:
        return refused
    return CheckedLine(item, selection, facts, limit, _new_line(item, request, selection))


def _new_line(item: ItemFacts, request: LineRequest, selection: Selection) -> NewLine:
    return NewLine(
        module_id=item.module_id,
        store_id=item.store_id,
        item_id=item.id,
        model=request.model,
        key=selection.key(),
        variation=selection.payload(),
        add_ons=selection.add_ons,
        quantity=request.quantity,
    )


def _first(violations: list[RuleViolation]) -> RuleViolation | None:
    return violations[0] if violations else None


def over_limit(rules: CartRules, checked: CheckedLine, quantity: int) -> RuleViolation:
    """Why storage refused to make a line `quantity` (the request's plus what the equal line held) though
    the request alone passed: the vertical's reason for that quantity, else for one past the limit."""
    for asked in (quantity, checked.limit + 1):
        found = quantity_violation(rules, checked.facts, asked, checked.limit)
        if found is not None:
            return found
    return QUANTITY


def on_sale(item: ItemFacts, today: dt.date) -> bool:
    """True when the item has no campaign dates or they cover `today`."""
    day = today.isoformat()
    starts, ends = item.campaign_starts, item.campaign_ends
    return (starts is None or starts <= day) and (ends is None or day <= ends)


def campaign_violation(item: ItemFacts, model: LineModel, today: dt.date) -> RuleViolation | None:
    """A campaign line (model ItemCampaign) needs an item whose campaign runs today."""
    if model != "ItemCampaign":
        return None
    if item.campaign_starts is None and item.campaign_ends is None:
        return NOT_A_CAMPAIGN
    return None if on_sale(item, today) else CAMPAIGN_NOT_RUNNING


def add_on_violation(
    item: ItemFacts, request: LineRequest, add_ons: Mapping[int, AddOnFacts]
) -> RuleViolation | None:
    """Add-ons must be offered with the item, active, of its store, each named once with one quantity."""
    ids, qtys = request.add_on_ids, request.add_on_qtys
    if len(ids) != len(qtys) or not all(1 <= q <= MAX_ADD_ON_QUANTITY for q in qtys):
        return ADD_ON_QUANTITIES
    for add_on_id in ids:
        add_on = add_ons.get(add_on_id)
        if add_on_id not in item.add_on_ids or add_on is None or add_on.store_id != item.store_id:
            return ADD_ON_NOT_OFFERED
    return ADD_ON_NOT_OFFERED if len(set(ids)) != len(ids) else None


def window_violation(item: ItemFacts, now: dt.datetime) -> RuleViolation | None:
    """Outside its available hours an item is refused, unless its store takes scheduled orders."""
    starts, ends = item.available_from, item.available_to
    clock = f"{now.hour:02d}:{now.minute:02d}"
    # A window past midnight (18:00-02:00) covers the late evening and the early hours.
    inside = starts <= clock <= ends if starts <= ends else (clock >= starts or clock <= ends)
    if inside or item.schedule_order:
        return None
    return RuleViolation("not_available", NOT_AVAILABLE, (("starts", starts), ("ends", ends)))


def quantity_violation(
    rules: CartRules, facts: CartItemFacts, quantity: int, limit: int
) -> RuleViolation | None:
    """Why a line may not hold `quantity`: the vertical's reason, else the cart's own bound."""
    if not 1 <= quantity <= MAX_LINE_QUANTITY:
        return QUANTITY
    return _first(rules.quantity_violations(facts, quantity)) or (
        over_item_limit(limit) if quantity > limit else None
    )


def over_item_limit(limit: int) -> RuleViolation:
    """More than the item allows in one cart (its stock or maximum cart quantity), though within range."""
    return RuleViolation("quantity", OVER_ITEM_LIMIT, (("max", str(limit)),))


def violation_text(violation: RuleViolation, language: str, own: Messages = NO_MESSAGES) -> str:
    """A refused rule's message in `language`, through the texts `own` of the vertical whose rules refused
    it first."""
    return translate(violation.message, language, own, **dict(violation.params))
