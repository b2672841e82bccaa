"""Zone polygons: [lat, lng] rings, a point inside, on an edge, outside; broken rings skipped."""

from __future__ import annotations

from core.geo.model import Point
from core.geo.polygons import PolygonIndex

SQUARE = [[48.0, 2.0], [48.0, 3.0], [49.0, 3.0], [49.0, 2.0]]
EAST = [[48.0, 2.5], [48.0, 4.0], [49.0, 4.0], [49.0, 2.5]]


def test_a_point_inside_one_polygon_finds_it() -> None:
    index = PolygonIndex({1: SQUARE})
    assert index.ids_at(Point(48.5, 2.2)) == [1]


def test_latitude_and_longitude_are_not_swapped() -> None:
    tall = [[40.0, 0.0], [50.0, 0.0], [50.0, 1.0], [40.0, 1.0]]
    index = PolygonIndex({1: tall})
    assert index.ids_at(Point(45.0, 0.5)) == [1]
    assert index.ids_at(Point(0.5, 45.0)) == []


def test_overlapping_polygons_all_answer_in_id_order() -> None:
    index = PolygonIndex({7: EAST, 3: SQUARE})
    assert index.ids_at(Point(48.5, 2.7)) == [3, 7]


def test_an_edge_counts_as_inside() -> None:
    assert PolygonIndex({1: SQUARE}).ids_at(Point(48.0, 2.5)) == [1]


def test_outside_every_polygon_finds_nothing() -> None:
    assert PolygonIndex({1: SQUARE}).ids_at(Point(10.0, 10.0)) == []


def test_degenerate_and_malformed_rings_are_skipped() -> None:
    index = PolygonIndex({1: [[1.0, 1.0], [1.0, 1.0]], 2: [["x", 1]], 3: SQUARE})  # type: ignore[list-item]
    assert len(index) == 1
    assert PolygonIndex({}).ids_at(Point(0, 0)) == []


def test_a_bow_tie_keeps_its_area() -> None:
    bow_tie = [[0.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0]]
    assert PolygonIndex({1: bow_tie}).ids_at(Point(0.2, 0.5)) == [1]


def test_centre_is_inside_the_polygon() -> None:
    centre = PolygonIndex.centre(SQUARE)
    assert centre is not None
    assert PolygonIndex({1: SQUARE}).ids_at(centre) == [1]
