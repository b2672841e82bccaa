"""What a browser's beacon may say, and the 75th percentile the operator reads.

Nothing personal is part of a beacon: a page type from a short fixed list and up to three numbers. The bounds
keep a broken or hostile client from filling the table with values no real page ever measures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal, get_args

import msgspec

from core.errors import InvalidInput

# The storefront's page types (web/src/shared/lib/vitals/page-type.ts maps each route to one of them).
PageType = Literal[
    "landing", "home", "store", "item", "category", "search", "checkout", "orders", "account", "other"
]
PAGE_TYPES: tuple[str, ...] = get_args(PageType)
# The largest believable value of each metric: LCP and INP in milliseconds, CLS unitless.
METRIC_BOUNDS: dict[str, float] = {"LCP": 120_000.0, "INP": 60_000.0, "CLS": 100.0}
METRICS = tuple(METRIC_BOUNDS)
UNITS = {"LCP": "ms", "INP": "ms", "CLS": ""}


class Measure(msgspec.Struct, frozen=True):
    """One metric of one page view."""

    name: str
    value: float


class Beacon(msgspec.Struct, frozen=True):
    """What one page view reports: its page type and one to three distinct metrics."""

    page_type: str
    metrics: list[Measure]


def check(beacon: Beacon) -> None:
    """Refuse (422, the field's name as code) an unknown page type or metric, a value out of its bounds, no
    metric, or one metric twice."""
    if beacon.page_type not in PAGE_TYPES:
        raise InvalidInput("page_type", f"page_type must be one of {', '.join(PAGE_TYPES)}.")
    names = [measure.name for measure in beacon.metrics]
    if not 1 <= len(names) <= len(METRICS) or len(set(names)) != len(names):
        raise InvalidInput("metrics", "metrics must name one to three metrics, each at most once.")
    for measure in beacon.metrics:
        bound = METRIC_BOUNDS.get(measure.name)
        if bound is None:
            raise InvalidInput("metrics", f"a metric's name must be one of {', '.join(METRICS)}.")
        if not math.isfinite(measure.value) or not 0 <= measure.value <= bound:
            raise InvalidInput("metrics", f"{measure.name} must be between 0 and {bound:g}.")


def p75(values: Sequence[float]) -> float:
    """The 75th percentile by nearest rank (the smallest value at least 75 % of the values do not exceed), as
    the Chrome UX Report reads field data; a value that was measured, never one interpolated between two."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    return ordered[math.ceil(0.75 * len(ordered)) - 1]


class Summary(msgspec.Struct, frozen=True):
    """One page type's metric over the window: how many values and their 75th percentile."""

    page_type: str
    metric: str
    count: int
    p75: float
