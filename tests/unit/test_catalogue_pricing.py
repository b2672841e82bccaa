"""SPEC.md section 9's price rules: item discounts, and store discounts bounded by dates and min_purchase."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.catalogue.pricing import (
    StoredDiscount,
    discounted_price,
    item_discount_amount,
    store_discount_amount,
    store_discount_is_active,
)

NOW = dt.datetime(2026, 6, 15, 12, 0)
money = st.floats(0, 100_000, allow_nan=False).map(lambda v: round(v, 2))
percent = st.floats(0, 100, allow_nan=False).map(lambda v: round(v, 2))


def ten_percent(**window: str) -> StoredDiscount:
    return StoredDiscount(discount=10, discount_type="percent", min_purchase=20, max_discount=5, **window)


def test_percent_and_amount_discounts_on_one_unit() -> None:
    assert item_discount_amount(20.0, 10, "percent") == 2.0
    assert item_discount_amount(20.0, 3, "amount") == 3.0
    assert discounted_price(20.0, 10, "percent") == 18.0
    assert discounted_price(5.0, 9, "fixed") == 0.0


@given(money, percent, st.sampled_from(["percent", "amount", "fixed"]))
def test_a_discounted_price_is_never_negative_nor_above_the_price(
    price: float, discount: float, kind: str
) -> None:
    assert 0 <= discounted_price(price, discount, kind) <= price


def test_a_store_discount_applies_within_its_dates_and_times() -> None:
    window = {"start_date": "2026-06-01", "end_date": "2026-06-15", "end_time": "18:00"}
    assert store_discount_is_active(ten_percent(**window), NOW)
    assert not store_discount_is_active(ten_percent(**window), NOW.replace(hour=18, minute=1))
    assert not store_discount_is_active(ten_percent(start_date="2026-06-16"), NOW)
    assert store_discount_is_active(ten_percent(), NOW)  # no end: never expires


def test_an_unreadable_window_is_not_applied() -> None:
    assert not store_discount_is_active(ten_percent(end_date="someday"), NOW)


def test_a_store_discount_needs_the_minimum_purchase_and_is_capped() -> None:
    assert store_discount_amount(ten_percent(), 19.99, NOW) == 0.0
    assert store_discount_amount(ten_percent(), 20.0, NOW) == 2.0
    assert store_discount_amount(ten_percent(), 200.0, NOW) == 5.0  # max_discount
    uncapped = StoredDiscount(discount=10, max_discount=0)
    assert store_discount_amount(uncapped, 200.0, NOW) == 20.0
    assert store_discount_amount(None, 200.0, NOW) == 0.0


def test_an_expired_store_discount_takes_nothing_off() -> None:
    expired = ten_percent(end_date="2026-06-14", end_time="23:59")
    assert store_discount_amount(expired, 100.0, NOW) == 0.0


@pytest.mark.parametrize("kind", ["percent", "amount"])
@given(subtotal=money, value=percent, cap=money, floor=money)
def test_a_store_discount_never_exceeds_subtotal_or_cap(
    kind: str, subtotal: float, value: float, cap: float, floor: float
) -> None:
    discount = StoredDiscount(discount=value, discount_type=kind, min_purchase=floor, max_discount=cap)
    taken = store_discount_amount(discount, subtotal, NOW)
    assert 0 <= taken <= subtotal
    if cap > 0:
        assert taken <= cap
    if subtotal < floor:
        assert taken == 0
