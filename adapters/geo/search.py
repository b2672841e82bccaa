"""An in-memory place index: accent- and case-insensitive text search, lookup by id, nearest place.

Search runs in tiers and stops once it has enough: exact name, name prefix, every word a prefix of a word of
the name, of the whole address, then plain substring of the address. Inside a tier, demo addresses come
before cities (they are where the marketplace's stores are) and bigger cities before smaller ones.
"""

from __future__ import annotations

import bisect
import itertools
import re
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np

from core.geo.model import EARTH_RADIUS_M, Place, PlaceSuggestion, Point, fold

_WORD = re.compile(r"[^\W_]+")
_HOUSE_NUMBER = re.compile(r"^\d+\w?,?\s+")
SUBSTRING_CAP = 2_000  # a mid-word match is the weakest tier: rank among the first few thousand only
NEAR_M = 100_000.0  # with a known position, places within this distance come first in their tier


@dataclass(frozen=True, slots=True)
class KnownPlace:
    """A place the offline geocoder knows, with what its ranking needs."""

    place: Place
    secondary_text: str
    source_rank: int  # 0 for demo addresses, 1 for cities: lower shows first
    population: int = 0


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


class PackedStrings(Sequence[str]):
    """Many short strings kept as one string and their offsets: a few allocations instead of a str object
    each (some 60 bytes of overhead apiece, and scattered among the build's temporary objects, they kept
    the memory those freed from going back to the system)."""

    def __init__(self, texts: Iterable[str]) -> None:
        parts = list(texts)
        self._joined = "".join(parts)
        self._starts = array("q", itertools.accumulate(map(len, parts), initial=0))

    def __len__(self) -> int:
        return len(self._starts) - 1

    def find(self, text: str, start: int = 0) -> int:
        """Where `text` first occurs at or after `start` in the strings laid end to end, or -1."""
        return self._joined.find(text, start)

    def index_at(self, position: int) -> int:
        """The string holding `position` of the strings laid end to end."""
        return bisect.bisect_right(self._starts, position) - 1

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[str]: ...
    def __getitem__(self, i: int | slice) -> str | Sequence[str]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        return self._joined[self._starts[i] : self._starts[i + 1]]


def _prefixed(words: Sequence[str], tokens: Iterable[str]) -> bool:
    return all(any(w.startswith(t) for w in words) for t in tokens)


