"""Points, places and routes, and the pure geometry rules of SPEC.md section 9.

Distances are great-circle distances on a sphere of radius 6378137 m (SPEC.md section 9: "Distance uses
an earth radius of 6378137 m"), so every part of the marketplace that speaks of kilometres agrees.
"""

from __future__ import annotations

import math
import unicodedata

import msgspec

EARTH_RADIUS_M = 6_378_137.0

# With no routing service, a trip's duration is its straight-line distance at the average speed of a
# delivery rider in city traffic (stops and lights included): 25 km/h, the usual planning figure for
# urban couriers. It is an estimate for display, never used to price anything.
AVERAGE_URBAN_SPEED_KMH = 25.0

SEARCH_TEXT_MAX_LENGTH = 120
PLACE_ID_MAX_LENGTH = 512
MAX_PREDICTIONS = 10


class Point(msgspec.Struct, frozen=True):
    """A position in decimal degrees (WGS 84)."""

    lat: float
    lng: float


class Place(msgspec.Struct, frozen=True):
    """A named, addressable place: a demo address, a city, or a provider's result."""

    place_id: str
    name: str
    formatted_address: str
    location: Point


class PlaceSuggestion(msgspec.Struct, frozen=True):
    """One autocomplete candidate: the place's own name and the rest of its address."""

    place_id: str
    main_text: str
    secondary_text: str

    @property
    def description(self) -> str:
        """The whole text a list shows, as Google writes it: 'main, secondary'."""
        return f"{self.main_text}, {self.secondary_text}" if self.secondary_text else self.main_text


class Route(msgspec.Struct, frozen=True):
    """How far and how long from an origin to a destination."""

    distance_m: int
    duration_s: int


def great_circle_distance_m(a: Point, b: Point) -> float:
    """Haversine distance in metres between `a` and `b` on a sphere of radius EARTH_RADIUS_M."""
    phi1, phi2 = math.radians(a.lat), math.radians(b.lat)
    d_phi = phi2 - phi1
    d_lambda = math.radians(b.lng - a.lng)
    h = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    # Rounding can push h a hair past 1 for antipodal points; asin would then fail.
    return 2 * EARTH_RADIUS_M * math.asin(math.sqrt(min(1.0, max(0.0, h))))


def travel_duration_s(distance_m: float, speed_kmh: float = AVERAGE_URBAN_SPEED_KMH) -> int:
    """Seconds to cover `distance_m` at `speed_kmh`, rounded to the nearest second."""
    return round(distance_m / (speed_kmh * 1000 / 3600))


def straight_route(origin: Point, destination: Point) -> Route:
    """The great-circle route between two points, timed at the average urban speed."""
    distance = great_circle_distance_m(origin, destination)
    return Route(distance_m=round(distance), duration_s=travel_duration_s(distance))


# Letters Unicode does not decompose into a base letter and an accent.
_LIGATURES = str.maketrans(
    {"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d"}
)


def fold(text: str) -> str:
    """`text` without accents, case-folded, with runs of whitespace collapsed: 'Épicerie  Lyon' -> 'epicerie lyon'."""
    text = text.translate(_LIGATURES)
    if text.isascii():  # most names: nothing to strip, skip the costly decomposition
        return " ".join(text.lower().split())
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())
