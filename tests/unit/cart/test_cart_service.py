"""The cart's use cases over in-memory ports: every rule a line must pass, and the order refusals come in
(404 item_id before any 409 or 422, then campaign, variations, add-ons, time window, quantity)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from core.cart.model import VariationChoice
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.errors import Conflict, DomainError, InvalidInput, NotFound
from tests.unit.fakes.cart import FakeCartRepository
from tests.unit.fakes.shop import (
    ALICE,
    APPLE,
    BIKE,
    BREAKFAST,
    CHEESE,
    DEAL,
    EMPTY,
    ENDED,
    FOREIGN,
    FRIES,
    LARGE,
    LATE,
    LIMITED,
    MEDIUM,
    NIGHT,
    PIZZA,
    SCARCE,
    SHIRT,
    UNOFFERED,
    cart_service,
    choose,
    line,
    refusal,
)

PIZZA_OK: dict[str, Any] = {"variation": [MEDIUM]}
REFUSED = [
    (line(999), NotFound, "item_id"),
    (line(BIKE), NotFound, "item_id"),  # a module this deployment does not run
    (line(ENDED), NotFound, "item_id"),  # a campaign out of its dates, bought as a plain item
    (line(APPLE, 0), InvalidInput, "quantity"),
    (line(APPLE, 10_001), InvalidInput, "quantity"),
    (line(EMPTY), Conflict, "out_of_stock"),
    (line(SCARCE, 4), Conflict, "stock"),
    (line(LIMITED, 5), Conflict, "maximum_cart_quantity"),
    (line(PIZZA, 4, **PIZZA_OK), Conflict, "maximum_cart_quantity"),
    (line(SHIRT), Conflict, "variation"),  # choose one
    (line(SHIRT, variation=[VariationChoice(type="XL")]), Conflict, "variation"),
    (line(SHIRT, variation=[VariationChoice(type="M")]), Conflict, "variation_stock"),
    (line(SHIRT, 3, variation=[VariationChoice(type="S")]), Conflict, "stock"),  # the variation's stock
    (line(APPLE, variation=[VariationChoice(type="S")]), Conflict, "variation"),  # has none
    (line(PIZZA), Conflict, "variation"),  # a required group
    (line(PIZZA, variation=[choose("Size", "M", "L")]), Conflict, "variation"),  # single
    (line(PIZZA, variation=[MEDIUM, choose("Extras", "a", "b", "c")]), Conflict, "variation"),  # max
    (line(PIZZA, variation=[MEDIUM, choose("Crust", "thin")]), Conflict, "variation"),
    (line(PIZZA, variation=[choose("Size", "XL")]), Conflict, "variation"),
    (line(PIZZA, **PIZZA_OK, add_on_ids=[UNOFFERED], add_on_qtys=[1]), Conflict, "add_on_ids"),
    (line(PIZZA, **PIZZA_OK, add_on_ids=[FOREIGN], add_on_qtys=[1]), Conflict, "add_on_ids"),
    (line(PIZZA, **PIZZA_OK, add_on_ids=[CHEESE, CHEESE], add_on_qtys=[1, 1]), Conflict, "add_on_ids"),
    (line(PIZZA, **PIZZA_OK, add_on_ids=[CHEESE], add_on_qtys=[]), InvalidInput, "add_on_qtys"),
    (line(PIZZA, **PIZZA_OK, add_on_ids=[CHEESE], add_on_qtys=[0]), InvalidInput, "add_on_qtys"),
    (line(BREAKFAST), Conflict, "not_available"),
    (line(APPLE, model="ItemCampaign"), Conflict, "campaign"),  # not a campaign item
    (line(ENDED, model="ItemCampaign"), Conflict, "campaign"),  # not running
]


@pytest.mark.parametrize(("request_", "error", "code"), REFUSED)
async def test_every_rule_refuses_and_nothing_is_stored(
    service: CartService,
    carts: FakeCartRepository,
    request_: LineRequest,
    error: type[DomainError],
    code: str,
) -> None:
    assert await refusal(service.add(ALICE, request_, "en")) == (error, code)
    assert carts.rows == {}


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        (line(999, 0, variation=[VariationChoice(type="S")]), "item_id"),  # 404 before any 422
        (line(ENDED, 0, variation=[VariationChoice(type="S")]), "item_id"),
        (line(APPLE, 0, model="ItemCampaign", variation=[VariationChoice(type="S")]), "campaign"),
        (line(PIZZA, 0, add_on_ids=[FOREIGN], add_on_qtys=[1]), "variation"),
        (line(BREAKFAST, 0, add_on_ids=[FRIES], add_on_qtys=[1]), "add_on_ids"),
        (line(BREAKFAST, 0), "not_available"),
    ],
)
async def test_the_first_rule_broken_is_the_one_answered(
    service: CartService, request_: LineRequest, code: str
) -> None:
    assert (await refusal(service.add(ALICE, request_, "en")))[1] == code


async def test_a_line_keeps_the_choice_in_the_items_order_and_is_priced_from_the_catalogue(
    service: CartService,
) -> None:
    chosen = [choose("Extras", "b", "a"), LARGE]
    request = line(PIZZA, 2, variation=chosen, add_on_ids=[CHEESE], add_on_qtys=[2])
    [added] = await service.add(ALICE, request, "en")
    assert [(v.name, [x.label for x in v.values or []]) for v in added.variation] == [
        ("Size", ["L"]),
        ("Extras", ["a", "b"]),
    ]
    # (10 + 2 for L + 1 each extra) a unit, plus two cheeses at 1.5 a unit, twice.
    assert (added.unit_price, added.price, added.add_on_ids, added.add_on_qtys) == (14.0, 34.0, [1], [2])


async def test_allowed_lines_pass_every_rule(service: CartService) -> None:
    for request in (
        line(DEAL, 2, model="ItemCampaign"),
        line(DEAL, 1),
        line(LATE),  # outside its hours, but its store takes scheduled orders
        line(SHIRT, 2, variation=[VariationChoice(type="S")]),
        line(PIZZA, 3, variation=[LARGE, choose("Extras", "a")], add_on_ids=[2], add_on_qtys=[1]),
    ):
        assert await service.add(ALICE, request, "en")


@pytest.mark.parametrize(("hour", "sold"), [(23, True), (1, True), (12, False)])
async def test_a_window_past_midnight_covers_the_late_evening_and_the_early_hours(
    carts: FakeCartRepository, hour: int, sold: bool
) -> None:
    service = cart_service(carts, dt.datetime(2026, 6, 15, hour, 30))
    if sold:
        assert await service.add(ALICE, line(NIGHT), "en")
    else:
        assert await refusal(service.add(ALICE, line(NIGHT), "en")) == (Conflict, "not_available")
