"""The demo delivery zones: three areas of Paris split along the Seine, as [lat, lng] polygons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from core.demo import Text

# The Seine from Auteuil to Bercy: the border the centre and the west share with the south.
_SEINE_WEST = [[48.8420, 2.2690], [48.8500, 2.2790], [48.8555, 2.2878], [48.8600, 2.2930]]
_SEINE_CENTRE = [
    [48.8600, 2.2930],
    [48.8640, 2.3015],
    [48.8640, 2.3200],
    [48.8600, 2.3295],
    [48.8572, 2.3414],
    [48.8545, 2.3510],
    [48.8510, 2.3590],
    [48.8445, 2.3660],
    [48.8380, 2.3770],
    [48.8270, 2.3950],
]
# The centre's western edge (Étoile to Trocadéro), shared with the west zone.
_ETOILE = [[48.8780, 2.2830], [48.8700, 2.2920], [48.8600, 2.2930]]


class DemoZone(NamedTuple):
    """A delivery zone of the demo marketplace."""

    name: Text
    polygon: list[list[float]]
    increased_delivery_fee: float = 0.0


DEMO_ZONES: tuple[DemoZone, ...] = (
    DemoZone(
        Text("Paris Centre", "Paris Centre"),
        [
            *_SEINE_CENTRE,
            [48.8350, 2.4120],
            [48.8480, 2.4150],
            [48.8650, 2.4100],
            [48.8800, 2.4000],
            [48.8950, 2.3750],
            [48.9010, 2.3450],
            [48.8990, 2.3200],
            [48.8880, 2.2990],
            *_ETOILE[:-1],
        ],
    ),
    DemoZone(
        Text("Paris South", "Paris Sud"),
        [
            *_SEINE_WEST,
            *_SEINE_CENTRE[1:],
            [48.8160, 2.3600],
            [48.8190, 2.3300],
            [48.8250, 2.3000],
            [48.8320, 2.2750],
        ],
    ),
    DemoZone(
        Text("Paris West", "Paris Ouest"),
        [*reversed(_SEINE_WEST), [48.8390, 2.2560], [48.8560, 2.2460], [48.8720, 2.2580], *_ETOILE[:-1]],
        increased_delivery_fee=10.0,
    ),
)


def contains(polygon: Sequence[Sequence[float]], lat: float, lng: float) -> bool:
    """True when (lat, lng) lies inside `polygon` (ray casting; points exactly on an edge may go either way)."""
    inside = False
    last = polygon[-1]
    for point in polygon:
        (lat1, lng1), (lat2, lng2) = last, point
        if (lng1 > lng) != (lng2 > lng) and lat < (lat2 - lat1) * (lng - lng1) / (lng2 - lng1) + lat1:
            inside = not inside
        last = point
    return inside


def zone_index(lat: float, lng: float, polygons: Sequence[Sequence[Sequence[float]]]) -> int | None:
    """The position of the first polygon containing (lat, lng), or None."""
    return next((n for n, polygon in enumerate(polygons) if contains(polygon, lat, lng)), None)
