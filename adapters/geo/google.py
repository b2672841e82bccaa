"""The Google Maps Platform geo provider: Places Autocomplete, Place Details, Geocoding and Distance Matrix.

Google's answers are decoded into typed records and mapped to core's places and routes. Empty results
(ZERO_RESULTS, NOT_FOUND) become "nothing found", which the use cases answer 404 (or an empty prediction
list); a refused key, an exhausted quota or a broken answer become GeoProviderFailed (502), a slow answer
GeoProviderTimeout (504). The key never appears in a log line or an answer.
"""

from __future__ import annotations

import logging
from typing import Any

import httpx
import msgspec
import structlog

from core.geo.errors import GeoProviderFailed, GeoProviderTimeout
from core.geo.model import MAX_PREDICTIONS, Place, PlaceSuggestion, Point, Route

log = structlog.get_logger("storefront.geo.google")

API_ROOT = "https://maps.googleapis.com/maps/api"
TIMEOUT = httpx.Timeout(5.0, connect=3.0)
BIAS_RADIUS_M = 50_000  # autocomplete prefers places within this distance of the visitor
NOTHING_FOUND = frozenset({"ZERO_RESULTS", "NOT_FOUND"})


class _LatLng(msgspec.Struct):
    lat: float
    lng: float


class _Geometry(msgspec.Struct):
    location: _LatLng


class _Formatting(msgspec.Struct):
    main_text: str
    secondary_text: str = ""


class _Prediction(msgspec.Struct):
    place_id: str
    description: str
    structured_formatting: _Formatting | None = None


class _PlaceResult(msgspec.Struct):
    place_id: str
    geometry: _Geometry
    formatted_address: str = ""
    name: str = ""


class _TextValue(msgspec.Struct):
    value: int
    text: str = ""


class _Element(msgspec.Struct):
    status: str
    distance: _TextValue | None = None
    duration: _TextValue | None = None


class _Row(msgspec.Struct):
    elements: list[_Element]


class _Answer(msgspec.Struct):
    status: str
    error_message: str | None = None
    predictions: list[_Prediction] = msgspec.field(default_factory=list)
    result: _PlaceResult | None = None
    results: list[_PlaceResult] = msgspec.field(default_factory=list)
    rows: list[_Row] = msgspec.field(default_factory=list)


def new_client() -> httpx.AsyncClient:
    """The HTTP client the provider uses (tests replace this factory to serve recorded answers)."""
    # httpx logs every request URL at INFO, and Google's key travels in the URL: keep those lines out.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    return httpx.AsyncClient(base_url=API_ROOT, timeout=TIMEOUT)


def _place(result: _PlaceResult) -> Place:
    location = Point(lat=result.geometry.location.lat, lng=result.geometry.location.lng)
    return Place(result.place_id, result.name or result.formatted_address, result.formatted_address, location)


def _suggestion(p: _Prediction) -> PlaceSuggestion:
    if p.structured_formatting is None:
        return PlaceSuggestion(p.place_id, p.description, "")
    return PlaceSuggestion(
        p.place_id, p.structured_formatting.main_text, p.structured_formatting.secondary_text
    )


class GoogleMaps:
    """Implements core's Geocoder and DistanceCalculator with Google Maps Platform web services."""

    def __init__(self, client: httpx.AsyncClient, api_key: str) -> None:
        self._client = client
        self._key = api_key

    async def _call(
        self, api: str, params: dict[str, Any], nothing: frozenset[str] = NOTHING_FOUND
    ) -> _Answer | None:
        """Google's answer to `api`; None when it found nothing; raises on refusal, failure or timeout."""
        try:
            response = await self._client.get(f"/{api}/json", params={**params, "key": self._key})
        except httpx.TimeoutException:
            log.warning("map service timed out", api=api)
            raise GeoProviderTimeout() from None
        except httpx.HTTPError as exc:
            log.warning("map service unreachable", api=api, error=type(exc).__name__)
            raise GeoProviderFailed() from None
        if response.status_code != 200:
            log.warning("map service failed", api=api, http_status=response.status_code)
            raise GeoProviderFailed()
        try:
            answer = msgspec.json.decode(response.content, type=_Answer)
        except msgspec.DecodeError:
            log.warning("map service answer unreadable", api=api)
            raise GeoProviderFailed() from None
        if answer.status in nothing:
            return None
        if answer.status != "OK":
            # REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR ...: the operator must act.
            log.warning("map service refused", api=api, status=answer.status, detail=answer.error_message)
            raise GeoProviderFailed()
        return answer

    async def autocomplete(self, text: str, near: Point | None, language: str) -> list[PlaceSuggestion]:
        """Place Autocomplete, biased towards `near` when known."""
        params: dict[str, Any] = {"input": text, "language": language}
        if near is not None:
            params.update(location=f"{near.lat},{near.lng}", radius=BIAS_RADIUS_M)
        answer = await self._call("place/autocomplete", params)
        return [_suggestion(p) for p in answer.predictions[:MAX_PREDICTIONS]] if answer else []

    async def place_details(self, place_id: str, language: str) -> Place | None:
        """Place Details with only the fields we show (Google bills by field group)."""
        params = {"place_id": place_id, "fields": "place_id,name,formatted_address,geometry/location"}
        # A made-up or expired place id is answered INVALID_REQUEST: to the asker, that place is unknown.
        answer = await self._call(
            "place/details", {**params, "language": language}, NOTHING_FOUND | {"INVALID_REQUEST"}
        )
        return _place(answer.result) if answer and answer.result else None

    async def reverse(self, point: Point, language: str) -> Place | None:
        """Reverse Geocoding: the best address at `point`."""
        answer = await self._call("geocode", {"latlng": f"{point.lat},{point.lng}", "language": language})
        return _place(answer.results[0]) if answer and answer.results else None

    async def route(self, origin: Point, destination: Point) -> Route | None:
        """Distance Matrix, one origin and one destination, by road."""
        params = {
            "origins": f"{origin.lat},{origin.lng}",
            "destinations": f"{destination.lat},{destination.lng}",
            "mode": "driving",
        }
        answer = await self._call("distancematrix", params)
        if not answer or not answer.rows or not answer.rows[0].elements:
            return None
        element = answer.rows[0].elements[0]
        if element.status != "OK" or element.distance is None or element.duration is None:
            return None  # ZERO_RESULTS, NOT_FOUND, MAX_ROUTE_LENGTH_EXCEEDED: no drivable route
        return Route(distance_m=element.distance.value, duration_s=element.duration.value)
