"""The marketplace's clock reads its own time zone, never the machine's (core/clock.py)."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest

from adapters.settings import load_settings
from core.clock import OFFSET_SPAN_LOOKOUT, MarketplaceClock, UnknownTimeZone, offset_span, time_zone
from core.configuration.service import ConfigService


class _NoSettings:
    """No stored settings and plain media paths: the configuration's defaults."""

    async def all(self) -> dict[str, object]:
        return {}

    def base_url(self, kind: str) -> str:
        return f"/media/{kind}"

    def full_url(self, path: str) -> str:
        return f"/media/{path}"


def _service(clock: MarketplaceClock) -> ConfigService:
    return ConfigService(_NoSettings(), _NoSettings(), clock=clock)  # type: ignore[arg-type]


def test_a_moment_is_read_on_the_marketplace_s_wall_clock() -> None:
    paris = MarketplaceClock("Europe/Paris")
    saturday_evening = dt.datetime(2026, 11, 28, 19, 30, tzinfo=dt.UTC)
    assert paris.local(saturday_evening) == dt.datetime(2026, 11, 28, 20, 30)
    assert paris.local(saturday_evening.replace(tzinfo=None)) == dt.datetime(
        2026, 11, 28, 20, 30
    )  # naive: UTC
    tokyo = dt.timezone(dt.timedelta(hours=9))
    assert paris.local(saturday_evening.astimezone(tokyo)) == dt.datetime(2026, 11, 28, 20, 30)
    summer = dt.datetime(2026, 7, 1, 7, 0, tzinfo=dt.UTC)
    assert paris.local(summer) == dt.datetime(2026, 7, 1, 9, 0)


def test_now_is_the_marketplace_s_time() -> None:
    clock = MarketplaceClock("America/New_York")
    now = clock.now()
    assert now.tzinfo is not None
    assert now.utcoffset() in {dt.timedelta(hours=-5), dt.timedelta(hours=-4)}
    assert clock().tzinfo is None
    assert abs(clock() - now.replace(tzinfo=None)) < dt.timedelta(seconds=5)


def test_an_unknown_time_zone_stops_the_settings() -> None:
    with pytest.raises(UnknownTimeZone, match="Mars/Olympus"):
        load_settings({"MARKETPLACE_TIME_ZONE": "Mars/Olympus"})
    assert load_settings({"MARKETPLACE_TIME_ZONE": "Asia/Tokyo"}).marketplace_time_zone == "Asia/Tokyo"
    assert load_settings({}).marketplace_time_zone == "Europe/Paris"


def test_the_time_answer_names_the_zone_and_its_offset() -> None:
    service = _service(MarketplaceClock("Asia/Tokyo"))
    answer = service.time()
    assert answer.time_zone == "Asia/Tokyo"
    assert answer.now.utcoffset() == dt.timedelta(hours=9)
    assert answer.now.microsecond == 0
    assert answer.time_zone_offset.seconds == 9 * 3600
    assert answer.time_zone_offset.since <= answer.now < answer.time_zone_offset.until


@pytest.mark.parametrize(
    ("zone", "at", "seconds", "since", "until"),
    [
        # Winter time in Paris: from October's change back to March's change forward, to the second.
        (
            "Europe/Paris",
            dt.datetime(2026, 11, 30, 6, 0, tzinfo=dt.UTC),
            3600,
            dt.datetime(2026, 10, 25, 1, 0, tzinfo=dt.UTC),
            dt.datetime(2027, 3, 28, 1, 0, tzinfo=dt.UTC),
        ),
        # Summer time in Paris.
        (
            "Europe/Paris",
            dt.datetime(2026, 7, 1, 12, 0, tzinfo=dt.UTC),
            7200,
            dt.datetime(2026, 3, 29, 1, 0, tzinfo=dt.UTC),
            dt.datetime(2026, 10, 25, 1, 0, tzinfo=dt.UTC),
        ),
        # Lord Howe Island moves its clocks by half an hour, at 2:00 local time (15:30 UTC the day before).
        (
            "Australia/Lord_Howe",
            dt.datetime(2026, 11, 30, 6, 0, tzinfo=dt.UTC),
            39600,
            dt.datetime(2026, 10, 3, 15, 30, tzinfo=dt.UTC),
            dt.datetime(2027, 4, 3, 15, 0, tzinfo=dt.UTC),
        ),
    ],
)
def test_an_offset_span_runs_from_the_zone_s_last_change_to_its_next(
    zone: str, at: dt.datetime, seconds: int, since: dt.datetime, until: dt.datetime
) -> None:
    span = offset_span(time_zone(zone), at)
    assert span == (seconds, since, until)
    # The offset holds at both ends of the span and changes just outside it.
    clock = time_zone(zone)
    assert since.astimezone(clock).utcoffset() == dt.timedelta(seconds=seconds)
    assert (until - dt.timedelta(seconds=1)).astimezone(clock).utcoffset() == dt.timedelta(seconds=seconds)
    assert (since - dt.timedelta(seconds=1)).astimezone(clock).utcoffset() != dt.timedelta(seconds=seconds)
    assert until.astimezone(clock).utcoffset() != dt.timedelta(seconds=seconds)


def test_a_zone_that_never_changes_holds_its_offset_over_the_whole_lookout() -> None:
    at = dt.datetime(2026, 11, 30, 6, 0, 0, 250_000, tzinfo=dt.UTC)
    span = offset_span(time_zone("Asia/Kathmandu"), at)
    whole = at.replace(microsecond=0)
    assert span == (5 * 3600 + 45 * 60, whole - OFFSET_SPAN_LOOKOUT, whole + OFFSET_SPAN_LOOKOUT)


def test_the_configuration_carries_the_zone_s_offset_span() -> None:
    clock = MarketplaceClock("America/New_York")
    service = _service(clock)
    offset = asyncio.run(service.config("en")).time_zone_offset
    now = clock.now()
    assert offset.since <= now < offset.until
    assert offset.seconds == now.utcoffset().total_seconds()  # type: ignore[union-attr]


def test_the_clock_keeps_its_offset_span_for_the_moments_within_it() -> None:
    clock = MarketplaceClock("Europe/Paris")
    winter = dt.datetime(2026, 11, 30, 6, 0, tzinfo=dt.UTC)
    kept = clock.offset_span(winter)
    assert kept == offset_span(clock.zone, winter)
    # A later moment of the same winter: the kept span, not a new walk over the calendar.
    assert clock.offset_span(winter + dt.timedelta(days=60)) is kept
    assert clock.offset_span(kept.until - dt.timedelta(microseconds=1)) is kept
    # From the change on, summer's span, found afresh.
    summer = clock.offset_span(kept.until)
    assert summer == offset_span(clock.zone, kept.until)
    assert summer.since == kept.until
    assert summer.seconds == kept.seconds + 3600
