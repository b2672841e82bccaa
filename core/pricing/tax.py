"""Tax (SPEC.md section 9): included in the prices, or added on top."""

from __future__ import annotations

from decimal import Decimal

from .money import Money, half_up


def tax_on(base: Money, rate: Decimal, included: bool) -> Money:
    """The tax in `base` at `rate` percent: included, base*rate/(100+rate) (already in the total);
    excluded, base*rate/100 (added to the total). Rounded half up; none on a zero or negative base."""
    if base <= 0 or rate <= 0:
        return Money(0)
    if included:
        return half_up(Decimal(base) * rate / (100 + rate))
    return half_up(Decimal(base) * rate / 100)
