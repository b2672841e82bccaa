"""Store endpoints: popular and latest stores in the asker's zones, and one store's details."""

from __future__ import annotations

from functools import partial
from typing import Annotated, get_args

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.catalogue_params import Limit, Offset, audience
from adapters.http.context import AnyRequest, context_from_headers, read_context
from adapters.http.edge.read_lanes import Headers, ReadLane, one_of, whole_number
from adapters.http.openapi import errors
from core.catalogue.model import Store, StorePage
from core.catalogue.paging import MAX_LIMIT, MAX_OFFSET, STORES_PER_PAGE, page_request
from core.catalogue.ports import ServiceType, StoreOrder
from core.catalogue.service import CatalogueService

Type = Annotated[ServiceType, Parameter(description="all, or only stores offering delivery or take_away")]
ModuleType = Annotated[
    str | None, Parameter(max_length=40, pattern=r"^[a-z_]+$", description="Only stores of this module type")
]


class StoreController(Controller):
    """`/api/v1/stores`: stores filtered by the zoneId and moduleId headers when given."""

    path = "/api/v1/stores"
    tags = ["catalogue"]

    @get("/popular", operation_id="getPopularStores", summary="Most ordered stores")
    async def popular(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        type: Type = "all",
        module_type: ModuleType = None,
        offset: Offset = 1,
        limit: Limit = STORES_PER_PAGE,
    ) -> StorePage:
        """Stores by number of orders, most first; 12 a page (SPEC.md section 9)."""
        return await store_page(
            catalogue, request.scope["headers"], "popular", type, module_type, offset, limit
        )

    @get("/latest", operation_id="getLatestStores", summary="Newest stores")
    async def latest(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        type: Type = "all",
        module_type: ModuleType = None,
        offset: Offset = 1,
        limit: Limit = STORES_PER_PAGE,
    ) -> StorePage:
        """Stores by date of joining, newest first; 12 a page (SPEC.md section 9)."""
        return await store_page(
            catalogue, request.scope["headers"], "latest", type, module_type, offset, limit
        )

    @get("/details/{key:str}", operation_id="getStoreDetails", summary="One store", responses=errors(404))
    async def details(
        self,
        catalogue: NamedDependency[CatalogueService],
        request: AnyRequest,
        key: Annotated[str, Parameter(description="Store id or slug", max_length=200)],
    ) -> Store:
        """A store by id or slug, with its business hours and current discount."""
        context = read_context(request)
        return await catalogue.store(key, context.language)


async def store_page(
    catalogue: CatalogueService,
    headers: Headers,
    order: StoreOrder,
    type: ServiceType = "all",
    module_type: str | None = None,
    offset: int = 1,
    limit: int = STORES_PER_PAGE,
) -> StorePage:
    """What GET /stores/popular and /stores/latest answer; the popular read lane runs it too."""
    context = context_from_headers(headers)
    page = page_request(offset, limit)
    return await catalogue.stores(audience(context), page, context.language, order, type, module_type)


# The measured hot read of this controller, answered before routing when it succeeds (edge/read_lanes.py).
STORE_LANES = (
    ReadLane(
        f"{StoreController.path}/popular",
        CatalogueService,
        partial(store_page, order="popular"),
        {
            "type": one_of(*get_args(ServiceType)),
            "offset": whole_number(1, MAX_OFFSET),
            "limit": whole_number(1, MAX_LIMIT),
        },
    ),
)
