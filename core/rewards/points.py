"""Loyalty points: earned on a delivered order, converted to the wallet.

Points are whole numbers; `rate` points are worth one unit of currency (`loyalty_point_exchange_rate`). A
conversion credits whole minor units only and debits exactly the points they are worth, so nothing is lost:
the points that do not make a whole minor unit stay in the points account. With the default rate (100
points a unit, two decimals) a point is exactly a minor unit and every point converts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction


def earned_points(order_amount: int, digits: int, percent: float, rate: int) -> int:
    """The points an order of `order_amount` (minor units at `digits`) earns: `percent` of the amount, in
    points at `rate` points a unit, rounded down (floor(amount × percent / 100 × rate))."""
    if order_amount <= 0 or percent <= 0 or rate <= 0:
        return 0
    exact = Fraction(order_amount) * Fraction(Decimal(str(percent))) * rate / (100 * 10**digits)
    floored: int = exact.numerator // exact.denominator  # a Fraction keeps its denominator positive
    return floored


@dataclass(frozen=True, slots=True)
class Conversion:
    """What converting some points does: `points` debited, `money` (minor units) credited. The points are
    worth exactly the money: points × 10^digits = money × rate."""

    points: int
    money: int


def conversion(points: int, rate: int, digits: int) -> Conversion:
    """The most of `points` that converts into whole minor units at `rate` points a unit, and the money.

    The smallest exact exchange is `rate / g` points for `10^digits / g` minor units (g their greatest
    common divisor); a conversion is a whole number of those, the rest of the points stay."""
    if points <= 0 or rate <= 0:
        return Conversion(0, 0)
    scale = 10**digits
    common = math.gcd(rate, scale)
    step_points, step_money = rate // common, scale // common
    steps = points // step_points
    return Conversion(points=steps * step_points, money=steps * step_money)
