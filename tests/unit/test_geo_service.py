"""Geo use cases against fake ports: Google-shaped answers, input rules, 404 when nothing is found."""

from __future__ import annotations

import pytest

from core.errors import InvalidInput, NotFound
from core.geo.model import Place, PlaceSuggestion, Point, Route
from core.geo.service import GeoService

LOUVRE = Place("demo:1", "Musée du Louvre", "Rue de Rivoli, 75001 Paris, France", Point(48.8606, 2.3376))


class FakeGeocoder:
    def __init__(self) -> None:
        self.asked: list[tuple[str, Point | None, str]] = []

    async def autocomplete(self, text: str, near: Point | None, language: str) -> list[PlaceSuggestion]:
        self.asked.append((text, near, language))
        if text == "nothing":
            return []
        return [PlaceSuggestion(f"demo:{n}", f"Place {n}", "Paris, France") for n in range(15)]

    async def place_details(self, place_id: str, language: str) -> Place | None:
        return LOUVRE if place_id == LOUVRE.place_id else None

    async def reverse(self, point: Point, language: str) -> Place | None:
        return LOUVRE if point.lat > 0 else None


class FakeDistances:
    async def route(self, origin: Point, destination: Point) -> Route | None:
        return None if origin == destination else Route(distance_m=392_217, duration_s=56_480)


@pytest.fixture
def geocoder() -> FakeGeocoder:
    return FakeGeocoder()


@pytest.fixture
def service(geocoder: FakeGeocoder) -> GeoService:
    return GeoService(geocoder, FakeDistances())


async def test_autocomplete_answers_at_most_ten_predictions(service: GeoService) -> None:
    answer = await service.autocomplete("place", None, "en")
    assert answer.status == "OK"
    assert len(answer.predictions) == 10
    first = answer.predictions[0]
    assert first.description == "Place 0, Paris, France"
    assert first.structured_formatting.main_text == "Place 0"


async def test_autocomplete_with_no_match_is_an_empty_list(service: GeoService) -> None:
    answer = await service.autocomplete("nothing", None, "en")
    assert (answer.predictions, answer.status) == ([], "ZERO_RESULTS")


async def test_autocomplete_passes_clean_text_position_and_language(
    service: GeoService, geocoder: FakeGeocoder
) -> None:
    await service.autocomplete("  rue   de  rivoli ", Point(48.8, 2.3), "fr")
    assert geocoder.asked == [("rue de rivoli", Point(48.8, 2.3), "fr")]


@pytest.mark.parametrize("text", ["", "   ", "x" * 121])
async def test_empty_or_too_long_search_text_is_refused(service: GeoService, text: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        await service.autocomplete(text, None, "en")
    assert refused.value.code == "search_text"


async def test_place_details_answer_the_place(service: GeoService) -> None:
    answer = await service.place_details("demo:1", "en")
    assert answer.result.formatted_address == LOUVRE.formatted_address
    assert (answer.result.geometry.location.lat, answer.result.geometry.location.lng) == (48.8606, 2.3376)


async def test_unknown_place_is_not_found(service: GeoService) -> None:
    with pytest.raises(NotFound):
        await service.place_details("demo:999", "en")
    with pytest.raises(InvalidInput):
        await service.place_details(" ", "en")


async def test_reverse_geocode_describes_the_asked_point(service: GeoService) -> None:
    answer = await service.reverse(Point(48.8607, 2.3377), "en")
    [result] = answer.results
    assert result.formatted_address == LOUVRE.formatted_address
    assert (result.geometry.location.lat, result.geometry.location.lng) == (48.8607, 2.3377)
    with pytest.raises(NotFound):
        await service.reverse(Point(-10, 0), "en")


async def test_distance_answers_like_a_distance_matrix(service: GeoService) -> None:
    answer = await service.distance(Point(48.85, 2.35), Point(45.76, 4.83))
    element = answer.rows[0].elements[0]
    assert (element.distance.value, element.duration.value, element.status) == (392_217, 56_480, "OK")
    assert element.distance.text == "392 km"
    with pytest.raises(NotFound):
        await service.distance(Point(0, 0), Point(0, 0))
