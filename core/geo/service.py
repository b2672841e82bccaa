"""Use cases of the geo context: the four map calls of SPEC.md section 7, whatever provider answers them."""

from __future__ import annotations

from core.errors import InvalidInput, NotFound

from .answers import (
    ZERO_RESULTS,
    AutocompleteAnswer,
    DistanceAnswer,
    DistanceElement,
    DistanceRow,
    GeocodeAnswer,
    GeocodeResult,
    Geometry,
    LatLng,
    PlaceDetailsAnswer,
    PlaceResult,
    Prediction,
    StructuredFormatting,
    TextValue,
    distance_text,
    duration_text,
)
from .model import MAX_PREDICTIONS, PLACE_ID_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, Place, Point
from .ports import DistanceCalculator, Geocoder


def _geometry(point: Point) -> Geometry:
    return Geometry(location=LatLng(lat=point.lat, lng=point.lng))


def _search_text(raw: str) -> str:
    text = " ".join(raw.split())
    if not text:
        raise InvalidInput("search_text", "Type a place or an address to search for.")
    if len(text) > SEARCH_TEXT_MAX_LENGTH:
        raise InvalidInput("search_text", f"search_text is limited to {SEARCH_TEXT_MAX_LENGTH} characters.")
    return text


class GeoService:
    """Place search, place details, reverse geocoding and distances."""

    def __init__(self, geocoder: Geocoder, distances: DistanceCalculator) -> None:
        self._geocoder = geocoder
        self._distances = distances

    async def autocomplete(self, search_text: str, near: Point | None, language: str) -> AutocompleteAnswer:
        """Places matching `search_text`; an empty list (status ZERO_RESULTS) when nothing matches."""
        found = await self._geocoder.autocomplete(_search_text(search_text), near, language)
        predictions = [
            Prediction(
                place_id=s.place_id,
                description=s.description,
                structured_formatting=StructuredFormatting(
                    main_text=s.main_text, secondary_text=s.secondary_text
                ),
            )
            for s in found[:MAX_PREDICTIONS]
        ]
        return (
            AutocompleteAnswer(predictions=predictions)
            if predictions
            else AutocompleteAnswer([], ZERO_RESULTS)
        )

    async def place_details(self, place_id: str, language: str) -> PlaceDetailsAnswer:
        """The place `place_id` names; NotFound when no place has that id."""
        place_id = place_id.strip()
        if not place_id or len(place_id) > PLACE_ID_MAX_LENGTH:
            raise InvalidInput("placeid", "placeid must be a place id from a place search.")
        place = await self._geocoder.place_details(place_id, language)
        if place is None:
            raise NotFound("place", "No place has this id.")
        return PlaceDetailsAnswer(
            result=PlaceResult(
                place_id=place.place_id,
                formatted_address=place.formatted_address,
                name=place.name,
                geometry=_geometry(place.location),
            )
        )

    async def reverse(self, point: Point, language: str) -> GeocodeAnswer:
        """The address at `point`; NotFound when nothing known is near it."""
        place: Place | None = await self._geocoder.reverse(point, language)
        if place is None:
            raise NotFound("place", "No address is known near this position.")
        # The answer describes the asked position: its location is that point, its address the place's.
        result = GeocodeResult(
            formatted_address=place.formatted_address, geometry=_geometry(point), place_id=place.place_id
        )
        return GeocodeAnswer(results=[result])

    async def distance(self, origin: Point, destination: Point) -> DistanceAnswer:
        """Distance (metres) and duration (seconds) of the trip; NotFound when no route joins the points."""
        route = await self._distances.route(origin, destination)
        if route is None:
            raise NotFound("route", "No route joins these two places.")
        element = DistanceElement(
            distance=TextValue(text=distance_text(route.distance_m), value=route.distance_m),
            duration=TextValue(text=duration_text(route.duration_s), value=route.duration_s),
        )
        return DistanceAnswer(rows=[DistanceRow(elements=[element])])
