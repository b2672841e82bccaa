"""Use cases of the catalogue context: the category, store and item lists and pages a shopper browses.

Every use case runs a fixed number of read-model calls whatever the page size: a page, then the related
rows of the whole page at once (business hours of its stores, add-ons of its items).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import TypeVar

from core.clock import DEFAULT_CLOCK
from core.configuration.ports import MediaUrls
from core.errors import NotFound
from core.ids import MAX_ID

from .answers import AnswerBuilder, add_on_ids
from .hours import Schedule
from .model import CategoryDetails, CategoryPage, Item, ItemPage, Store, StorePage
from .paging import PageRequest
from .ports import (
    Audience,
    BrandCount,
    BrandQuery,
    CatalogueReadModel,
    CategoryQuery,
    ItemFilter,
    ItemOrder,
    ItemQuery,
    ServiceType,
    StoreOrder,
    StoreQuery,
)
from .records import ItemRecord, StoreRecord

RecordT = TypeVar("RecordT", ItemRecord, StoreRecord)


def lookup_key(raw: str) -> int | str:
    """An id when `raw` is an id's digits, else a slug (a longer number names nothing, like a slug)."""
    return int(raw) if raw.isascii() and raw.isdigit() and int(raw) <= MAX_ID else raw


def _in_order(ids: Sequence[int], rows: Sequence[RecordT]) -> list[RecordT]:
    by_id = {r.id: r for r in rows}
    return [by_id[i] for i in dict.fromkeys(ids) if i in by_id]


