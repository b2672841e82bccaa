"""The wishlist's use cases over in-memory ports: one of item or store, catalogue cards, bounds, idempotence."""

from __future__ import annotations

import pytest

from core.errors import InvalidInput, NotFound
from core.wishlist.model import MAX_WISHES, Wish
from core.wishlist.service import WishlistService
from tests.unit.fakes.items import item_answer, item_facts
from tests.unit.fakes.places import FakeCards, FakeWishes, store_card


@pytest.fixture
def cards() -> FakeCards:
    items = {i: item_answer(item_facts(i, "food" if i % 2 else "grocery"), 1.0, []) for i in range(1, 6)}
    return FakeCards(items, {s: store_card(s, module_id=2 if s < 3 else 1) for s in range(1, 5)})


@pytest.fixture
def wishes() -> FakeWishes:
    return FakeWishes()


@pytest.fixture
def service(wishes: FakeWishes, cards: FakeCards) -> WishlistService:
    return WishlistService(wishes, cards)


@pytest.mark.parametrize(("item_id", "store_id", "code"), [(None, None, "item_id"), (1, 2, "store_id")])
async def test_exactly_one_of_item_and_store(
    service: WishlistService, item_id: int | None, store_id: int | None, code: str
) -> None:
    for call in (service.add, service.remove):
        with pytest.raises(InvalidInput) as caught:
            await call(1, item_id, store_id, "en")
        assert caught.value.code == code


async def test_unknown_things_are_not_found(service: WishlistService, wishes: FakeWishes) -> None:
    with pytest.raises(NotFound) as item:
        await service.add(1, 99, None, "fr")
    with pytest.raises(NotFound) as store:
        await service.add(1, None, 99, "en")
    assert (item.value.message, store.value.message) == ("Article introuvable.", "Store not found.")
    assert wishes.rows == []


async def test_adding_twice_keeps_one_entry(service: WishlistService, wishes: FakeWishes) -> None:
    assert (await service.add(1, 3, None, "en")).message == "Successfully added!"
    assert (await service.add(1, 3, None, "en")).message == "Successfully added!"
    assert wishes.rows == [(1, Wish("item", 3))]
    assert (await service.remove(1, 3, None, "en")).message == "Successfully removed!"
    assert (await service.remove(1, 3, None, "en")).message == "Successfully removed!"
    assert wishes.rows == []


async def test_the_list_is_catalogue_cards_newest_first_filtered_by_module(service: WishlistService) -> None:
    for item in (1, 2, 3):
        await service.add(7, item, None, "en")
    for store in (1, 3):
        await service.add(7, None, store, "en")
    await service.add(8, 4, None, "en")
    everything = await service.wishlist(7, None, "en")
    assert ([i.id for i in everything.item], [s.id for s in everything.store]) == ([3, 2, 1], [3, 1])
    food = await service.wishlist(7, 2, "en")  # item_facts puts food in module 2
    assert ([i.id for i in food.item], [s.id for s in food.store]) == ([3, 1], [1])


async def test_an_empty_wishlist_asks_the_catalogue_nothing(
    service: WishlistService, cards: FakeCards
) -> None:
    assert await service.wishlist(1, None, "en") == type(await service.wishlist(1, None, "en"))([], [])
    assert cards.calls == []


async def test_a_wishlist_is_bounded(service: WishlistService, wishes: FakeWishes) -> None:
    wishes.rows = [(1, Wish("item", 2))] + [(1, Wish("item", 1000 + n)) for n in range(MAX_WISHES - 1)]
    with pytest.raises(InvalidInput) as caught:
        await service.add(1, 1, None, "en")
    assert caught.value.code == "wishlist"
    assert (await service.add(1, 2, None, "en")).message == "Successfully added!"  # already kept
    assert (await service.add(2, 1, None, "en")).message == "Successfully added!"
