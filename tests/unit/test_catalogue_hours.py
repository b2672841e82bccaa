"""Business hours: day 0 is Sunday, periods may run past midnight."""

from __future__ import annotations

import datetime as dt

from core.catalogue.hours import Moment, Schedule, is_open, sunday_based_day

MONDAY_NOON = dt.datetime(2026, 6, 15, 12, 0)  # a Monday


def at(moment: dt.datetime) -> Moment:
    return Moment.of(moment)


def test_days_count_from_sunday() -> None:
    assert sunday_based_day(MONDAY_NOON) == 1
    assert sunday_based_day(MONDAY_NOON - dt.timedelta(days=1)) == 0


def test_open_inside_a_period_of_the_day_only() -> None:
    lunch = [Schedule(1, 1, "11:30", "14:30")]
    assert is_open(lunch, at(MONDAY_NOON))
    assert not is_open(lunch, at(MONDAY_NOON.replace(hour=14, minute=30)))
    assert not is_open(lunch, at(MONDAY_NOON + dt.timedelta(days=1)))
    assert not is_open([], at(MONDAY_NOON))


def test_a_period_past_midnight_covers_the_early_hours_of_the_next_day() -> None:
    late = [Schedule(1, 0, "18:00", "02:00")]  # Sunday evening
    assert is_open(late, at(MONDAY_NOON.replace(hour=1)))
    assert not is_open(late, at(MONDAY_NOON.replace(hour=3)))
    assert is_open(late, at(MONDAY_NOON.replace(day=14, hour=23)))
