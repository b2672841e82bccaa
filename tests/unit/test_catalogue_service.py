"""Catalogue use cases against an in-memory read model: answers, translations, discounts, call counts."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import pytest

from core.catalogue.paging import PageRequest
from core.catalogue.ports import Audience, CategoryQuery, ItemQuery, Slice, StoreQuery
from core.catalogue.records import AddOnRecord, CategoryRecord, ItemRecord, ScheduleRecord, StoreRecord
from core.catalogue.service import CatalogueService
from core.errors import NotFound

MONDAY_NOON = dt.datetime(2026, 6, 15, 12, 0)
VALID = '{"discount": 10, "discount_type": "percent", "min_purchase": 20, "max_discount": 5, "end_date": "2026-12-31", "end_time": "23:59:59"}'
EXPIRED = '{"discount": 10, "discount_type": "percent", "end_date": "2026-01-31"}'


def store_record(id: int, **changes: Any) -> StoreRecord:
    values: dict[str, Any] = dict(
        id=id, slug=f"store-{id}", name=f"Store {id}", logo="store/logo.png", cover_photo=None, phone="",
        email="", address="1 rue", module_id=1, module_type="food", zone_id=1, latitude=48.8, longitude=2.3,
        tax=10.0, minimum_order=0.0, avg_rating=4.256, rating_count=3, self_delivery_system=0, free_delivery=0,
        per_km_shipping_charge=0.9, minimum_shipping_charge=2.0, maximum_shipping_charge=None,
        free_delivery_over=None, delivery_time="30-40 min", delivery=1, take_away=1, schedule_order=0,
        prescription_order=0, veg=1, non_veg=1, featured=0, active=1, discount=None, extra="{}",
        translations='{"fr": {"name": "Magasin"}}',
    )  # fmt: skip
    return StoreRecord(**{**values, **changes})


def item_record(id: int, **changes: Any) -> ItemRecord:
    values: dict[str, Any] = dict(
        id=id, slug=f"item-{id}", name=f"Item {id}", description="Tasty", image="item/a.png",
        images='["item/a.png", "item/b.png"]', module_id=1, module_type="food", unit_type=None, store_id=1,
        store_name="Store 1", zone_id=1, store_discount=None, schedule_order=1, store_extra="{}",
        category_id=2, category_ids='[{"id": "1", "position": 1}]', price=9.9, discount=0.0,
        discount_type="percent", stock=5, maximum_cart_quantity=None, is_prescription_required=0,
        avg_rating=0.0, rating_count=0, wishlist_count=7, tags="[]", organic=0, recommended=1, veg=1,
        is_halal=0, generic_name="[]", nutritions="[]", allergies="[]", available_time_starts="10:00",
        available_time_ends="22:30", available_date_starts=None, available_date_ends=None, variations="[]",
        choice_options="[]",
        food_variations='[{"name": "Size", "type": "single", "required": "on", "min": 1, "max": 1, "values": [{"label": "L", "optionPrice": "1.5"}]}]',
        add_on_ids=f"[{id}]", extra="{}", translations='{"fr": {"name": "Article"}}',
    )  # fmt: skip
    return ItemRecord(**{**values, **changes})


class FakeReads:
    """Implements CatalogueReadModel over lists; counts the calls each use case makes."""

    def __init__(self, stores: list[StoreRecord], items: list[ItemRecord]) -> None:
        self.stores_rows, self.items_rows = stores, items
        self.categories_rows = [
            CategoryRecord(1, "Pizza", "pizza", None, None, 0, 0, 1, 0, "{}", '{"fr": {"name": "Pizzas"}}'),
            CategoryRecord(2, "Red", "red", None, 1, 0, 0, 1, 0, "{}", "{}"),
        ]
        self.calls: list[str] = []
        self.last_query: Any = None

    def _slice(self, rows: Sequence[Any], page: PageRequest) -> Slice[Any]:
        return Slice(len(rows), rows[page.skip : page.skip + page.limit])

    async def categories(self, query: CategoryQuery) -> Slice[CategoryRecord]:
        self.calls.append("categories")
        return self._slice([c for c in self.categories_rows if c.parent_id is None], query.page)

    async def category_family(self, key: int | str) -> Sequence[CategoryRecord]:
        self.calls.append("category_family")
        head = [c for c in self.categories_rows if key in (c.id, c.slug)]
        return head + [c for c in self.categories_rows if head and c.parent_id == head[0].id]

    async def stores(self, query: StoreQuery) -> Slice[StoreRecord]:
        self.calls.append("stores")
        self.last_query = query
        return self._slice(self.stores_rows, query.page)

    async def store(self, key: int | str) -> StoreRecord | None:
        self.calls.append("store")
        return next((s for s in self.stores_rows if key in (s.id, s.slug)), None)

    async def stores_by_ids(self, ids: Sequence[int]) -> Sequence[StoreRecord]:
        self.calls.append("stores_by_ids")
        return [s for s in self.stores_rows if s.id in ids]

    async def schedules(self, store_ids: Sequence[int]) -> Sequence[ScheduleRecord]:
        self.calls.append("schedules")
        return [ScheduleRecord(i, 1, "09:00", "21:00") for i in store_ids]

    async def items(self, query: ItemQuery) -> Slice[ItemRecord]:
        self.calls.append("items")
        self.last_query = query
        return self._slice(self.items_rows, query.page)

    async def item(self, key: int | str, today: dt.date) -> ItemRecord | None:
        self.calls.append("item")
        return next((i for i in self.items_rows if key in (i.id, i.slug)), None)

    async def items_by_ids(self, ids: Sequence[int], today: dt.date) -> Sequence[ItemRecord]:
        self.calls.append("items_by_ids")
        return [i for i in self.items_rows if i.id in ids]

    async def add_ons(self, ids: Sequence[int]) -> Sequence[AddOnRecord]:
        self.calls.append("add_ons")
        return [AddOnRecord(i, 1, "Cheese", 1.5, '{"fr": {"name": "Fromage"}}') for i in ids]


class Media:
    def full_url(self, path: str | None) -> str:
        return f"/media/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        return f"/media/{folder}"


def service(stores: int = 3, items: int = 3, **item_changes: Any) -> tuple[CatalogueService, FakeReads]:
    reads = FakeReads(
        [store_record(i) for i in range(1, stores + 1)],
        [item_record(i, **item_changes) for i in range(1, items + 1)],
    )
    return CatalogueService(reads, Media(), clock=lambda: MONDAY_NOON), reads


EVERYWHERE = Audience()


@pytest.mark.parametrize("size", [1, 5, 40])
async def test_an_item_page_costs_two_reads_whatever_its_size(size: int) -> None:
    catalogue, reads = service(items=size)
    page = await catalogue.items(EVERYWHERE, PageRequest(1, size), "en", "latest")
    assert len(page.items) == size
    assert reads.calls == ["items", "add_ons"]


@pytest.mark.parametrize("size", [1, 5, 40])
async def test_a_store_page_costs_two_reads_whatever_its_size(size: int) -> None:
    catalogue, reads = service(stores=size)
    page = await catalogue.stores(EVERYWHERE, PageRequest(1, size), "en", "popular")
    assert len(page.stores) == size
    assert reads.calls == ["stores", "schedules"]


async def test_pages_carry_the_total_and_the_page_asked_for() -> None:
    catalogue, _ = service(items=7)
    page = await catalogue.items(EVERYWHERE, PageRequest(2, 3), "en", "popular")
    assert (page.total_size, page.offset, page.limit) == (7, 2, 3)
    assert [i.id for i in page.items] == [4, 5, 6]


async def test_an_item_answer_speaks_the_storefront_shapes() -> None:
    catalogue, _ = service()
    item = await catalogue.item("item-1", "fr")
    assert item.name == "Article"
    assert item.description == "Tasty"
    assert item.images_full_url == ["/media/item/a.png", "/media/item/b.png"]
    assert item.category_ids[0].id == 1
    assert item.food_variations[0].values[0].option_price == 1.5
    assert [a.name for a in item.add_ons] == ["Fromage"]
    assert item.addons == item.add_ons
    assert item.whislists_count == item.wishlist_count == 7
    assert item.module.module_type == "food"
    assert not item.is_campaign_item


async def test_a_campaign_item_is_marked() -> None:
    catalogue, _ = service(available_date_starts="2026-06-01", available_date_ends="2026-06-30")
    assert (await catalogue.item("1", "en")).is_campaign_item


async def test_a_valid_store_discount_shows_on_the_store_and_its_items() -> None:
    catalogue, reads = service(store_discount=VALID)
    reads.stores_rows[0] = store_record(1, discount=VALID)
    store = await catalogue.store("1", "en")
    assert store.discount is not None
    assert (store.discount.discount, store.discount.min_purchase, store.discount.end_time) == (
        10,
        20,
        "23:59",
    )
    item = await catalogue.item("1", "en")
    assert item.store_discount == item.restaurant_discount == 10


async def test_an_expired_store_discount_is_not_shown() -> None:
    catalogue, reads = service(store_discount=EXPIRED)
    reads.stores_rows[0] = store_record(1, discount=EXPIRED)
    assert (await catalogue.store("store-1", "en")).discount is None
    assert (await catalogue.item("1", "en")).store_discount == 0


async def test_a_store_is_open_within_its_hours_when_active() -> None:
    catalogue, reads = service()
    store = await catalogue.store("1", "fr")
    assert (store.open, store.name, store.logo_full_url) == (1, "Magasin", "/media/store/logo.png")
    reads.stores_rows[0] = store_record(1, active=0)
    assert (await catalogue.store("1", "en")).open == 0


async def test_a_category_comes_with_its_children_translated() -> None:
    catalogue, _ = service()
    category = await catalogue.category("pizza", "fr")
    assert category.name == "Pizzas"
    assert [c.slug for c in category.children] == ["red"]


@pytest.mark.parametrize("key", ["999", "no-such-slug"])
async def test_unknown_things_are_not_found(key: str) -> None:
    catalogue, _ = service()
    for lookup in (catalogue.category, catalogue.store, catalogue.item):
        with pytest.raises(NotFound):
            await lookup(key, "en")


async def test_items_of_an_unknown_category_are_not_found_but_an_empty_one_is_fine() -> None:
    catalogue, _reads = service(items=0)
    with pytest.raises(NotFound):
        await catalogue.category_items(999, EVERYWHERE, PageRequest(1, 10), "en")
    assert (await catalogue.category_items(2, EVERYWHERE, PageRequest(1, 10), "en")).items == []


async def test_search_asks_for_the_name_in_the_shoppers_language() -> None:
    catalogue, reads = service()
    await catalogue.search_items("piz", Audience((1,), 2), PageRequest(1, 10), "fr")
    query = reads.last_query
    assert (query.name, query.language, query.audience.zone_ids, query.order) == (
        "piz",
        "fr",
        (1,),
        "popular",
    )
    assert query.today == MONDAY_NOON.date()


async def test_cards_by_ids_keep_the_asked_order_and_the_module_filter() -> None:
    catalogue, reads = service(stores=3, items=3)
    reads.items_rows[1] = item_record(2, module_id=2)
    items = await catalogue.items_by_ids([3, 2, 1, 3, 99], None, "fr")
    assert [i.id for i in items] == [3, 2, 1]
    assert [i.id for i in await catalogue.items_by_ids([3, 2, 1], 2, "en")] == [2]
    assert reads.calls[-1] == "add_ons"
    stores = await catalogue.stores_by_ids([2, 1, 42], 1, "fr")
    assert [(s.id, s.name) for s in stores] == [(2, "Magasin"), (1, "Magasin")]
    assert reads.calls[-2:] == ["stores_by_ids", "schedules"]
