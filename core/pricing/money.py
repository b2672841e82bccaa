"""Amounts as integer minor units, and the one rounding rule: half up, once per rule.

A price stored as 12.5 or "12.50" is 1250 minor units at two decimals; 0.125 at two decimals is 13 (half
up, as shoppers and the PHP marketplaces they know round), whatever binary float the database handed over:
values are read through their decimal text, never their binary value.
"""

from __future__ import annotations

import functools
from decimal import ROUND_HALF_UP, Decimal
from typing import NewType

Money = NewType("Money", int)  # minor units of the marketplace currency
NOTHING = Money(0)
DEFAULT_DIGITS = 2  # the configuration's digit_after_decimal_point when none is set
MAX_DIGITS = 4


def _checked(digits: int) -> int:
    if not 0 <= digits <= MAX_DIGITS:
        raise ValueError(f"digits must be 0 to {MAX_DIGITS}")
    return digits


def _scale(digits: int) -> Decimal:
    return Decimal(10) ** _checked(digits)


def half_up(value: Decimal) -> Money:
    """`value` (in minor units, possibly fractional) rounded half up to a whole minor unit."""
    return Money(int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


# Answers convert the same few stored prices again and again (a cart line about a dozen times); equal
# numbers give equal minor units whatever their type, so one cache serves them all.
@functools.lru_cache(maxsize=4096)
def to_minor(amount: float | int | str | Decimal | None, digits: int = DEFAULT_DIGITS) -> Money:
    """A stored or configured amount (None: nothing) in minor units, rounded half up."""
    if amount is None:
        return Money(0)
    exact = amount if isinstance(amount, Decimal) else Decimal(str(amount))
    return half_up(exact * _scale(digits))


_POWERS: tuple[int, ...] = tuple(10**digits for digits in range(MAX_DIGITS + 1))


def from_minor(amount: int, digits: int = DEFAULT_DIGITS) -> float:
    """Minor units as the decimal number the API answers (12.5 for 1250 at two decimals).

    Python divides two integers to the float nearest the exact quotient, which is the float nearest the
    decimal 12.5 itself: the same number a Decimal division gives, without its cost (a cart answer converts
    a dozen amounts a line)."""
    return amount / _POWERS[_checked(digits)]


def percent_of(amount: int, percent: float | int | str | Decimal) -> Money:
    """`percent` of `amount` (minor units), rounded half up."""
    return half_up(Decimal(amount) * Decimal(str(percent)) / 100)


def clamp(amount: int, low: int, high: int) -> Money:
    """`amount` kept within low..high."""
    return Money(max(low, min(amount, high)))
