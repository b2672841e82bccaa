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
    """True when one of the periods covers `moment` (zero-padded "HH:mm" strings compare like times).

    A period past midnight (18:00-02:00) is open late on its day, and its early hours belong to the next
    day. One plain loop: a store page asks this of every store, and any() over a generator took twice as long.
    """
    clock, day, yesterday = moment.clock, moment.day, moment.yesterday
    for p in schedules:
        if p.day == day:
            if p.opening_time <= p.closing_time:
                if p.opening_time <= clock < p.closing_time:
                    return True
            elif clock >= p.opening_time:
                return True
        elif p.day == yesterday and p.closing_time < p.opening_time and clock < p.closing_time:
            return True
    return False
