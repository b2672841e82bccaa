"""Cart items kept a few seconds: fresh answers serve, old ones and other rows do not, and the item a
write just checked is answered from that very row without reading it again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from adapters.db.catalogue.cart_item_cache import CartItemCache
from adapters.db.catalogue.cart_items import CART_ITEM, CART_ITEMS, SqlCartCatalogue
from core.catalogue.answers import AnswerBuilder
from core.catalogue.model import Item
from core.catalogue.records import AddOnRecord, ItemRecord
from tests.unit.test_catalogue_service import MONDAY_NOON, Media, item_record


class Clock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def built(row: ItemRecord) -> Item:
    return AnswerBuilder(Media(), "en", MONDAY_NOON).item(row, {})


def test_an_answer_serves_for_its_time_then_is_read_again() -> None:
    clock = Clock()
    cache = CartItemCache(ttl=5, clock=clock)
    row = item_record(1)
    answer = cache.keep(cache.read(row, clock.now), "en", built(row))
    assert cache.answer(1, "en") is answer
    assert cache.answer(1, "fr") is None
    clock.now += 5
    assert cache.answer(1, "en") is None
    assert cache.recent(1) is None


def test_reading_a_different_row_drops_what_was_built_from_the_old_one() -> None:
    clock = Clock()
    cache = CartItemCache(ttl=5, clock=clock)
    row = item_record(1)
    entry = cache.read(row, clock.now)
    answer = cache.keep(entry, "en", built(row))
    assert cache.read(item_record(1), clock.now) is entry  # an equal row keeps its answers
    assert cache.answer(1, "en") is answer
    changed = item_record(1, price=12.5)
    assert cache.read(changed, clock.now).row is changed
    assert cache.answer(1, "en") is None
    assert cache.recent(1) is not None  # the new row builds the next answer, unread


def test_a_read_that_began_earlier_does_not_replace_a_later_ones_row() -> None:
    clock = Clock()
    cache = CartItemCache(ttl=5, clock=clock)
    newer = item_record(1, price=12.5)
    cache.read(newer, started=101.0)
    assert cache.read(item_record(1), started=100.5).row is newer


def test_re_reading_an_equal_row_keeps_an_answer_only_for_its_own_time() -> None:
    clock = Clock()
    cache = CartItemCache(ttl=5, clock=clock)
    row = item_record(1)
    cache.keep(cache.read(row, clock.now), "en", built(row))
    clock.now += 4
    cache.read(item_record(1), clock.now)
    clock.now += 1
    # The answer is as old as its row's read; the row read again builds the next one without a query.
    assert cache.answer(1, "en") is None
    assert cache.recent(1) is not None


class FakeReads:
    """The two reads the cart catalogue makes, over records; it notes each statement it runs."""

    def __init__(self, items: Sequence[ItemRecord], add_ons: Sequence[AddOnRecord] = ()) -> None:
        self.items = {i.id: i for i in items}
        self.add_on_rows = list(add_ons)
        self.seen: list[Any] = []

    async def rows(self, statement: Any, values: dict[str, Any]) -> list[tuple[Any, ...]]:
        self.seen.append(statement)
        ids = [values["item_id"]] if statement is CART_ITEM else values["item_ids"]
        return [msgspec.structs.astuple(self.items[i]) for i in ids if i in self.items]

    async def add_ons(self, ids: Sequence[int]) -> list[AddOnRecord]:
        self.seen.append("add_ons")
        return [a for a in self.add_on_rows if a.id in ids]


def catalogue(reads: FakeReads, clock: Clock) -> SqlCartCatalogue:
    cache = CartItemCache(ttl=5, clock=clock)
    return SqlCartCatalogue(reads, ["food"], Media(), cache)  # type: ignore[arg-type]


async def test_the_item_a_write_checked_is_answered_from_that_row_without_a_second_read() -> None:
    clock = Clock()
    reads = FakeReads([item_record(1), item_record(2)], [AddOnRecord(1, 1, "Cheese", 1.5, "{}")])
    cart = catalogue(reads, clock)
    facts = await cart.item(1)
    assert facts is not None
    assert (facts.id, facts.add_on_ids, facts.rule_facts.food_variations[0].name) == (1, {1}, "Size")
    assert await cart.item(1) is facts  # an equal row is not decoded again
    answers = await cart.answers({1, 2}, "en", MONDAY_NOON)
    assert [a.price for a in answers.values()] == [9.9, 9.9]
    assert reads.seen == [CART_ITEM, CART_ITEM, CART_ITEMS, "add_ons"]  # item 2 alone is read
    assert [x.name for x in answers[1].add_ons] == ["Cheese"]


async def test_a_changed_row_is_answered_at_once_and_a_kept_answer_costs_no_read() -> None:
    clock = Clock()
    reads = FakeReads([item_record(1, add_on_ids="[]")])
    cart = catalogue(reads, clock)
    await cart.item(1)
    first = await cart.answers([1], "en", MONDAY_NOON)
    assert await cart.answers([1], "en", MONDAY_NOON) == first
    reads.items[1] = item_record(1, add_on_ids="[]", price=12.5)
    assert (await cart.answers([1], "en", MONDAY_NOON))[1].price == 9.9  # other lines: a few seconds old
    await cart.item(1)
    assert (await cart.answers([1], "en", MONDAY_NOON))[1].price == 12.5  # the line written: never
    assert reads.seen == [CART_ITEM, CART_ITEM]
    del reads.items[1]
    assert await cart.item(1) is None
    assert await cart.answers([1], "en", MONDAY_NOON) == {}
