"""The packaged gazetteer: real cities with stable ids, and the demo marketplace's addresses when present."""

from __future__ import annotations

from adapters.geo.gazetteer import default_index
from core.geo.model import Point


def test_the_gazetteer_knows_world_cities_by_stable_id() -> None:
    index = default_index()
    paris = index.get("city:2988507")  # GeoNames id of Paris
    assert paris is not None
    assert paris.formatted_address == "Paris, France"
    assert abs(paris.location.lat - 48.85) < 0.1


def test_us_cities_carry_their_state() -> None:
    found = [s.description for s in default_index().search("paris", 10)]
    assert found[0] == "Paris, France"
    assert "Paris, Texas, United States" in found


def test_reverse_lookup_finds_lyon() -> None:
    place = default_index().nearest(Point(45.7578, 4.8320), 1, 50_000)
    assert place is not None
    assert place.formatted_address.startswith("Lyon")
