"""The geo answers, shaped like Google Maps Platform's so the storefront reads one format whatever the provider.

SPEC.md section 3: autocomplete predictions come back as a list, geocode results carry formatted_address,
and a distance-matrix answer is read at rows[0].elements for distance.value and status.
"""

from __future__ import annotations

import msgspec

OK = "OK"
ZERO_RESULTS = "ZERO_RESULTS"


class LatLng(msgspec.Struct, frozen=True):
    """A position as Google writes it."""

    lat: float
    lng: float


class Geometry(msgspec.Struct, frozen=True):
    """Where a result is."""

    location: LatLng


class GeocodeResult(msgspec.Struct, frozen=True):
    """One address found at a position."""

    formatted_address: str
    geometry: Geometry
    place_id: str


class GeocodeAnswer(msgspec.Struct, frozen=True):
    """`GET /api/v1/config/geocode-api`: the address at a position, best first."""

    results: list[GeocodeResult]
    status: str = OK


class StructuredFormatting(msgspec.Struct, frozen=True):
    """A prediction split into the place's name and the rest of its address."""

    main_text: str
    secondary_text: str


class Prediction(msgspec.Struct, frozen=True):
    """One autocomplete candidate."""

    place_id: str
    description: str
    structured_formatting: StructuredFormatting


class AutocompleteAnswer(msgspec.Struct, frozen=True):
    """`GET /api/v1/config/place-api-autocomplete`: places matching the typed text, best first."""

    predictions: list[Prediction]
    status: str = OK


class PlaceResult(msgspec.Struct, frozen=True):
    """The details of one place."""

    place_id: str
    formatted_address: str
    name: str
    geometry: Geometry


class PlaceDetailsAnswer(msgspec.Struct, frozen=True):
    """`GET /api/v1/config/place-api-details`: one place by its id."""

    result: PlaceResult
    status: str = OK


class TextValue(msgspec.Struct, frozen=True):
    """A measure for people (`text`) and for programs (`value`: metres or seconds)."""

    text: str
    value: int


class DistanceElement(msgspec.Struct, frozen=True):
    """One origin-destination pair."""

    distance: TextValue
    duration: TextValue
    status: str = OK


class DistanceRow(msgspec.Struct, frozen=True):
    """The pairs of one origin."""

    elements: list[DistanceElement]


class DistanceAnswer(msgspec.Struct, frozen=True):
    """`GET /api/v1/config/distance-api`: read rows[0].elements[0].distance.value (metres)."""

    rows: list[DistanceRow]
    origin_addresses: list[str] = msgspec.field(default_factory=list)
    destination_addresses: list[str] = msgspec.field(default_factory=list)
    status: str = OK


def distance_text(metres: int) -> str:
    """'850 m' under a kilometre, else kilometres with one decimal below 100 km: '3.4 km', '392 km'."""
    if metres < 1000:
        return f"{metres} m"
    km = metres / 1000
    return f"{km:.1f} km" if km < 100 else f"{round(km)} km"


def duration_text(seconds: int) -> str:
    """'1 min', '12 mins', '1 hour 5 mins', '3 days 2 hours' as Google words it."""
    minutes = max(1, round(seconds / 60))
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = [(days, "day"), (hours, "hour")] if days else [(hours, "hour"), (minutes, "min")]
    words = [f"{n} {unit}{'' if n == 1 else 's'}" for n, unit in parts if n]
    return " ".join(words[:2])
