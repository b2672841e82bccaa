"""What the catalogue context needs from the outside: a read model of the catalogue."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Literal, Protocol, TypeVar

import msgspec

from .paging import PageRequest
from .records import AddOnRecord, CategoryRecord, ItemRecord, ScheduleRecord, StoreRecord

R = TypeVar("R")

StoreOrder = Literal["popular", "latest"]
ItemOrder = Literal["popular", "latest"]
ServiceType = Literal["all", "delivery", "take_away"]
ItemFilter = Literal["veg", "non_veg", "halal", "organic"]
# The item filters the catalogue applies, in the order a storefront offers them; a vertical publishes which
# of them its modules offer (VerticalPolicy.item_filters). veg and non_veg exclude each other (veg 0 means
# non-veg); halal keeps the items a halal-tagging store marks halal; organic the organic items.
ITEM_FILTERS: tuple[ItemFilter, ...] = ("veg", "non_veg", "halal", "organic")


class Audience(msgspec.Struct, frozen=True):
    """Who browses: the zones they can be delivered in, the module they chose (none: every module)."""

    zone_ids: tuple[int, ...] = ()
    module_id: int | None = None


class CategoryQuery(msgspec.Struct, frozen=True):
    """Root categories of the audience's module; with `store_id`, only those the store's items are filed under."""

    audience: Audience
    page: PageRequest
    store_id: int | None = None


class StoreQuery(msgspec.Struct, frozen=True, kw_only=True):
    """Stores the audience can order from, in `order`, limited to a service type and module type."""

    audience: Audience
    page: PageRequest
    order: StoreOrder
    service: ServiceType = "all"
    module_type: str | None = None


class ItemQuery(msgspec.Struct, frozen=True, kw_only=True):
    """Items on sale on `today` from stores the audience can order from, narrowed by the optional filters.

    `category_id` includes the category's sub-categories; `name` matches part of the name, in any case, in
    English or in `language`; `campaign` keeps only campaign items (those with a date window), which the
    `today` filter already narrows to the campaigns running now. `filters` narrows to the items every named
    item filter keeps (ITEM_FILTERS). `flash_sale_after` ("YYYY-MM-DD HH:mm", marketplace time) keeps only
    the items of a flash sale ending after it, the soonest ending first. `brand` keeps the items whose
    vertical attributes name that brand (`extra.brand`, exactly).
    """

    audience: Audience
    page: PageRequest
    order: ItemOrder
    today: dt.date
    store_id: int | None = None
    category_id: int | None = None
    name: str | None = None
    campaign: bool = False
    language: str = "en"
    filters: frozenset[ItemFilter] = frozenset()
    flash_sale_after: str | None = None
    brand: str | None = None


class BrandQuery(msgspec.Struct, frozen=True, kw_only=True):
    """The brands named by the items of `module_type`'s modules the audience can order from on `today`."""

    audience: Audience
    module_type: str
    today: dt.date
    limit: int


@dataclass(frozen=True, slots=True)
class BrandCount:
    """A brand and how many visible items name it."""

    name: str
    items: int


@dataclass(frozen=True, slots=True)
class Slice(Generic[R]):
    """One page of rows and how many rows the whole list holds."""

    total: int
    rows: Sequence[R]


class CatalogueReadModel(Protocol):
    """Visible catalogue rows: active records of active modules of the verticals this deployment runs.

    Each call is one database statement, or two for a page whose size alone does not tell the total.
    """

    async def categories(self, query: CategoryQuery) -> Slice[CategoryRecord]:
        """A page of root categories."""
        ...

    async def category_family(self, key: int | str) -> Sequence[CategoryRecord]:
        """The category with id or slug `key` and its sub-categories (empty when unknown)."""
        ...

    async def stores(self, query: StoreQuery) -> Slice[StoreRecord]:
        """A page of stores."""
        ...

    async def store(self, key: int | str) -> StoreRecord | None:
        """The store with id or slug `key`."""
        ...

    async def stores_by_ids(self, ids: Sequence[int]) -> Sequence[StoreRecord]:
        """The visible stores among `ids`, in any order."""
        ...

    async def schedules(self, store_ids: Sequence[int]) -> Sequence[ScheduleRecord]:
        """The business hours of every store in `store_ids`."""
        ...

    async def brands(self, query: BrandQuery) -> Sequence[BrandCount]:
        """The brands the query's items name, by name, at most `query.limit`."""
        ...

    async def items(self, query: ItemQuery) -> Slice[ItemRecord]:
        """A page of items."""
        ...

    async def item(self, key: int | str, today: dt.date) -> ItemRecord | None:
        """The item with id or slug `key`, if on sale on `today`."""
        ...

    async def items_by_ids(self, ids: Sequence[int], today: dt.date) -> Sequence[ItemRecord]:
        """The items among `ids` on sale on `today`, in any order."""
        ...

    async def add_ons(self, ids: Sequence[int]) -> Sequence[AddOnRecord]:
        """The active add-ons among `ids`."""
        ...
