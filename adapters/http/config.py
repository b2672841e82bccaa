"""Configuration endpoint."""

from __future__ import annotations

from litestar import Controller, get
from litestar.di import NamedDependency

from adapters.http.context import AnyRequest, read_context
from core.configuration.model import Config
from core.configuration.service import ConfigService


class ConfigController(Controller):
    """`GET /api/v1/config`: the marketplace configuration (answers are cached per language)."""

    path = "/api/v1/config"
    tags = ["config"]

    @get("/", operation_id="getConfig", summary="Marketplace configuration")
    async def config(self, config: NamedDependency[ConfigService], request: AnyRequest) -> Config:
        context = read_context(request)
        return await config.config(context.language)
