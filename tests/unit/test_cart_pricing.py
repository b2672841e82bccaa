"""Line prices and the free-delivery bar (SPEC.md sections 4 and 9), by example and by property."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from core.cart.pricing import (
    free_delivery_progress,
    free_delivery_remainder,
    line_price,
    line_saving,
    unit_price,
)

money = st.decimals(min_value=0, max_value=10_000, places=2).map(float)
quantities = st.integers(min_value=1, max_value=10_000)
add_ons = st.lists(st.tuples(money, st.integers(min_value=1, max_value=100)), max_size=5)


def test_a_unit_is_the_discounted_base_plus_the_options() -> None:
    assert unit_price(10.0, 10, "percent", None, 1.25) == 10.25
    assert unit_price(10.0, 1, "amount", 20.0, 0) == 19.0  # a variation's price replaces the base
    assert line_price(15.3, [(1.5, 2), (2.9, 1)], 2) == 42.4
    assert line_saving(20.0, 10, "percent", None, 3) == 6.0


@given(unit=money, extras=add_ons, quantity=quantities)
def test_a_line_is_exactly_its_quantity_times_its_unit_sum(
    unit: float, extras: list[tuple[float, int]], quantity: int
) -> None:
    per_unit = Decimal(str(unit)) + sum((Decimal(str(p)) * q for p, q in extras), Decimal(0))
    price = line_price(unit, extras, quantity)
    assert Decimal(str(price)) == per_unit * quantity
    assert price >= 0


@given(unit=money, extras=add_ons, quantity=quantities)
def test_one_more_unit_never_costs_less(unit: float, extras: list[tuple[float, int]], quantity: int) -> None:
    assert line_price(unit, extras, quantity + 1) >= line_price(unit, extras, quantity)


@given(price=money, discount=st.decimals(0, 100, places=2).map(float), options=money)
def test_a_discounted_unit_never_costs_more_than_the_undiscounted_one(
    price: float, discount: float, options: float
) -> None:
    assert unit_price(price, discount, "percent", None, options) <= unit_price(
        price, 0, "percent", None, options
    )
    assert unit_price(price, discount, "amount", None, options) >= options


@given(subtotal=money, over=money.filter(lambda x: x > 0))
def test_progress_is_clamped_and_the_remainder_completes_the_subtotal(subtotal: float, over: float) -> None:
    progress = free_delivery_progress(subtotal, over)
    remainder = free_delivery_remainder(subtotal, over)
    assert progress is not None
    assert remainder is not None
    assert 0 <= progress <= 100
    assert remainder >= 0
    assert (remainder == 0) == (subtotal >= over)
    assert (progress == 100) == (subtotal >= over) or abs(subtotal / over * 100 - 100) < 1e-9
    if subtotal < over:
        assert Decimal(str(remainder)) == Decimal(str(over)) - Decimal(str(subtotal))


def test_there_is_no_bar_without_a_threshold() -> None:
    assert free_delivery_progress(10, None) is None
    assert free_delivery_remainder(10, 0) is None
    assert free_delivery_progress(15, 30) == 50
    assert free_delivery_remainder(15, 30) == 15
