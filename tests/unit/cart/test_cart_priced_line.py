"""Buy Now's line: `CartService.priced` checks a line by the very rules of an add and prices it as a cart
line, and stores nothing."""

from __future__ import annotations

import pytest

from core.cart.model import VariationChoice
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.errors import DomainError, NotFound
from tests.unit.cart.test_cart_service import REFUSED
from tests.unit.fakes.cart import FakeCartRepository
from tests.unit.fakes.items import MODULES
from tests.unit.fakes.shop import ALICE, APPLE, BREAKFAST, PIZZA, SHIRT, choose, line, refusal


def module_of(request: LineRequest) -> int:
    # The item's own module (the refusal under test is then the rule's, not the module's).
    by_item = {PIZZA: "food", BREAKFAST: "food", SHIRT: "ecommerce"}
    return MODULES[by_item.get(request.item_id, "grocery")]


@pytest.mark.parametrize(("request_", "error", "code"), REFUSED)
async def test_a_line_is_refused_as_an_add_would_be(
    service: CartService,
    carts: FakeCartRepository,
    request_: LineRequest,
    error: type[DomainError],
    code: str,
) -> None:
    assert await refusal(service.priced(request_, module_of(request_), "en")) == (error, code)
    assert carts.rows == {}


async def test_a_line_is_priced_as_the_same_line_in_a_cart(
    service: CartService, carts: FakeCartRepository
) -> None:
    request = line(
        PIZZA, 2, variation=[choose("Extras", "b", "a"), choose("Size", "L")], add_on_ids=[1], add_on_qtys=[2]
    )
    priced = await service.priced(request, MODULES["food"], "en")
    assert carts.rows == {}
    [added] = await service.add(ALICE, request, "en")
    assert (priced.unit_price, priced.price, priced.variation) == (
        added.unit_price,
        added.price,
        added.variation,
    )
    shirt = await service.priced(
        line(SHIRT, 2, variation=[VariationChoice(type="S")]), MODULES["ecommerce"], "en"
    )
    assert shirt.price == 24.0


async def test_an_item_of_another_module_is_not_for_sale_there(service: CartService) -> None:
    assert await refusal(service.priced(line(APPLE), MODULES["food"], "en")) == (NotFound, "item_id")
