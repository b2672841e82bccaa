"""Which stored polygons hold a point, answered by a geometry library (shapely), not by hand-made maths."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import shapely
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon

from .model import Point


def _polygon(ring: Sequence[Sequence[float]]) -> shapely.Geometry | None:
    # Zones store [lat, lng] pairs; shapely's plane is (x, y) = (lng, lat).
    try:
        corners = [(float(p[1]), float(p[0])) for p in ring]
    except (TypeError, ValueError, IndexError):
        return None
    if len(set(corners)) < 3:
        return None
    polygon = Polygon(corners)
    # An operator may draw a bow-tie; make_valid keeps its area instead of rejecting the zone.
    return polygon if polygon.is_valid else shapely.make_valid(polygon)


class PolygonIndex:
    """Polygons by id in a spatial tree, so a lookup tests only the polygons whose bounds hold the point."""

    def __init__(self, rings: Mapping[int, Sequence[Sequence[float]]]) -> None:
        shapes = [(key, _polygon(ring)) for key, ring in rings.items()]
        kept = [(key, shape) for key, shape in shapes if shape is not None and not shape.is_empty]
        self._ids = [key for key, _ in kept]
        self._tree = shapely.STRtree([shape for _, shape in kept])

    def __len__(self) -> int:
        return len(self._ids)

    def ids_at(self, point: Point) -> list[int]:
        """Ids of the polygons holding `point` (their edges included), in ascending order."""
        if not self._ids:
            return []
        hits = self._tree.query(ShapelyPoint(point.lng, point.lat), predicate="intersects")
        return sorted(self._ids[int(i)] for i in hits)

    @staticmethod
    def centre(ring: Sequence[Sequence[float]]) -> Point | None:
        """A point surely inside the polygon (its representative point), for tests and map centring."""
        shape = _polygon(ring)
        if shape is None or shape.is_empty:
            return None
        inside = shape.representative_point()
        return Point(lat=inside.y, lng=inside.x)
