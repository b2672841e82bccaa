"""The marketplace's clock: the one time zone its calendar is kept in.

Opening hours ("09:00-18:00"), the weekday of a schedule, a time slot and "today" (coupons, flash sales,
item hours) are wall-clock times of the place the marketplace serves, not of the machine the server runs
on, nor of the shopper's device. A marketplace has one time zone (the `MARKETPLACE_TIME_ZONE` setting,
by default the demo's place, Europe/Paris); every zone of it keeps that time. Moments stored or exchanged
(an order's schedule_at, a trip's pickup time) are absolute instants and are compared as such.
"""

from __future__ import annotations

import datetime as dt
import zoneinfo

DEFAULT_TIME_ZONE = "Europe/Paris"


class UnknownTimeZone(ValueError):
    """A time zone name the time zone database does not know."""


def time_zone(name: str) -> zoneinfo.ZoneInfo:
    """The IANA time zone `name` (Europe/Paris), refused when unknown."""
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError) as exc:
        raise UnknownTimeZone(f"Unknown time zone {name!r}: use an IANA name such as Europe/Paris.") from exc


class MarketplaceClock:
    """The marketplace's wall clock. Calling it answers the time it shows now, naive (hours, schedules,
    discount windows and item hours are stored as naive wall-clock values and compare with it);
    `now()` the same moment, aware."""

    def __init__(self, name: str = DEFAULT_TIME_ZONE) -> None:
        self.zone = time_zone(name)
        self.name = name

    def now(self) -> dt.datetime:
        """Now, aware, in the marketplace's zone."""
        return dt.datetime.now(self.zone)

    def __call__(self) -> dt.datetime:
        return self.now().replace(tzinfo=None)

    def local(self, moment: dt.datetime) -> dt.datetime:
        """`moment` as the marketplace's wall clock reads it, naive; a naive `moment` is UTC, as the API
        reads one."""
        aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)
        return aware.astimezone(self.zone).replace(tzinfo=None)


DEFAULT_CLOCK = MarketplaceClock()
