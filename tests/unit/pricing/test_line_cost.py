"""A cart line's cost in minor units at the marketplace's decimals: every stored amount read once at those
decimals, never through a decimal number rounded to two first (a three-decimal currency kept its third)."""

from __future__ import annotations

from core.cart.pricing import LineCost, as_decimal_numbers, line_cost


def test_three_decimals_keep_their_third() -> None:
    # 12.345 at three decimals is 12345; the old way, through the two-decimal 12.35 of the cart answer, was 12350.
    cost = line_cost(12.345, 0, "percent", None, [], [], 2, digits=3)
    assert cost == LineCost(unit=12345, total=24690, saved=0)
    assert line_cost(12.345, 0, "percent", None, [], [], 2).total == 2470  # two decimals: 12.35 twice


def test_the_discount_options_and_add_ons_are_read_at_the_same_decimals() -> None:
    # 10.000 with 1.255 off (flat), 0.105 and 0.2 of options, one add-on of 0.333 twice, three of them.
    cost = line_cost(10.0, 1.255, "amount", None, [0.105, 0.2], [(0.333, 2)], 3, digits=3)
    unit = 10000 - 1255 + 105 + 200
    assert cost == LineCost(unit=unit, total=(unit + 333 * 2) * 3, saved=1255 * 3)
    # A choice variation's price replaces the base price; a percent discount rounds half up once.
    assert line_cost(10.0, 2.5, "percent", 4.0, [], [], 1) == LineCost(unit=390, total=390, saved=10)


def test_options_add_up_exactly() -> None:
    # 0.1 + 0.2 as binary floats is 0.30000000000000004: the engine adds their decimal texts.
    assert line_cost(1.0, 0, "percent", None, [0.1, 0.2], [], 1).unit == 130
    assert as_decimal_numbers(line_cost(1.0, 0, "percent", None, [0.1, 0.2], [], 1)) == (1.3, 1.3, 0.0)
