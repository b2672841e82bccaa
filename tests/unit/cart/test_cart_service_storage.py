"""The cart's use cases over in-memory ports, where storage has its say: equal lines grow within their
limit, a cart holds one store's items, owners never reach each other's lines, a guest must have been
issued, and a guest's cart moves into the customer's at sign-in."""

from __future__ import annotations

from core.cart.service import CartService
from core.errors import Conflict, InvalidInput, NotFound
from core.identity.owner import Owner
from tests.unit.fakes.cart import FakeCartRepository
from tests.unit.fakes.shop import (
    ALICE,
    APPLE,
    BREAD,
    EMPTY,
    FOOD,
    GROCERY,
    LARGE,
    LIMITED,
    MEDIUM,
    PIZZA,
    SCARCE,
    line,
    refusal,
)


async def test_re_adding_an_equal_line_grows_it_up_to_its_limit(service: CartService) -> None:
    await service.add(ALICE, line(APPLE, 2), "en")
    assert [x.quantity for x in await service.add(ALICE, line(APPLE, 3), "en")] == [5]
    await service.add(ALICE, line(LIMITED, 3), "en")
    # The request alone passes; with what the line holds it would not: the rule's own message says why.
    assert await refusal(service.add(ALICE, line(LIMITED, 2), "en")) == (Conflict, "maximum_cart_quantity")
    await service.add(ALICE, line(SCARCE, 2), "en")
    assert await refusal(service.add(ALICE, line(SCARCE, 2), "en")) == (Conflict, "stock")
    lines = await service.lines(ALICE, GROCERY, "en")
    assert [(x.item_id, x.quantity) for x in lines] == [(APPLE, 5), (LIMITED, 3), (SCARCE, 2)]


async def test_other_options_make_another_line(service: CartService) -> None:
    await service.add(ALICE, line(PIZZA, 1, variation=[MEDIUM]), "en")
    lines = await service.add(ALICE, line(PIZZA, 1, variation=[LARGE]), "en")
    assert [x.quantity for x in lines] == [1, 1]


async def test_a_cart_holds_one_stores_items(service: CartService, carts: FakeCartRepository) -> None:
    await service.add(ALICE, line(APPLE, 2), "en")
    before = dict(carts.rows)
    assert await refusal(service.add(ALICE, line(BREAD), "en")) == (Conflict, "different_store")
    assert carts.rows == before
    assert await service.add(ALICE, line(PIZZA, variation=[MEDIUM]), "en")  # another module: another cart


async def test_a_guest_must_have_been_issued(service: CartService, carts: FakeCartRepository) -> None:
    assert await refusal(service.add(Owner("guest", "made-up"), line(APPLE), "en")) == (NotFound, "guest")
    assert await service.add(carts.issue_guest("g1"), line(APPLE), "en")


async def test_an_update_sets_the_quantity_and_options_merge_equal_lines(service: CartService) -> None:
    [medium] = await service.add(ALICE, line(PIZZA, 1, variation=[MEDIUM]), "en")
    [_, large] = await service.add(ALICE, line(PIZZA, 1, variation=[LARGE]), "en")
    [updated, _] = await service.update(ALICE, medium.id, line(PIZZA, 2, variation=[MEDIUM]), "en")
    assert (updated.id, updated.quantity) == (medium.id, 2)
    assert await refusal(service.update(ALICE, medium.id, line(PIZZA, 0, variation=[MEDIUM]), "en")) == (
        InvalidInput,
        "quantity",
    )
    [merged] = await service.update(ALICE, large.id, line(PIZZA, 1, variation=[MEDIUM]), "en")
    assert (merged.id, merged.quantity) == (medium.id, 3)
    # Merging past the limit (pizza: 3) is refused and changes nothing.
    [_, large] = await service.add(ALICE, line(PIZZA, 1, variation=[LARGE]), "en")
    refused = service.update(ALICE, large.id, line(PIZZA, 1, variation=[MEDIUM]), "en")
    assert await refusal(refused) == (Conflict, "maximum_cart_quantity")
    assert [x.quantity for x in await service.lines(ALICE, FOOD, "en")] == [3, 1]


async def test_another_owners_line_is_not_found_before_any_rule(service: CartService) -> None:
    [mine] = await service.add(ALICE, line(APPLE, 2), "en")
    bob = Owner("customer", "2")
    for request in (line(APPLE, 5), line(APPLE, 0), line(999), line(EMPTY)):
        assert await refusal(service.update(bob, mine.id, request, "en")) == (NotFound, "cart_id")
    assert await refusal(service.remove(bob, mine.id, "en")) == (NotFound, "cart_id")
    # Another item than the line's is not that line either.
    assert await refusal(service.update(ALICE, mine.id, line(LIMITED), "en")) == (NotFound, "cart_id")
    assert await refusal(service.update(ALICE, mine.id, line(EMPTY), "en")) == (NotFound, "cart_id")
    assert [x.quantity for x in await service.lines(ALICE, GROCERY, "en")] == [2]
    assert await service.remove(ALICE, mine.id, "en") == []


async def test_clearing_empties_one_modules_cart(service: CartService) -> None:
    await service.add(ALICE, line(APPLE), "en")
    await service.add(ALICE, line(PIZZA, variation=[MEDIUM]), "en")
    assert await service.clear(ALICE, GROCERY) == []
    assert await service.lines(ALICE, GROCERY, "en") == []
    assert len(await service.lines(ALICE, FOOD, "en")) == 1
