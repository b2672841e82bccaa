"""Chooses the geo provider from settings: Google when GEO_PROVIDER=google and a key is set, else offline."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import structlog

from adapters.geo import google
from adapters.geo.offline import GreatCircleDistance, OfflineGeocoder
from adapters.settings import Settings
from core.geo.ports import DistanceCalculator, Geocoder

log = structlog.get_logger("storefront.geo")


@dataclass(frozen=True, slots=True)
class GeoBackend:
    """The geocoder and distance calculator this process uses."""

    name: str
    geocoder: Geocoder
    distances: DistanceCalculator


@asynccontextmanager
async def open_geo_backend(settings: Settings) -> AsyncIterator[GeoBackend]:
    """The configured backend, its HTTP client closed on exit."""
    if settings.geo_provider == "google" and settings.google_maps_api_key:
        async with google.new_client() as client:
            maps = google.GoogleMaps(client, settings.google_maps_api_key)
            yield GeoBackend("google", maps, maps)
        return
    if settings.geo_provider != "offline":
        # A storefront without maps is worse than one with offline maps: say why and carry on.
        log.warning(
            "geo provider unusable, using offline maps",
            geo_provider=settings.geo_provider,
            has_key=bool(settings.google_maps_api_key),
        )
    geocoder = OfflineGeocoder()
    # The index is built as the process starts, not by its first place search or reverse geocoding: that
    # shopper would wait a second or more (three on a slow machine) for the location picker's suggestions.
    warming = asyncio.create_task(geocoder.warm())
    try:
        yield GeoBackend("offline", geocoder, GreatCircleDistance())
    finally:
        warming.cancel()  # a build under way ends in its thread; only the wait for it stops
