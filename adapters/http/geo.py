"""Map endpoints (SPEC.md section 7, "Maps and configuration"): place search, place details, reverse
geocoding and distance, answered in Google's shapes whatever the configured provider."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, RequestContext, read_context
from adapters.http.errors import errors_response
from adapters.http.openapi import errors
from core.geo.answers import AutocompleteAnswer, DistanceAnswer, GeocodeAnswer, PlaceDetailsAnswer
from core.geo.errors import GeoProviderFailed, GeoProviderTimeout
from core.geo.model import Point
from core.geo.service import GeoService

Latitude = Annotated[float, Parameter(ge=-90, le=90, description="Latitude in decimal degrees")]
Longitude = Annotated[float, Parameter(ge=-180, le=180, description="Longitude in decimal degrees")]


def _on_provider_failed(_: Request[Any, Any, Any], exc: GeoProviderFailed) -> Response[Any]:
    return errors_response(502, [{"code": exc.code, "message": exc.message}])


def _on_provider_timeout(_: Request[Any, Any, Any], exc: GeoProviderTimeout) -> Response[Any]:
    return errors_response(504, [{"code": exc.code, "message": exc.message}])


def _near(context: RequestContext) -> Point | None:
    if context.latitude is None or context.longitude is None:
        return None
    return Point(lat=context.latitude, lng=context.longitude)


class GeoController(Controller):
    """Place search and details, reverse geocoding and distances; map-service failures answer 502 or 504."""

    path = "/api/v1/config"
    tags = ["maps"]
    exception_handlers = {GeoProviderFailed: _on_provider_failed, GeoProviderTimeout: _on_provider_timeout}

    @get(
        "/place-api-autocomplete",
        operation_id="placeApiAutocomplete",
        summary="Place predictions",
        responses=errors(502, 504),
    )
    async def autocomplete(
        self,
        geo: NamedDependency[GeoService],
        request: AnyRequest,
        search_text: Annotated[str, Parameter(description="What the visitor typed (1 to 120 characters)")],
    ) -> AutocompleteAnswer:
        context = read_context(request)
        return await geo.autocomplete(search_text, _near(context), context.language)

    @get(
        "/place-api-details",
        operation_id="placeApiDetails",
        summary="Place details",
        responses=errors(404, 502, 504),
    )
    async def place_details(
        self,
        geo: NamedDependency[GeoService],
        request: AnyRequest,
        placeid: Annotated[str, Parameter(description="A place_id from a place prediction")],
    ) -> PlaceDetailsAnswer:
        context = read_context(request)
        return await geo.place_details(placeid, context.language)

    @get(
        "/geocode-api", operation_id="geocodeApi", summary="Reverse geocode", responses=errors(404, 502, 504)
    )
    async def geocode(
        self,
        geo: NamedDependency[GeoService],
        request: AnyRequest,
        lat: Latitude,
        lng: Longitude,
    ) -> GeocodeAnswer:
        context = read_context(request)
        return await geo.reverse(Point(lat=lat, lng=lng), context.language)

    @get(
        "/distance-api",
        operation_id="distanceApi",
        summary="Distance and duration between two points",
        responses=errors(404, 502, 504),
    )
    async def distance(
        self,
        geo: NamedDependency[GeoService],
        origin_lat: Latitude,
        origin_lng: Longitude,
        destination_lat: Latitude,
        destination_lng: Longitude,
    ) -> DistanceAnswer:
        return await geo.distance(
            Point(lat=origin_lat, lng=origin_lng), Point(lat=destination_lat, lng=destination_lng)
        )
