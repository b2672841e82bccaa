"""An in-memory place index: accent- and case-insensitive text search, lookup by id, nearest place.

Search runs in tiers and stops once it has enough: exact name, name prefix, every word a prefix of a word of
the name, of the whole address, then plain substring of the address. Inside a tier, demo addresses come
before cities (they are where the marketplace's stores are) and bigger cities before smaller ones.
"""

from __future__ import annotations

import bisect
import heapq
import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

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

    def suggestion(self) -> PlaceSuggestion:
        """This place as an autocomplete candidate."""
        return PlaceSuggestion(self.place.place_id, self.place.name, self.secondary_text)


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _prefixed(words: Sequence[str], tokens: Iterable[str]) -> bool:
    return all(any(w.startswith(t) for w in words) for t in tokens)


class PlaceIndex:
    """Places searchable by text, addressable by id, and findable by position."""

    def __init__(self, places: Sequence[KnownPlace]) -> None:
        self._places = list(places)
        self._by_id = {p.place.place_id: p for p in self._places}
        self._names = [fold(p.place.name) for p in self._places]
        # Thousands of cities share a country: fold each distinct secondary text once.
        secondaries = {s: fold(s) for s in {p.secondary_text for p in self._places}}
        self._texts = [
            f"{n} {secondaries[p.secondary_text]}" for n, p in zip(self._names, self._places, strict=True)
        ]
        self._name_words = [_words(n) for n in self._names]
        self._text_words = [_words(t) for t in self._texts]
        # "35 rue montorgueil" is also found by its street name: "rue mont" is a name prefix too.
        aliases = [(_HOUSE_NUMBER.sub("", n, count=1), i) for i, n in enumerate(self._names)]
        self._sorted_names = sorted({*((n, i) for i, n in enumerate(self._names)), *aliases})
        self._word_places: dict[str, list[int]] = {}
        for i, words in enumerate(self._text_words):
            for word in dict.fromkeys(words):
                self._word_places.setdefault(word, []).append(i)
        self._sorted_words = sorted(self._word_places)
        # One precomputed rank per place keeps ranking a tier to integer comparisons.
        order = sorted(range(len(self._places)), key=self._preference)
        self._order = [0] * len(order)
        for position, i in enumerate(order):
            self._order[i] = position
        self._blob = "\n".join(self._texts)
        self._starts = list(itertools.accumulate((len(t) + 1 for t in self._texts[:-1]), initial=0))
        self._lat = np.radians(np.array([p.place.location.lat for p in self._places], dtype=float))
        self._lng = np.radians(np.array([p.place.location.lng for p in self._places], dtype=float))
        self._rank = np.array([p.source_rank for p in self._places], dtype=int)

    def _preference(self, i: int) -> tuple[int, int, str]:
        return (self._places[i].source_rank, -self._places[i].population, self._names[i])

    def __len__(self) -> int:
        return len(self._places)

    def get(self, place_id: str) -> Place | None:
        """The place with `place_id`, or None."""
        known = self._by_id.get(place_id)
        return known.place if known else None

    def _name_prefix(self, query: str) -> Iterator[int]:
        # Index from the bisection point: islice would walk the whole list head first.
        for k in range(bisect.bisect_left(self._sorted_names, (query, -1)), len(self._sorted_names)):
            name, i = self._sorted_names[k]
            if not name.startswith(query):
                break
            yield i

    def _word_prefix(self, token: str) -> set[int]:
        found: set[int] = set()
        for k in range(bisect.bisect_left(self._sorted_words, token), len(self._sorted_words)):
            word = self._sorted_words[k]
            if not word.startswith(token):
                break
            found.update(self._word_places[word])
        return found

    def _tiers(self, query: str) -> Iterator[list[int]]:
        tokens = _words(query)
        prefix = list(dict.fromkeys(self._name_prefix(query)))
        yield [i for i in prefix if self._names[i] == query]
        yield [i for i in prefix if self._names[i] != query]
        if not tokens:
            return
        candidates = self._word_prefix(max(tokens, key=len))
        yield [i for i in candidates if _prefixed(self._name_words[i], tokens)]
        yield [i for i in candidates if _prefixed(self._text_words[i], tokens)]
        yield self._containing(query)

    def _containing(self, query: str) -> list[int]:
        # One C-speed scan of all texts joined by newlines (a folded query holds none) instead of a loop.
        found: dict[int, None] = {}
        at = self._blob.find(query)
        while at != -1 and len(found) < SUBSTRING_CAP:
            found[bisect.bisect_right(self._starts, at) - 1] = None
            at = self._blob.find(query, at + 1)
        return list(found)

    def _ranked(self, tier: list[int], near: Point | None, limit: int) -> list[int]:
        if near is None or not tier:
            return heapq.nsmallest(limit, tier, key=self._order.__getitem__)
        far = (self._distances(near, np.array(tier)) > NEAR_M).tolist()
        keyed = sorted(zip(far, (self._order[i] for i in tier), tier, strict=True))
        return [i for _, _, i in keyed[:limit]]

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
        return [self._places[i].suggestion() for i in chosen]

    def _distances(self, point: Point, among: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
        # Haversine over arrays: the same formula as core.geo.model.great_circle_distance_m.
        lat, lng = np.radians(point.lat), np.radians(point.lng)
        h = (
            np.sin((self._lat[among] - lat) / 2) ** 2
            + np.cos(lat) * np.cos(self._lat[among]) * np.sin((self._lng[among] - lng) / 2) ** 2
        )
        distances: np.ndarray[Any, Any] = 2 * EARTH_RADIUS_M * np.arcsin(np.sqrt(np.clip(h, 0.0, 1.0)))
        return distances

    def nearest(self, point: Point, source_rank: int, within_m: float) -> Place | None:
        """The nearest place of `source_rank` within `within_m` metres of `point`, or None."""
        among = np.flatnonzero(self._rank == source_rank)
        if not among.size:
            return None
        distances = self._distances(point, among)
        best = int(np.argmin(distances))
        return self._places[int(among[best])].place if distances[best] <= within_m else None
