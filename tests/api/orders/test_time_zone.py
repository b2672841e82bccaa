"""Opening hours, schedules and time slots are the marketplace's wall clock (MARKETPLACE_TIME_ZONE, by
default Europe/Paris), whatever time zone the server's machine runs in: here the test process runs in
Tokyo (eight hours ahead of Paris in winter, seven in summer), as a server on a machine set to another
zone would."""

from __future__ import annotations

import datetime as dt
import zoneinfo
from collections.abc import Iterator

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import StoreSchedule
from tests.api.machine_clock import machine_time_zone
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import error

pytestmark = pytest.mark.anyio
PARIS = zoneinfo.ZoneInfo("Europe/Paris")
CLOSED = "The store is closed at the chosen time."


@pytest.fixture
def server_in_tokyo() -> Iterator[None]:
    """The process (and so the server under test) on Tokyo's clock for the test."""
    with machine_time_zone("Asia/Tokyo"):
        yield


def next_paris(day: int, hour: int) -> dt.datetime:
    """The next `day` (0 Sunday), from tomorrow on, at `hour` o'clock in Paris."""
    moment = dt.datetime.now(PARIS).replace(hour=hour, minute=0, second=0, microsecond=0)
    ahead = (day - (moment.weekday() + 1) % 7) % 7 or 7
    return moment + dt.timedelta(days=ahead)  # wall-clock arithmetic: the hour stays 20:00 in Paris


def hours_around_now_in(zone: dt.tzinfo, store_id: int) -> list[StoreSchedule]:
    """One opening period from an hour before to an hour after now, as `zone`'s clock reads now."""
    now = dt.datetime.now(zone)
    opens, closes = now - dt.timedelta(hours=1), now + dt.timedelta(hours=1)
    return [
        StoreSchedule(
            store_id=store_id,
            day=(opens.weekday() + 1) % 7,  # a period past midnight belongs to the day it opens
            opening_time=opens.strftime("%H:%M:00"),
            closing_time=closes.strftime("%H:%M:00"),
        )
    ]


async def test_a_store_open_now_in_tokyo_only_is_closed_now(
    server_in_tokyo: None,
    new_guest: NewShopper,
    order_client: AsyncTestClient,  # type: ignore[type-arg]
    engine: AsyncEngine,
    ids: dict[str, int],
) -> None:
    periods = hours_around_now_in(zoneinfo.ZoneInfo("Asia/Tokyo"), ids["corner"])
    rows = [{c: getattr(p, c) for c in ("store_id", "day", "opening_time", "closing_time")} for p in periods]
    async with engine.begin() as connection:
        await connection.execute(StoreSchedule.__table__.insert(), rows)
    try:
        store = await order_client.get(
            f"/api/v1/stores/details/{ids['corner']}", headers={"moduleId": str(ids["module"])}
        )
        assert store.status_code == 200, store.text
        assert store.json()["open"] == 0  # Tokyo's hour is not Paris's
        shopper = await new_guest()
        quoted = await shopper.quote(item=shopper.line("milk", 1))
        assert quoted.json()["refusals"] == [{"code": "schedule_at", "message": "The store is closed now."}]
    finally:
        async with engine.begin() as connection:
            await connection.execute(delete(StoreSchedule).where(StoreSchedule.store_id == ids["corner"]))


async def test_a_slot_of_the_marketplace_s_day_is_taken(server_in_tokyo: None, new_guest: NewShopper) -> None:
    # The grocer opens around the clock but on Sundays, Paris time. Saturday 20:00 in Paris is Sunday
    # morning in Tokyo; Sunday 20:00 in Paris is Monday morning there.
    shopper = await new_guest()
    await shopper.add("apple")
    saturday_evening = next_paris(day=6, hour=20)
    quoted = await shopper.quote(schedule_at=saturday_evening.isoformat())
    assert quoted.status_code == 200, quoted.text
    assert quoted.json()["refusals"] == []
    sunday_evening = next_paris(day=0, hour=20).astimezone(dt.UTC).isoformat()
    assert error(await shopper.quote(schedule_at=sunday_evening)) == (422, "schedule_at", CLOSED)
    placed = await shopper.place(schedule_at=saturday_evening.astimezone(dt.UTC).isoformat())
    assert placed.status_code == 200, placed.text


async def test_the_answers_name_the_marketplace_s_time_zone_and_clock(
    server_in_tokyo: None,
    order_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    config = await order_client.get("/api/v1/config")
    assert config.json()["time_zone"] == "Europe/Paris"
    before = dt.datetime.now(dt.UTC).replace(microsecond=0)
    answer = await order_client.get("/api/v1/config/clock")
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    clock = answer.json()
    assert clock["time_zone"] == "Europe/Paris"
    now = dt.datetime.fromisoformat(clock["now"])
    assert now.utcoffset() == dt.datetime.now(PARIS).utcoffset()  # Paris's wall clock, not Tokyo's
    assert before <= now <= dt.datetime.now(dt.UTC)
