"""The embedded geo provider: place search over demo addresses and cities, nearest-place reverse geocoding,
and great-circle distances. It needs no network and no key."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import structlog

from adapters.geo.gazetteer import CITY_RANK, DEMO_RANK, default_index, loaded_index
from adapters.geo.search import PlaceIndex
from core.geo.model import MAX_PREDICTIONS, Place, PlaceSuggestion, Point, Route, straight_route

# A demo address names a point only when the point is a short walk from it; further out the nearest
# city names it better ("Lyon, France"), and beyond CITY_RADIUS_M nothing known describes it.
DEMO_RADIUS_M = 250.0
CITY_RADIUS_M = 50_000.0

log = structlog.get_logger("storefront.geo")


class OfflineGeocoder:
    """Implements core's Geocoder from an in-memory PlaceIndex."""

    def __init__(self, index: Callable[[], PlaceIndex] = default_index) -> None:
        self._build = index

    async def _index(self) -> PlaceIndex:
        if self._build is default_index:
            ready = loaded_index()
            if ready is not None:
                return ready
        # The first build reads a 29 MB file (about a second): off the event loop, so that other requests keep
        # flowing.
        return await asyncio.to_thread(self._build)

    async def warm(self) -> None:
        """Build the index now: a process that starts serving builds it before its first shopper searches."""
        try:
            await self._index()
        except Exception:  # the first search builds it again and answers the error its own way
            log.warning("geo_index_not_built", exc_info=True)

    async def autocomplete(self, text: str, near: Point | None, language: str) -> list[PlaceSuggestion]:
        """Places whose name or address matches `text`, best first."""
        return (await self._index()).search(text, MAX_PREDICTIONS, near)

    async def place_details(self, place_id: str, language: str) -> Place | None:
        """The known place with this id."""
        return (await self._index()).get(place_id)

    async def reverse(self, point: Point, language: str) -> Place | None:
        """The demo address at `point`, else the nearest city, else None."""
        index = await self._index()
        address = index.nearest(point, DEMO_RANK, DEMO_RADIUS_M)
        return address or index.nearest(point, CITY_RANK, CITY_RADIUS_M)


class GreatCircleDistance:
    """Implements core's DistanceCalculator: straight-line distance, duration at the average urban speed."""

    async def route(self, origin: Point, destination: Point) -> Route:
        """The great-circle route; always exists."""
        return straight_route(origin, destination)
