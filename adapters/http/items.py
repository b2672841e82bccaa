"""Item endpoints: latest, popular, running campaigns and flash sales, search, and one item's details."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.catalogue_params import (
    Brand,
    CategoryFilter,
    Id,
    ItemFilters,
    Limit,
    Offset,
    audience,
    category_filter,
)
from adapters.http.context import AnyRequest, context_from_headers, read_context
from adapters.http.edge.read_lanes import Headers, ReadLane, whole_number
from adapters.http.openapi import errors
from core.catalogue.filters import parse_item_filters
from core.catalogue.model import Item, ItemPage
from core.catalogue.paging import ITEMS_PER_PAGE, MAX_LIMIT, MAX_OFFSET, page_request
from core.catalogue.service import CatalogueService
from core.ids import MAX_ID

SearchText = Annotated[
    str, Parameter(min_length=1, max_length=100, pattern=r"\S", description="Part of the item name")
]


ITEM_KEY_MAX = 240  # characters of an item id or slug


class ItemController(Controller):
    """`/api/v1/items`: items of stores in the zoneId header's zones and the moduleId header's module."""

    path = "/api/v1/items"
    tags = ["catalogue"]

    @get("/latest", operation_id="getLatestItems", summary="Newest items")
    async def latest(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        store_id: Id = None,
        category_id: CategoryFilter = None,
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
        filter: ItemFilters = None,
        brand: Brand = None,
    ) -> ItemPage:
        """Items newest first, optionally of one store or one category (with its sub-categories) and of one
        brand; 20 a page."""
        return await latest_items(
            catalogue, request.scope["headers"], store_id, category_id, offset, limit, filter, brand
        )

    @get("/popular", operation_id="getPopularItems", summary="Most ordered items")
    async def popular(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        store_id: Id = None,
        category_id: CategoryFilter = None,
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
        filter: ItemFilters = None,
        brand: Brand = None,
    ) -> ItemPage:
        """Items by number of orders, most first, optionally of one store or category and of one brand; 20 a
        page."""
        context = read_context(request)
        page = page_request(offset, limit)
        filters = parse_item_filters(filter)
        return await catalogue.items(
            audience(context),
            page,
            context.language,
            "popular",
            store_id,
            category_filter(category_id),
            filters,
            brand,
        )

    @get("/campaigns", operation_id="getCampaignItems", summary="Campaign items running now")
    async def campaigns(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
    ) -> ItemPage:
        """Items whose campaign dates (available_date_starts to _ends) cover today, newest first; 20 a page."""
        context = read_context(request)
        page = page_request(offset, limit)
        return await catalogue.campaign_items(audience(context), page, context.language)

    @get("/search", operation_id="searchItems", summary="Items whose name contains a text")
    async def search(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        name: SearchText,
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
        filter: ItemFilters = None,
    ) -> ItemPage:
        """Items whose name, in English or the asker's language, contains `name` in any case; 20 a page."""
        context = read_context(request)
        page = page_request(offset, limit)
        filters = parse_item_filters(filter)
        return await catalogue.search_items(name.strip(), audience(context), page, context.language, filters)

    @get("/flash-sale", operation_id="getFlashSaleItems", summary="Items of the flash sales running now")
    async def flash_sale(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
        filter: ItemFilters = None,
    ) -> ItemPage:
        """Items in a flash sale now, the soonest ending first: each with its end (`flash_sale_ends`,
        marketplace time) and what is left (`stock`); 20 a page."""
        context = read_context(request)
        page = page_request(offset, limit)
        filters = parse_item_filters(filter)
        return await catalogue.flash_sale_items(audience(context), page, context.language, filters)

    @get("/details/{key:str}", operation_id="getItemDetails", summary="One item", responses=errors(404))
    async def details(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        key: Annotated[str, Parameter(description="Item id or slug", max_length=ITEM_KEY_MAX)],
    ) -> Item:
        """An item on sale, by id or slug, with its variations and add-ons."""
        return await item_details(catalogue, request.scope["headers"], key)


async def item_details(catalogue: CatalogueService, headers: Headers, key: str) -> Item:
    """What GET /items/details/{key} answers: its route and its read lane both run this."""
    return await catalogue.item(key, context_from_headers(headers).language)


async def latest_items(
    catalogue: CatalogueService,
    headers: Headers,
    store_id: int | None = None,
    category_id: int | None = None,
    offset: int = 1,
    limit: int = ITEMS_PER_PAGE,
    filter: str | None = None,
    brand: str | None = None,
) -> ItemPage:
    """What GET /items/latest answers: its route and its read lane both run this."""
    context = context_from_headers(headers)
    return await catalogue.items(
        audience(context),
        page_request(offset, limit),
        context.language,
        "latest",
        store_id,
        category_filter(category_id),
        parse_item_filters(filter),
        brand,
    )


# The measured hot reads of this controller, answered before routing when they succeed (edge/read_lanes.py).
ITEM_LANES = (
    ReadLane(f"{ItemController.path}/details", CatalogueService, item_details, key_max=ITEM_KEY_MAX),
    ReadLane(
        f"{ItemController.path}/latest",
        CatalogueService,
        latest_items,
        {
            "store_id": whole_number(1, MAX_ID),
            "category_id": whole_number(0, MAX_ID),
            "offset": whole_number(1, MAX_OFFSET),
            "limit": whole_number(1, MAX_LIMIT),
        },
    ),
)