class CatalogueService:
    """Reads the catalogue for one shopper; `clock` gives the marketplace's local time."""

    def __init__(
        self,
        reads: CatalogueReadModel,
        media: MediaUrls,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._reads = reads
        self._media = media
        self._clock = clock

    def _builder(self, language: str) -> AnswerBuilder:
        return AnswerBuilder(self._media, language, self._clock())

    async def categories(
        self, audience: Audience, page: PageRequest, language: str, store_id: int | None = None
    ) -> CategoryPage:
        """Root categories of the chosen module (of every module when none is chosen); with `store_id`,
        only the ones that store sells from (its page's category chips)."""
        found = await self._reads.categories(CategoryQuery(audience, page, store_id))
        build = self._builder(language)
        return CategoryPage(found.total, page.limit, page.offset, [build.category(r) for r in found.rows])

    async def category(self, key: str, language: str) -> CategoryDetails:
        """A category and its sub-categories, by id or slug."""
        wanted = lookup_key(key)
        family = await self._reads.category_family(wanted)
        field = "id" if isinstance(wanted, int) else "slug"
        head = next((c for c in family if getattr(c, field) == wanted), None)
        if head is None:
            raise NotFound("category", "Category not found.")
        children = [c for c in family if c.parent_id == head.id]
        return self._builder(language).category_details(head, children)

    async def category_items(
        self,
        category_id: int,
        audience: Audience,
        page: PageRequest,
        language: str,
        filters: frozenset[ItemFilter] = frozenset(),
    ) -> ItemPage:
        """Items of a category and its sub-categories, latest first, narrowed by the item `filters`."""
        answer = await self._items(
            audience, page, language, "latest", category_id=category_id, filters=filters
        )
        if answer.total_size == 0 and not await self._reads.category_family(category_id):
            raise NotFound("category", "Category not found.")
        return answer

    async def stores(
        self,
        audience: Audience,
        page: PageRequest,
        language: str,
        order: StoreOrder,
        service: ServiceType = "all",
        module_type: str | None = None,
    ) -> StorePage:
        """Stores the shopper can order from: most ordered first ("popular") or newest first ("latest")."""
        query = StoreQuery(
            audience=audience, page=page, order=order, service=service, module_type=module_type
        )
        found = await self._reads.stores(query)
        stores = await self._with_hours(found.rows, language)
        return StorePage(found.total, page.limit, page.offset, stores)

    async def store(self, key: str, language: str) -> Store:
        """One store, by id or slug."""
        found = await self._reads.store(lookup_key(key))
        if found is None:
            raise NotFound("store", "Store not found.")
        return (await self._with_hours([found], language))[0]

    async def items(
        self,
        audience: Audience,
        page: PageRequest,
        language: str,
        order: ItemOrder,
        store_id: int | None = None,
        category_id: int | None = None,
        filters: frozenset[ItemFilter] = frozenset(),
        brand: str | None = None,
    ) -> ItemPage:
        """Items the shopper can order: newest first ("latest") or most ordered first ("popular"), narrowed
        by the item `filters` (ports.ITEM_FILTERS) and to one `brand` (the items' `extra.brand`)."""
        return await self._items(
            audience,
            page,
            language,
            order,
            store_id=store_id,
            category_id=category_id,
            filters=filters,
            brand=brand,
        )

    async def brands(self, audience: Audience, module_type: str, limit: int) -> list[BrandCount]:
        """The brands the items of `module_type`'s modules the shopper can order from name (`extra.brand`),
        by name, at most `limit`, each with how many items name it."""
        query = BrandQuery(
            audience=audience, module_type=module_type, today=self._clock().date(), limit=limit
        )
        return list(await self._reads.brands(query))

    async def search_items(
        self,
        name: str,
        audience: Audience,
        page: PageRequest,
        language: str,
        filters: frozenset[ItemFilter] = frozenset(),
    ) -> ItemPage:
        """Items whose name (in English or in `language`) contains `name`, most ordered first."""
        return await self._items(audience, page, language, "popular", name=name, filters=filters)

    async def campaign_items(self, audience: Audience, page: PageRequest, language: str) -> ItemPage:
        """Campaign items running today (their date window covers it), newest first."""
        return await self._items(audience, page, language, "latest", campaign=True)

    async def flash_sale_items(
        self,
        audience: Audience,
        page: PageRequest,
        language: str,
        filters: frozenset[ItemFilter] = frozenset(),
    ) -> ItemPage:
        """Items of the flash sales running now, the soonest ending first; each answers its end
        (`flash_sale_ends`) and what is left (`stock`)."""
        now = self._clock().strftime("%Y-%m-%d %H:%M")
        return await self._items(audience, page, language, "latest", flash_sale_after=now, filters=filters)

    async def item(self, key: str, language: str) -> Item:
        """One item on sale, by id or slug."""
        now = self._clock()
        build = AnswerBuilder(self._media, language, now)
        found = await self._reads.item(lookup_key(key), now.date())
        if found is None:
            raise NotFound("item", "Item not found.")
        return (await self._with_add_ons([found], build))[0]

    async def items_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Item]:
        """Item cards of the items of `ids` on sale now, in the order of `ids`; of `module_id` only when set
        (a wishlist's items)."""
        build = self._builder(language)
        found = await self._reads.items_by_ids(list(dict.fromkeys(ids)), self._clock().date())
        rows = _in_order(ids, [r for r in found if module_id is None or r.module_id == module_id])
        return await self._with_add_ons(rows, build)

    async def stores_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Store]:
        """Store cards of the visible stores of `ids`, in the order of `ids`; of `module_id` only when set
        (a wishlist's stores)."""
        found = await self._reads.stores_by_ids(list(dict.fromkeys(ids)))
        rows = _in_order(ids, [r for r in found if module_id is None or r.module_id == module_id])
        return await self._with_hours(rows, language)

    async def _items(
        self,
        audience: Audience,
        page: PageRequest,
        language: str,
        order: ItemOrder,
        *,
        store_id: int | None = None,
        category_id: int | None = None,
        name: str | None = None,
        campaign: bool = False,
        filters: frozenset[ItemFilter] = frozenset(),
        flash_sale_after: str | None = None,
        brand: str | None = None,
    ) -> ItemPage:
        build = self._builder(language)
        query = ItemQuery(
            audience=audience,
            page=page,
            order=order,
            today=self._clock().date(),
            store_id=store_id,
            category_id=category_id,
            name=name,
            campaign=campaign,
            language=language,
            filters=filters,
            flash_sale_after=flash_sale_after,
            brand=brand,
        )
        found = await self._reads.items(query)
        items = await self._with_add_ons(found.rows, build)
        return ItemPage(found.total, page.limit, page.offset, items)

    async def _with_add_ons(self, rows: Sequence[ItemRecord], build: AnswerBuilder) -> list[Item]:
        wanted = sorted({i for r in rows for i in add_on_ids(r)})
        add_ons = {a.id: build.add_on(a) for a in await self._reads.add_ons(wanted)} if wanted else {}
        return [build.item(r, add_ons) for r in rows]

    async def _with_hours(self, rows: Sequence[StoreRecord], language: str) -> list[Store]:
        build = self._builder(language)
        hours: dict[int, list[Schedule]] = {r.id: [] for r in rows}
        if rows:
            for period in await self._reads.schedules(list(hours)):
                hours[period.store_id].append(period)
        return [build.store(r, hours[r.id]) for r in rows]
