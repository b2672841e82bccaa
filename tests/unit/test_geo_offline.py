"""The offline geocoder: ranked, accent-blind place search, stable ids, nearest-place reverse geocoding."""

from __future__ import annotations

import pytest

from adapters.geo.gazetteer import CITY_RANK, DEMO_RANK, _demo_place
from adapters.geo.offline import GreatCircleDistance, OfflineGeocoder
from adapters.geo.search import KnownPlace, PlaceIndex
from core.geo.model import Place, Point, straight_route


def city(geonameid: int, name: str, country: str, lat: float, lng: float, population: int) -> KnownPlace:
    place = Place(f"city:{geonameid}", name, f"{name}, {country}", Point(lat, lng))
    return KnownPlace(place, country, CITY_RANK, population)


def demo(number: int, name: str, address: str, lat: float, lng: float) -> KnownPlace:
    known = _demo_place(number, (name, address, lat, lng))
    assert known is not None
    return known


PLACES = [
    city(2988507, "Paris", "France", 48.8534, 2.3488, 2_138_551),
    city(4717560, "Paris", "Texas, United States", 33.6609, -95.5555, 24_782),
    city(2996944, "Lyon", "France", 45.7485, 4.8467, 522_969),
    city(2980291, "Saint-Étienne", "France", 45.4339, 4.39, 171_483),
    city(2988358, "Parempuyre", "France", 44.95, -0.6, 8_000),
    demo(1, "Rue Montorgueil", "35 Rue Montorgueil, 75002 Paris, France", 48.8645, 2.3470),
    demo(2, "Tour Eiffel", "Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France", 48.8584, 2.2945),
    demo(3, "Sacré-Cœur", "35 Rue du Chevalier de la Barre, 75018 Paris, France", 48.8867, 2.3431),
]


@pytest.fixture
def index() -> PlaceIndex:
    return PlaceIndex(PLACES)


def descriptions(index: PlaceIndex, text: str, near: Point | None = None) -> list[str]:
    return [s.description for s in index.search(text, 10, near)]


def test_an_exact_name_comes_first_then_bigger_cities(index: PlaceIndex) -> None:
    assert descriptions(index, "paris")[:2] == ["Paris, France", "Paris, Texas, United States"]


def test_search_ignores_case_and_accents(index: PlaceIndex) -> None:
    assert descriptions(index, "SAINT ETIENNE") == ["Saint-Étienne, France"]
    assert descriptions(index, "sacre coeur") == [
        "Sacré-Cœur, 35 Rue du Chevalier de la Barre, 75018 Paris, France"
    ]


def test_prefixes_of_several_words_match(index: PlaceIndex) -> None:
    assert descriptions(index, "rue montor") == ["35 Rue Montorgueil, 75002 Paris, France"]
    assert descriptions(index, "eiffel") == [
        "Tour Eiffel, Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France"
    ]


def test_a_street_address_is_found_by_its_street_before_a_city(index: PlaceIndex) -> None:
    assert descriptions(index, "rue montorgueil")[0] == "35 Rue Montorgueil, 75002 Paris, France"
    assert descriptions(index, "35 rue")[0] == "35 Rue Montorgueil, 75002 Paris, France"


def test_a_substring_inside_a_word_matches_last(index: PlaceIndex) -> None:
    assert descriptions(index, "orgueil") == ["35 Rue Montorgueil, 75002 Paris, France"]


def test_a_known_position_puts_nearby_places_first(index: PlaceIndex) -> None:
    texas = Point(33.66, -95.55)
    assert descriptions(index, "paris", texas)[0] == "Paris, Texas, United States"


def test_nothing_matches_gibberish_or_blank(index: PlaceIndex) -> None:
    assert index.search("qzxv", 10) == []
    assert index.search("   ", 10) == []


def test_results_are_capped(index: PlaceIndex) -> None:
    assert len(index.search("p", 2)) == 2


def test_street_addresses_split_like_google(index: PlaceIndex) -> None:
    [street] = index.search("montorgueil", 10)
    assert (street.main_text, street.secondary_text) == ("35 Rue Montorgueil", "75002 Paris, France")
    assert street.place_id == "demo:1"


def test_place_ids_find_their_place(index: PlaceIndex) -> None:
    assert index.get("city:2996944") == PLACES[2].place
    assert index.get("demo:2") == PLACES[6].place
    assert index.get("city:0") is None


def test_nearest_respects_kind_and_radius(index: PlaceIndex) -> None:
    near_eiffel = Point(48.8585, 2.2946)
    assert index.nearest(near_eiffel, DEMO_RANK, 250) == PLACES[6].place
    assert index.nearest(Point(48.80, 2.20), DEMO_RANK, 250) is None
    assert index.nearest(Point(45.76, 4.85), CITY_RANK, 50_000) == PLACES[2].place


async def test_reverse_prefers_a_demo_address_then_a_city_then_nothing(index: PlaceIndex) -> None:
    geocoder = OfflineGeocoder(lambda: index)
    assert (await geocoder.reverse(Point(48.8646, 2.3471), "en")) == PLACES[5].place
    lyon = await geocoder.reverse(Point(45.70, 4.80), "en")
    assert lyon is not None
    assert lyon.formatted_address == "Lyon, France"
    assert await geocoder.reverse(Point(-40.0, -140.0), "en") is None


async def test_geocoder_search_and_details(index: PlaceIndex) -> None:
    geocoder = OfflineGeocoder(lambda: index)
    [lyon] = await geocoder.autocomplete("lyo", None, "fr")
    assert lyon.place_id == "city:2996944"
    assert await geocoder.place_details("city:2996944", "fr") == PLACES[2].place


async def test_offline_distance_is_the_great_circle() -> None:
    origin, destination = Point(48.8566, 2.3522), Point(45.7640, 4.8357)
    assert await GreatCircleDistance().route(origin, destination) == straight_route(origin, destination)


def test_demo_places_of_any_shape_are_read() -> None:
    as_mapping = _demo_place(
        4, {"name": "Louvre", "address": "Rue de Rivoli, Paris", "latitude": 48.86, "longitude": 2.33}
    )
    assert as_mapping is not None
    assert as_mapping.place.formatted_address == "Rue de Rivoli, Paris"
    assert _demo_place(5, {"name": "No position"}) is None
