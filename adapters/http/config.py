"""Configuration endpoint."""

from __future__ import annotations

from dishka.integrations.litestar import FromDishka
from litestar import Controller, get

from adapters.http.context import RequestContext
from core.configuration.model import Config
from core.configuration.service import ConfigService


class ConfigController(Controller):
    """`GET /api/v1/config`: the marketplace configuration (answers are cached per language)."""

    path = "/api/v1/config"
    tags = ["config"]

    @get("/", operation_id="getConfig", summary="Marketplace configuration")
    async def config(self, service: FromDishka[ConfigService], context: FromDishka[RequestContext]) -> Config:
        return await service.config(context.language)
