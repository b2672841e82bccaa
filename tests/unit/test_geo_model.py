"""Great-circle distance (SPEC.md section 9: earth radius 6378137 m), durations, texts and folding."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from core.geo.answers import distance_text, duration_text
from core.geo.model import (
    AVERAGE_URBAN_SPEED_KMH,
    EARTH_RADIUS_M,
    Point,
    fold,
    great_circle_distance_m,
    straight_route,
    travel_duration_s,
)

points = st.builds(
    Point,
    lat=st.floats(min_value=-90, max_value=90, allow_nan=False),
    lng=st.floats(min_value=-180, max_value=180, allow_nan=False),
)

PARIS = Point(48.8566, 2.3522)
LYON = Point(45.7640, 4.8357)


@given(points, points)
def test_distance_is_symmetric(a: Point, b: Point) -> None:
    assert math.isclose(great_circle_distance_m(a, b), great_circle_distance_m(b, a), abs_tol=1e-6)


@given(points)
def test_distance_from_a_point_to_itself_is_zero(a: Point) -> None:
    assert great_circle_distance_m(a, a) == 0


@given(points, points, points)
def test_distance_obeys_the_triangle_inequality(a: Point, b: Point, c: Point) -> None:
    direct = great_circle_distance_m(a, c)
    assert direct <= great_circle_distance_m(a, b) + great_circle_distance_m(b, c) + 1e-3


@given(points, points)
def test_distance_never_exceeds_half_the_circumference(a: Point, b: Point) -> None:
    assert 0 <= great_circle_distance_m(a, b) <= math.pi * EARTH_RADIUS_M + 1e-6


def test_paris_to_lyon_is_about_392_km() -> None:
    assert 390_000 < great_circle_distance_m(PARIS, LYON) < 394_000


def test_the_spec_radius_is_used() -> None:
    # A quarter of a meridian on a sphere of radius R is R * pi / 2.
    quarter = great_circle_distance_m(Point(0, 0), Point(90, 0))
    assert math.isclose(quarter, 6378137 * math.pi / 2, rel_tol=1e-12)


def test_duration_uses_the_average_urban_speed() -> None:
    assert travel_duration_s(AVERAGE_URBAN_SPEED_KMH * 1000) == 3600
    assert travel_duration_s(0) == 0


def test_straight_route_rounds_metres_and_seconds() -> None:
    route = straight_route(PARIS, LYON)
    assert isinstance(route.distance_m, int)
    assert route.duration_s == travel_duration_s(route.distance_m)


def test_distance_and_duration_texts_read_like_google() -> None:
    assert distance_text(850) == "850 m"
    assert distance_text(3400) == "3.4 km"
    assert distance_text(392_217) == "392 km"
    assert duration_text(30) == "1 min"
    assert duration_text(12 * 60) == "12 mins"
    assert duration_text(65 * 60) == "1 hour 5 mins"
    assert duration_text(2 * 3600) == "2 hours"
    assert duration_text((3 * 24 + 2) * 3600) == "3 days 2 hours"


def test_fold_drops_accents_case_and_extra_spaces() -> None:
    assert fold("  Épicerie   SAINT-Étienne ") == "epicerie saint-etienne"
    assert fold("São Paulo") == fold("sao paulo")
