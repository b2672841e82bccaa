"""What the trip cart's and the booked trips' repositories both store: places on the map (a pickup, a
destination: three columns each, named after the side) and moments, which are kept in UTC."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Place:
    """An address on the map (a pickup or a destination)."""

    address: str
    lat: float
    lng: float


def utc(moment: dt.datetime) -> dt.datetime:
    """A moment in UTC, as it is stored and read back (SQLite hands a stored time back without its zone: it
    was stored in UTC)."""
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


def place_columns(side: str, place: Place | None) -> dict[str, Any]:
    """The `side`'s columns holding `place` (all empty for no place)."""
    return {
        f"{side}_address": None if place is None else place.address,
        f"{side}_lat": None if place is None else place.lat,
        f"{side}_lng": None if place is None else place.lng,
    }


def place_of(row: Mapping[str, Any], side: str) -> Place | None:
    """The place the `side`'s columns hold, or None when they hold none."""
    address = row[f"{side}_address"]
    return None if address is None else Place(address, row[f"{side}_lat"], row[f"{side}_lng"])
