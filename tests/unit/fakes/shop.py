"""A small made-up marketplace for the cart's use-case tests: a grocery, a fashion shop and a kitchen, their
items and add-ons, and the cart service over in-memory ports."""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable
from typing import Any

import pytest

from core.cart.model import OptionLabel, VariationChoice
from core.cart.rule_sets import StockAndMaximumRules
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.catalogue.model import AddOn, FoodVariation, FoodVariationValue, Variation
from core.errors import DomainError
from core.identity.owner import Owner
from tests.unit.fakes.cart import FakeCartCatalogue, FakeCartRepository
from tests.unit.fakes.items import MODULES, item_facts
from verticals.food.rules import FoodCartRules

NOON = dt.datetime(2026, 6, 15, 12, 0)
RULES = {"grocery": StockAndMaximumRules(), "ecommerce": StockAndMaximumRules(), "food": FoodCartRules()}
GROCERY, FOOD, FASHION = MODULES["grocery"], MODULES["food"], MODULES["ecommerce"]
SIZE = FoodVariation(
    "Size", "single", [FoodVariationValue("M", 0), FoodVariationValue("L", 2)], required="on"
)
EXTRAS = FoodVariation("Extras", "multi", [FoodVariationValue(x, 1) for x in "abc"], min=1, max=2)
APPLE, SCARCE, EMPTY, LIMITED, SHIRT, PIZZA, BREAKFAST, LATE, DEAL, ENDED, BREAD, BIKE, NIGHT = range(1, 14)
CHEESE, FRIES, FOREIGN, UNOFFERED = 1, 2, 3, 4
ALICE = Owner("customer", "1")


def choose(name: str, *labels: str) -> VariationChoice:
    """A food group entry of the `variation` payload."""
    return VariationChoice(name=name, values=[OptionLabel(x) for x in labels])


MEDIUM = choose("Size", "M")
LARGE = choose("Size", "L")


def catalogue() -> FakeCartCatalogue:
    """Every item costs 10; each is named after the rule it exercises."""
    found = FakeCartCatalogue()
    for item in (
        item_facts(APPLE),
        item_facts(SCARCE, stock=3),
        item_facts(EMPTY, stock=0),
        item_facts(LIMITED, maximum=4),
        item_facts(SHIRT, "ecommerce", variations=[Variation("S", 12.0, 2), Variation("M", 12.0, 0)]),
        item_facts(
            PIZZA, "food", stock=None, maximum=3, food_variations=[SIZE, EXTRAS], add_on_ids=[1, 2, 3]
        ),
        item_facts(BREAKFAST, "food", hours=("06:00", "10:00"), add_on_ids=[CHEESE]),
        item_facts(LATE, "food", hours=("18:00", "02:00"), schedule_order=True),
        item_facts(NIGHT, "food", hours=("18:00", "02:00")),
        item_facts(DEAL, campaign=("2026-06-01", "2026-06-30")),
        item_facts(ENDED, campaign=("2026-01-01", "2026-01-31")),
        item_facts(BREAD, store_id=2),
        item_facts(BIKE, "rental"),  # a module this deployment does not run
    ):
        found.put(item)
    for add_on in (AddOn(CHEESE, 1, "Cheese", 1.5), AddOn(FRIES, 1, "Fries", 3), AddOn(FOREIGN, 2, "X", 1)):
        found.put_add_on(add_on)
    found.put_add_on(AddOn(UNOFFERED, 1, "Olives", 1))
    return found


def cart_service(carts: FakeCartRepository, now: dt.datetime = NOON) -> CartService:
    """The service over `carts` and this catalogue, at `now`."""
    return CartService(carts, catalogue(), RULES, clock=lambda: now)


def line(item_id: int, quantity: int = 1, **options: Any) -> LineRequest:
    """A line request."""
    return LineRequest(item_id=item_id, quantity=quantity, **options)


async def refusal(call: Awaitable[object]) -> tuple[type[DomainError], str]:
    """The kind and code of the error `call` raises."""
    with pytest.raises(DomainError) as refused:
        await call
    return type(refused.value), refused.value.code
