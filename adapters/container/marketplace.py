"""Modules, zones, the landing page and text pages: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.changes import Changes
from adapters.db.content.pages import SqlPageRepository
from adapters.db.marketplace.repository import SqlMarketplaceRepository
from adapters.settings import Settings
from core.content.ports import PageRepository
from core.content.service import ContentService
from core.landing.service import LandingService
from core.marketplace.cache import MarketplaceCache
from core.marketplace.ports import MarketplaceRepository
from core.marketplace.service import MarketplaceService
from core.verticals import VerticalRegistry


class MarketplaceProvider(Provider):
    """Modules, zones and the landing page; the marketplace view is cached once per process."""

    scope = Scope.APP
    repository = provide(SqlMarketplaceRepository, provides=MarketplaceRepository)
    marketplace_service = provide(MarketplaceService)
    landing_service = provide(LandingService)

    @provide
    def marketplace_cache(
        self, registry: VerticalRegistry, settings: Settings, changes: Changes
    ) -> MarketplaceCache:
        cache = MarketplaceCache(registry.module_types, ttl=settings.zone_cache_seconds)
        changes.listen(cache.invalidate)  # modules or zones changed: reload at the next request
        return cache


class ContentProvider(Provider):
    """Text pages (policies, company, help, partner and marketing pages)."""

    scope = Scope.APP
    repository = provide(SqlPageRepository, provides=PageRepository)
    content_service = provide(ContentService)
