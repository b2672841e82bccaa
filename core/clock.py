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
from typing import NamedTuple

DEFAULT_TIME_ZONE = "Europe/Paris"
# How far an offset's span is looked for on either side of a moment: a zone's changes (summer time) come
# within a year; a span with no change in sight ends there, which is still true of it.
OFFSET_SPAN_LOOKOUT = dt.timedelta(days=400)


class UnknownTimeZone(ValueError):
    """A time zone name the time zone database does not know."""


def time_zone(name: str) -> zoneinfo.ZoneInfo:
    """The IANA time zone `name` (Europe/Paris), refused when unknown."""
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError) as exc:
        raise UnknownTimeZone(f"Unknown time zone {name!r}: use an IANA name such as Europe/Paris.") from exc


class OffsetSpan(NamedTuple):
    """A zone's UTC offset and the moments it holds between: from `since` (included) to `until`
    (excluded), each the zone's change of offset or the edge of the lookout."""

    seconds: int
    since: dt.datetime
    until: dt.datetime


def _offset(zone: zoneinfo.ZoneInfo, moment: dt.datetime) -> dt.timedelta:
    return moment.astimezone(zone).utcoffset() or dt.timedelta(0)


def _edge(zone: zoneinfo.ZoneInfo, at: dt.datetime, step: dt.timedelta) -> dt.datetime:
    """The last moment, to the second, from `at` in the direction of `step` (a day, forwards or backwards)
    that keeps `at`'s offset, or the lookout's edge when none changes it."""
    offset = _offset(zone, at)
    inside = at
    while abs(inside - at) < OFFSET_SPAN_LOOKOUT:
        outside = inside + step
        if _offset(zone, outside) != offset:
            # The change is within this day: halve it down to the second.
            while abs(outside - inside) > dt.timedelta(seconds=1):
                middle = inside + (outside - inside) / 2
                middle = middle.replace(microsecond=0)
                if _offset(zone, middle) == offset:
                    inside = middle
                else:
                    outside = middle
            return inside
        inside = outside
    return inside


def offset_span(zone: zoneinfo.ZoneInfo, at: dt.datetime) -> OffsetSpan:
    """`zone`'s UTC offset at `at` and the span it holds over: the storefront reads the wall clock of a
    moment within it by adding the offset, without the browser's time-zone data (loading it is one long
    task on a slow phone)."""
    at = at.astimezone(dt.UTC).replace(microsecond=0)
    day = dt.timedelta(days=1)
    last = _edge(zone, at, day)
    until = last + dt.timedelta(seconds=1) if last - at < OFFSET_SPAN_LOOKOUT else last
    return OffsetSpan(int(_offset(zone, at).total_seconds()), _edge(zone, at, -day), until)


class MarketplaceClock:
    """The marketplace's wall clock. Calling it answers the time it shows now, naive (hours, schedules,
    discount windows and item hours are stored as naive wall-clock values and compare with it);
    `now()` the same moment, aware."""

    def __init__(self, name: str = DEFAULT_TIME_ZONE) -> None:
        self.zone = time_zone(name)
        self.name = name
        self._span: OffsetSpan | None = None

    def offset_span(self, at: dt.datetime) -> OffsetSpan:
        """`offset_span` of the marketplace's zone at `at`, kept for the moments within it: every
        configuration and clock answer carries it, and finding it walks the calendar day by day (about
        0.2 ms), where checking a moment against the kept one is two comparisons."""
        span = self._span
        if span is None or not span.since <= at < span.until:
            span = self._span = offset_span(self.zone, at)
        return span

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
