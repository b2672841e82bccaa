"""The demo dispatcher moves demo parcels (placed while DEMO_DISPATCH_SECONDS is above 0) through their
statuses, through the parcel vertical's `demo_dispatch` hook, and never a parcel placed while it was off."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.settings import Settings
from tests.api.parcel.sender import Sender, parcel_body, track
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.waiting import until

pytestmark = pytest.mark.anyio


async def tracked_until(client: Any, code: str, status: str) -> dict[str, Any]:
    """The parcel as tracking shows it once it reached `status` (the dispatcher moves it in the background)."""

    async def reached() -> dict[str, Any] | None:
        answer = await track(client, code, "0698765432")
        assert answer.status_code == 200, answer.text
        parcel: dict[str, Any] = answer.json()
        return parcel if parcel["status"] == status else None

    return await until(reached, 30)


async def test_the_demo_dispatcher_moves_a_demo_parcel_to_delivered(
    client: AsyncTestClient,  # type: ignore[type-arg]
    settings: Settings,
    categories: list[dict[str, Any]],
    tmp_path: Path,
) -> None:
    real = await Sender.guest(client)  # placed while the dispatcher is off: never moved by it
    placed = await real.place(parcel_body(categories[0]["id"]))
    assert placed.status_code == 200, placed.text
    real_code = placed.json()["tracking_code"]
    demo_settings = make_settings(settings.database_url, tmp_path, demo_dispatch_seconds=1)
    async with running_app(demo_settings) as running:
        guest = await Sender.guest(running)
        answer = await guest.place(parcel_body(categories[0]["id"]))
        assert answer.status_code == 200, answer.text
        parcel = await asyncio.wait_for(
            tracked_until(running, answer.json()["tracking_code"], "delivered"), 30
        )
        steps = [step["status"] for step in parcel["status_history"]]
        assert steps == ["pending", "confirmed", "picked_up", "delivered"]
        moments = [step["at"] for step in parcel["status_history"]]
        assert moments == sorted(moments)
        # A delivered parcel is not moved further, and a real parcel is never moved.
        assert (await guest.cancel(answer.json()["parcel_id"])).status_code == 409
        assert (await track(running, real_code, "0698765432")).json()["status"] == "pending"
    assert (await track(client, real_code, "0698765432")).json()["status"] == "pending"
