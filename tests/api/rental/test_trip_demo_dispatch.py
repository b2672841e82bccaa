"""The demo dispatcher moves demo trips (booked while DEMO_DISPATCH_SECONDS is above 0) through their
statuses, through the rental vertical's `demo_dispatch` hook, and never a trip booked while it was off."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.settings import Settings
from tests.api.machine_clock import machine_time_zone
from tests.api.rental.traveller import Traveller, Vehicle, pickup_in, trip_body
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.waiting import until

pytestmark = pytest.mark.anyio


async def booked(traveller: Traveller, vehicle: Vehicle, pickup_time: str | None = None) -> int:
    """A booked trip of `vehicle`, picked up at `pickup_time` (by default tomorrow)."""
    body = trip_body(vehicle) if pickup_time is None else trip_body(vehicle, pickup_time=pickup_time)
    assert (await traveller.add(body)).status_code == 200
    placed = await traveller.place()
    assert placed.status_code == 200, placed.text
    trip_id: int = placed.json()["trip_id"]
    return trip_id


async def trip_until(traveller: Traveller, trip_id: int, status: str) -> dict[str, Any]:
    """The trip once it reached `status` (the dispatcher moves it in the background)."""

    async def reached() -> dict[str, Any] | None:
        answer = await traveller.trip(trip_id)
        assert answer.status_code == 200, answer.text
        trip: dict[str, Any] = answer.json()
        return trip if trip["trip_status"] == status else None

    return await until(reached, 30)


async def test_the_demo_dispatcher_moves_a_demo_trip_to_completed(
    client: AsyncTestClient,  # type: ignore[type-arg]
    settings: Settings,
    providers: list[list[Vehicle]],
    tmp_path: Path,
) -> None:
    real = await Traveller.guest(client)  # booked while the dispatcher is off: never moved by it
    real_trip = await booked(real, providers[0][0])
    demo_settings = make_settings(settings.database_url, tmp_path, demo_dispatch_seconds=1)
    async with running_app(demo_settings) as running:
        guest = await Traveller.guest(running)
        trip_id = await booked(guest, providers[0][0], pickup_in(0))  # picked up now: the trip runs at once
        trip = await asyncio.wait_for(trip_until(guest, trip_id, "completed"), 30)
        steps = [step["status"] for step in trip["status_history"]]
        assert steps == ["pending", "confirmed", "ongoing", "completed"]
        assert (await guest.cancel(trip_id)).status_code == 409  # a completed trip is not moved further
    assert (await real.trip(real_trip)).json()["trip_status"] == "pending"


async def test_the_demo_dispatcher_starts_a_trip_at_its_pickup_time_not_before(
    settings: Settings,
    providers: list[list[Vehicle]],
    tmp_path: Path,
) -> None:
    # The machine's clock is Tokyo's, the marketplace Paris's: the pickup is a moment, whatever the zones.
    demo_settings = make_settings(settings.database_url, tmp_path, demo_dispatch_seconds=1)
    with machine_time_zone("Asia/Tokyo"):
        async with running_app(demo_settings) as running:
            guest = await Traveller.guest(running)
            later = await booked(guest, providers[0][0], pickup_in(1))  # the storefront's default pickup
            other = await Traveller.guest(running)
            now = await booked(other, providers[0][0], pickup_in(0))
            # The trip picked up now has been through every step, so the dispatcher has looked at the later
            # trip as often: it is confirmed, and waits for its pickup time to start.
            await asyncio.wait_for(trip_until(other, now, "completed"), 30)
            trip = (await guest.trip(later)).json()
            assert trip["trip_status"] == "confirmed"
            assert [step["status"] for step in trip["status_history"]] == ["pending", "confirmed"]
