"""Configuration endpoint."""

from __future__ import annotations

from litestar import Controller, get
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency

from adapters.http.context import AnyRequest, read_context
from core.configuration.model import Config, MarketplaceTime
from core.configuration.service import ConfigService


class ConfigController(Controller):
    """`GET /api/v1/config`: the marketplace configuration (answers are cached per language);
    `GET /api/v1/config/clock`: the marketplace's time now and its time zone."""

    path = "/api/v1/config"
    tags = ["config"]

    @get("/", operation_id="getConfig", summary="Marketplace configuration")
    async def config(self, config: NamedDependency[ConfigService], request: AnyRequest) -> Config:
        context = read_context(request)
        return await config.config(context.language)

    @get(
        "/clock",
        operation_id="getMarketplaceClock",
        summary="The marketplace's current time and time zone",
        cache_control=CacheControlHeader(no_store=True),
    )
    async def clock(self, config: NamedDependency[ConfigService]) -> MarketplaceTime:
        """What time slots are built from: the server's clock in the marketplace's time zone (the
        configuration answer is cached, this one never is)."""
        return config.time()
