"""Module endpoint: the module tiles of the picker and the landing page."""

from __future__ import annotations

from dishka.integrations.litestar import FromDishka
from litestar import Controller, get

from adapters.http.context import RequestContext
from core.marketplace.answers import ModuleAnswer
from core.marketplace.service import MarketplaceService


class ModuleController(Controller):
    """`GET /api/v1/module`: active modules of enabled verticals, limited to the zoneId header's zones."""

    path = "/api/v1/module"
    tags = ["modules"]

    @get("/", operation_id="listModules", summary="Modules with their zones and labels")
    async def modules(
        self, service: FromDishka[MarketplaceService], context: FromDishka[RequestContext]
    ) -> list[ModuleAnswer]:
        return await service.modules(context.language, context.zone_ids)
