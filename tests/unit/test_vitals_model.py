"""Field data's rules: the nearest-rank 75th percentile and the bounds of a beacon."""

from __future__ import annotations

import pytest

from core.errors import InvalidInput
from core.vitals.model import Beacon, Measure, check, p75


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([5.0], 5.0),
        ([1.0, 2.0], 2.0),  # ceil(0.75 * 2) = 2nd
        ([4.0, 1.0, 3.0, 2.0], 3.0),  # 3rd of 4, whatever the order they arrived in
        ([float(n) for n in range(1, 101)], 75.0),
        ([1000.0, 2000.0, 3000.0, 4000.0, 9000.0], 4000.0),  # a measured value, never one in between
    ],
)
def test_p75_is_the_nearest_rank(values: list[float], expected: float) -> None:
    assert p75(values) == expected


def test_the_bounds_are_inclusive_and_nothing_else_passes() -> None:
    check(Beacon("other", [Measure("LCP", 120_000), Measure("INP", 0), Measure("CLS", 100)]))
    for bad in (
        Beacon("other", [Measure("CLS", float("nan"))]),
        Beacon("other", [Measure("INP", float("inf"))]),
        Beacon("Home", [Measure("LCP", 1)]),
    ):
        with pytest.raises(InvalidInput):
            check(bad)
