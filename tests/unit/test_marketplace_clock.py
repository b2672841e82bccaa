"""The marketplace's clock reads its own time zone, never the machine's (core/clock.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from adapters.settings import load_settings
from core.clock import MarketplaceClock, UnknownTimeZone
from core.configuration.service import ConfigService


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
    class Nothing:
        async def all(self) -> dict[str, object]:
            return {}

        def base_url(self, kind: str) -> str:
            return f"/media/{kind}"

        def full_url(self, path: str) -> str:
            return f"/media/{path}"

    service = ConfigService(Nothing(), Nothing(), clock=MarketplaceClock("Asia/Tokyo"))  # type: ignore[arg-type]
    answer = service.time()
    assert answer.time_zone == "Asia/Tokyo"
    assert answer.now.utcoffset() == dt.timedelta(hours=9)
    assert answer.now.microsecond == 0
