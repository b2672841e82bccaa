"""What the geo context needs from the outside: a geocoder and a distance calculator."""

from __future__ import annotations

from typing import Protocol

from .model import Place, PlaceSuggestion, Point, Route


class Geocoder(Protocol):
    """Finds places by text, by id and by position."""

    async def autocomplete(self, text: str, near: Point | None, language: str) -> list[PlaceSuggestion]:
        """Places matching `text`, best first (at most MAX_PREDICTIONS); `near` may bias the ranking."""
        ...

    async def place_details(self, place_id: str, language: str) -> Place | None:
        """The place `place_id` names, or None when it is unknown."""
        ...

    async def reverse(self, point: Point, language: str) -> Place | None:
        """The place that best describes `point`, or None when nothing known is near."""
        ...


class DistanceCalculator(Protocol):
    """Measures a trip between two points."""

    async def route(self, origin: Point, destination: Point) -> Route | None:
        """Distance and duration from `origin` to `destination`, or None when no route exists."""
        ...
