"""Module endpoint: the module tiles of the picker and the landing page."""

from __future__ import annotations

from litestar import Controller, get
from litestar.di import NamedDependency

from adapters.http.context import AnyRequest, read_context
from core.marketplace.answers import ModuleAnswer
from core.marketplace.service import MarketplaceService


class ModuleController(Controller):
    """`GET /api/v1/module`: active modules of enabled verticals, limited to the zoneId header's zones."""

    path = "/api/v1/module"
    tags = ["modules"]

    @get("/", operation_id="listModules", summary="Modules with their zones and labels")
    async def modules(
        self, marketplace: NamedDependency[MarketplaceService], request: AnyRequest
    ) -> list[ModuleAnswer]:
        context = read_context(request)
        return await marketplace.modules(context.language, context.zone_ids)
