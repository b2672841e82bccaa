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


def _covers(period: Schedule, moment: Moment) -> bool:
    # The rule said once per period, the way SPEC.md puts it; is_open is its faster loop.
    opening, closing, clock = period.opening_time, period.closing_time, moment.clock
    if period.day == moment.day:
        return opening <= clock < closing if opening <= closing else clock >= opening
    return period.day == moment.yesterday and closing < opening and clock < closing


def test_open_exactly_when_one_period_covers_the_moment() -> None:
    times = ["00:00", "01:59", "02:00", "09:00", "11:59", "12:00", "18:00", "23:59"]
    periods = [Schedule(1, day, a, b) for day in (0, 1, 2, 6) for a in times[::2] for b in times[1::2]]
    for day in range(7):
        for clock in times:
            moment = Moment(day, (day + 6) % 7, clock)
            for first in range(0, len(periods), 7):
                group = periods[first : first + 3]
                assert is_open(group, moment) == any(_covers(p, moment) for p in group), (group, moment)
