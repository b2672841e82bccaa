"""A stored store discount is read once per text, and shown only at the moments its window covers."""

from __future__ import annotations

import datetime as dt

import msgspec
import pytest

from core.catalogue import store_discounts
from core.catalogue.model import StoreDiscount
from core.catalogue.store_discounts import shown_discount

NOON = dt.datetime(2026, 6, 15, 12, 0)
JUNE = (
    '{"discount": 10.456, "discount_type": "percent", "min_purchase": 20, "max_discount": 5, '
    '"start_date": "2026-06-01", "end_date": "2026-06-15", "end_time": "18:00:00"}'
)


def test_a_discount_shows_rounded_within_its_window_only() -> None:
    shown = StoreDiscount(
        discount=10.46,
        discount_type="percent",
        min_purchase=20.0,
        max_discount=5.0,
        end_date="2026-06-15",
        end_time="18:00",
    )
    assert shown_discount(JUNE, NOON) == shown
    assert shown_discount(JUNE, NOON.replace(hour=18, minute=1)) is None  # the same text, later
    assert shown_discount(JUNE, dt.datetime(2026, 5, 31, 23, 59)) is None


def test_no_discount_nothing_off_or_an_unreadable_window_shows_none() -> None:
    assert shown_discount(None, NOON) is None
    assert shown_discount("null", NOON) is None
    assert shown_discount('{"discount": 0}', NOON) is None
    assert shown_discount('{"discount": 5, "end_date": "someday"}', NOON) is None
    assert shown_discount('{"discount": "5", "discount_type": "amount"}', NOON) is not None  # number as text


def test_a_text_that_is_not_a_discount_fails_every_time_and_is_not_kept() -> None:
    for _ in range(2):
        with pytest.raises(msgspec.DecodeError):
            shown_discount('{"discount": [1]}', NOON)
    assert '{"discount": [1]}' not in store_discounts._read


def test_the_memo_starts_over_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_discounts, "MAX_READ", 2)
    monkeypatch.setattr(store_discounts, "_read", {})
    for n in range(5):
        shown_discount(f'{{"discount": {n + 1}}}', NOON)
        assert len(store_discounts._read) <= 2
