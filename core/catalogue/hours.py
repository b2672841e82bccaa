"""Business hours: whether a store is open at a moment (SPEC.md section 3, store hours)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

import msgspec


class Schedule(msgspec.Struct, frozen=True):
    """One opening period of a store: `day` 0 is Sunday; times are "HH:mm"."""

    store_id: int
    day: int
    opening_time: str
    closing_time: str


def sunday_based_day(moment: dt.datetime) -> int:
    """The day number stores use (0 Sunday .. 6 Saturday) for `moment`."""
    return (moment.weekday() + 1) % 7


def _within(period: Schedule, clock: str) -> bool:
    if period.opening_time <= period.closing_time:
        return period.opening_time <= clock < period.closing_time
    # A period past midnight (18:00-02:00) is open late that day; the early hours belong to the next day.
    return clock >= period.opening_time


def _after_midnight(period: Schedule, clock: str) -> bool:
    return period.closing_time < period.opening_time and clock < period.closing_time


class Moment(msgspec.Struct, frozen=True):
    """A moment as business hours read it: the day (0 Sunday), the day before, and the time "HH:mm"."""

    day: int
    yesterday: int
    clock: str

    @classmethod
    def of(cls, moment: dt.datetime) -> Moment:
        """The moment `moment`."""
        day = sunday_based_day(moment)
        return cls(day, (day + 6) % 7, f"{moment.hour:02d}:{moment.minute:02d}")


def is_open(schedules: Iterable[Schedule], moment: Moment) -> bool:
    """True when one of the periods covers `moment` (zero-padded "HH:mm" strings compare like times)."""
    clock = moment.clock
    return any(
        (p.day == moment.day and _within(p, clock))
        or (p.day == moment.yesterday and _after_midnight(p, clock))
        for p in schedules
    )
