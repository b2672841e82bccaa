"""The configuration context and maps: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import Provider, Scope, provide

from adapters.changes import Changes
from adapters.db.configuration.remembered import RememberedSettings
from adapters.db.configuration.settings_store import SqlSettingsStore
from adapters.geo.backends import GeoBackend, open_geo_backend
from adapters.settings import Settings
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService
from core.geo.ports import DistanceCalculator, Geocoder
from core.geo.service import GeoService
from core.payments.gateways import PaymentGateways


class ConfigurationProvider(Provider):
    """The configuration context."""

    scope = Scope.APP
    sql_settings = provide(SqlSettingsStore)

    @provide
    def settings_store(self, store: SqlSettingsStore, changes: Changes, settings: Settings) -> SettingsStore:
        return RememberedSettings(store, changes, settings.settings_cache_seconds)

    @provide
    def config_service(
        self,
        store: SettingsStore,
        media: MediaUrls,
        settings: Settings,
        clock: MarketplaceClock,
        gateways: PaymentGateways,
    ) -> ConfigService:
        return ConfigService(
            store,
            media,
            map_api_key=settings.google_maps_api_key if settings.geo_provider == "google" else "",
            clock=clock,
            gateways=gateways.listing(),
            web_vitals_sample_rate=settings.web_vitals_sample,
        )


class GeoProvider(Provider):
    """Maps: the geocoder and distance calculator chosen by settings, one per process."""

    scope = Scope.APP
    geo_service = provide(GeoService)

    @provide
    async def geo_backend(self, settings: Settings) -> AsyncIterator[GeoBackend]:
        async with open_geo_backend(settings) as backend:
            yield backend

    @provide
    def geocoder(self, backend: GeoBackend) -> Geocoder:
        return backend.geocoder

    @provide
    def distances(self, backend: GeoBackend) -> DistanceCalculator:
        return backend.distances
