"""Category endpoints: root categories, one category with its sub-categories, and a category's items."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.catalogue_params import ItemFilters, Limit, Offset, audience
from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.catalogue.filters import parse_item_filters
from core.catalogue.model import CategoryDetails, CategoryPage, ItemPage
from core.catalogue.paging import CATEGORIES_PER_PAGE, ITEMS_PER_PAGE, page_request
from core.catalogue.service import CatalogueService
from core.ids import MAX_ID


class CategoryController(Controller):
    """`/api/v1/categories`: answers for the module in the moduleId header (every module without one)."""

    path = "/api/v1/categories"
    tags = ["catalogue"]

    @get("/", operation_id="getCategories", summary="Root categories")
    async def categories(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        offset: Offset = 1,
        limit: Limit = CATEGORIES_PER_PAGE,
        store_id: Annotated[
            int | None,
            Parameter(ge=1, le=MAX_ID, description="Only categories this store's items are filed under"),
        ] = None,
    ) -> CategoryPage:
        """Root categories, highest priority first; pages of 50 by default."""
        context = read_context(request)
        page = page_request(offset, limit)
        return await catalogue.categories(audience(context), page, context.language, store_id)

    @get(
        "/{key:str}",
        operation_id="getCategory",
        summary="A category and its sub-categories",
        responses=errors(404),
    )
    async def category(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        key: Annotated[str, Parameter(description="Category id or slug", max_length=160)],
    ) -> CategoryDetails:
        """One category, by id or slug, with its sub-categories."""
        context = read_context(request)
        return await catalogue.category(key, context.language)

    @get(
        "/items/{category_id:int}",
        operation_id="getCategoryItems",
        summary="Items of a category",
        responses=errors(404),
    )
    async def items(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        category_id: Annotated[int, Parameter(ge=1, le=MAX_ID, description="Category id")],
        offset: Offset = 1,
        limit: Limit = ITEMS_PER_PAGE,
        filter: ItemFilters = None,
    ) -> ItemPage:
        """Items of the category and its sub-categories in the asker's zones, newest first, narrowed by the
        item filters; 20 a page."""
        context = read_context(request)
        page = page_request(offset, limit)
        filters = parse_item_filters(filter)
        return await catalogue.category_items(category_id, audience(context), page, context.language, filters)