class PlaceIndex:
    """Places searchable by text, addressable by id, and findable by position.

    Kept in columns (packed strings, arrays of numbers) rather than an object per place: the world's 69,000
    cities took some 100 MB per server process as objects, and every process of a node holds its own copy.
    A place's Place or suggestion is made when an answer names it.
    """

    def __init__(self, places: Iterable[KnownPlace]) -> None:
        ids: list[str] = []
        names: list[str] = []
        secondaries: dict[str, int] = {}  # thousands of cities share a country: each text once
        secondary_of: list[int] = []
        self._address: dict[int, str] = {}  # where it is not "<name>, <secondary text>", as most cities are
        lat: list[float] = []
        lng: list[float] = []
        ranks: list[int] = []
        populations: list[int] = []
        for i, known in enumerate(places):
            place = known.place
            ids.append(place.place_id)
            names.append(place.name)
            secondary_of.append(secondaries.setdefault(known.secondary_text, len(secondaries)))
            if place.formatted_address != f"{place.name}, {known.secondary_text}":
                self._address[i] = place.formatted_address
            lat.append(place.location.lat)
            lng.append(place.location.lng)
            ranks.append(known.source_rank)
            populations.append(known.population)
        self._secondaries = list(secondaries)
        self._secondary_of = array("l", secondary_of)
        self._name = PackedStrings(names)
        by_id = sorted(range(len(ids)), key=ids.__getitem__)
        self._sorted_ids = PackedStrings(ids[i] for i in by_id)
        self._id_places = array("l", by_id)
        self._id_rank = array("l", [0]) * len(by_id)  # where each place's id is in the sorted ids
        for k, i in enumerate(by_id):
            self._id_rank[i] = k
        self._lat = np.array(lat, dtype=float)
        self._lng = np.array(lng, dtype=float)
        self._rank = np.array(ranks, dtype=np.int8)
        folded_names = [fold(name) for name in names]
        self._names = PackedStrings(folded_names)
        folded = [fold(text) for text in self._secondaries]
        texts = [f"{n} {folded[k]}" for n, k in zip(folded_names, secondary_of, strict=True)]
        # "35 rue montorgueil" is also found by its street name: "rue mont" is a name prefix too.
        aliases = [(_HOUSE_NUMBER.sub("", n, count=1), i) for i, n in enumerate(folded_names)]
        entries = sorted({*((n, i) for i, n in enumerate(folded_names)), *aliases})
        self._name_keys = PackedStrings(name for name, _ in entries)
        self._name_places = array("l", (i for _, i in entries))
        # Each word of a place's text, sorted, with the places holding it (one array, sliced per word). A
        # place's words are not kept: a query splits those of the places having a word for each of its own.
        word_places: dict[str, list[int]] = {}
        for i, text in enumerate(texts):
            for word in dict.fromkeys(_words(text)):
                word_places.setdefault(word, []).append(i)
        words = sorted(word_places)
        self._words = PackedStrings(words)
        self._word_starts = array("q", itertools.accumulate((len(word_places[w]) for w in words), initial=0))
        self._word_places = array("l", (i for w in words for i in word_places[w]))
        # One precomputed rank per place keeps ranking a tier to integer comparisons.
        order = sorted(range(len(ids)), key=lambda i: (ranks[i], -populations[i], folded_names[i]))
        self._order = np.empty(len(order), dtype=np.int32)
        self._order[np.array(order, dtype=np.int64)] = np.arange(len(order), dtype=np.int32)
        # Every text joined by newlines, for the substring tier's scan at C speed (a folded query holds none).
        self._texts = PackedStrings(f"{t}\n" for t in texts)

    def __len__(self) -> int:
        return len(self._name)

    def _place(self, i: int) -> Place:
        name = self._name[i]
        address = self._address.get(i) or f"{name}, {self._secondaries[self._secondary_of[i]]}"
        location = Point(lat=float(self._lat[i]), lng=float(self._lng[i]))
        return Place(place_id=self._place_id(i), name=name, formatted_address=address, location=location)

    def _place_id(self, i: int) -> str:
        return self._sorted_ids[self._id_rank[i]]

    def get(self, place_id: str) -> Place | None:
        """The place with `place_id`, or None."""
        k = bisect.bisect_left(self._sorted_ids, place_id)
        if k == len(self._sorted_ids) or self._sorted_ids[k] != place_id:
            return None
        return self._place(self._id_places[k])

    def _name_prefix(self, query: str) -> Iterator[int]:
        # Index from the bisection point: islice would walk the whole list head first.
        for k in range(bisect.bisect_left(self._name_keys, query), len(self._name_keys)):
            if not self._name_keys[k].startswith(query):
                break
            yield self._name_places[k]

    def _word_prefix(self, token: str) -> set[int]:
        found: set[int] = set()
        for k in range(bisect.bisect_left(self._words, token), len(self._words)):
            if not self._words[k].startswith(token):
                break
            found.update(self._word_places[self._word_starts[k] : self._word_starts[k + 1]])
        return found

    def _tiers(self, query: str) -> Iterator[list[int]]:
        tokens = _words(query)
        prefix = list(dict.fromkeys(self._name_prefix(query)))
        yield [i for i in prefix if self._names[i] == query]
        yield [i for i in prefix if self._names[i] != query]
        if not tokens:
            return
        # Only places with a word starting with each token can match either word tier: the rarest such
        # sets first, so that the intersection stays small.
        reached = sorted((self._word_prefix(token) for token in dict.fromkeys(tokens)), key=len)
        candidates = reached[0].intersection(*reached[1:])
        yield [i for i in candidates if _prefixed(_words(self._names[i]), tokens)]
        yield [i for i in candidates if _prefixed(_words(self._texts[i]), tokens)]
        yield self._containing(query)

    def _containing(self, query: str) -> list[int]:
        found: dict[int, None] = {}
        at = self._texts.find(query)
        while at != -1 and len(found) < SUBSTRING_CAP:
            found[self._texts.index_at(at)] = None
            at = self._texts.find(query, at + 1)
        return list(found)

    def _ranked(self, tier: list[int], near: Point | None, limit: int) -> list[int]:
        if not tier:
            return []
        among = np.array(tier, dtype=np.int64)
        keys = self._order[among]
        if near is None:
            chosen = np.argsort(keys, kind="stable")[:limit]
        else:
            far = self._distances(near, among) > NEAR_M
            chosen = np.lexsort((keys, far))[:limit]  # near ones first, then by rank
        return [int(i) for i in among[chosen]]

    def search(self, text: str, limit: int, near: Point | None = None) -> list[PlaceSuggestion]:
        """Up to `limit` places matching `text`, best first; places near `near` first within a tier."""
        query = fold(text)
        if not query:
            return []
        chosen: dict[int, None] = {}
        for tier in self._tiers(query):
            ranked = self._ranked([i for i in tier if i not in chosen], near, limit - len(chosen))
            chosen.update(dict.fromkeys(ranked))
            if len(chosen) >= limit:
                break
        return [
            PlaceSuggestion(self._place_id(i), self._name[i], self._secondaries[self._secondary_of[i]])
            for i in chosen
        ]

    def _distances(self, point: Point, among: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
        # Haversine over arrays: the same formula as core.geo.model.great_circle_distance_m.
        lat, lng = np.radians(point.lat), np.radians(point.lng)
        lats, lngs = np.radians(self._lat[among]), np.radians(self._lng[among])
        h = np.sin((lats - lat) / 2) ** 2 + np.cos(lat) * np.cos(lats) * np.sin((lngs - lng) / 2) ** 2
        distances: np.ndarray[Any, Any] = 2 * EARTH_RADIUS_M * np.arcsin(np.sqrt(np.clip(h, 0.0, 1.0)))
        return distances

    def nearest(self, point: Point, source_rank: int, within_m: float) -> Place | None:
        """The nearest place of `source_rank` within `within_m` metres of `point`, or None."""
        among = np.flatnonzero(self._rank == source_rank)
        if not among.size:
            return None
        distances = self._distances(point, among)
        best = int(np.argmin(distances))
        return self._place(int(among[best])) if distances[best] <= within_m else None
