"""The demo dispatcher assigns a courier of the order's zone when a delivery order moves to processing (a
take-away order gets none); order answers name the courier (`delivery_man`), and the customer may then
open the courier's thread, where the demo courier answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.conversations.chatter import Chatter
from tests.api.conversations.conftest import SECRET
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.waiting import until

pytestmark = pytest.mark.anyio


async def test_a_delivery_order_gets_a_courier_of_its_zone_when_it_moves_to_processing(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine, tmp_path: Path
) -> None:
    settings = make_settings(
        chat_settings.database_url, tmp_path, secret_key=SECRET, demo_dispatch_seconds=1, demo_reply_seconds=0
    )
    async with running_app(settings) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        order_id = await customer.placed()
        take_away = await customer.placed(order_type="take_away")
        placed = (await customer.track(order_id)).json()
        assert placed["delivery_man"] is None  # present, and null until assigned

        async def assigned() -> dict[str, Any] | None:
            found: dict[str, Any] = (await customer.track(order_id)).json()
            return found if found["delivery_man"] is not None else None

        tracked = await until(assigned, timeout=30)
        assert tracked["delivery_man"] == {"id": ids["courier"], "name": "Sam Rider", "image_full_url": None}
        steps = [s["status"] for s in tracked["status_history"]]
        assert "processing" in steps
        listed = (await customer.orders(limit=10, offset=1)).json()["orders"]
        assert [o["delivery_man"]["id"] for o in listed if o["id"] == order_id] == [ids["courier"]]
        # The take-away order went through processing too, and no courier was assigned to it.
        await until(lambda: _status(customer, take_away, "handover"), timeout=30)
        assert (await customer.track(take_away)).json()["delivery_man"] is None
        courier = await customer.opened("courier", order_id=order_id)
        assert courier["peer"]["name"] == "Sam Rider"
        assert courier["can_write"] is True
        # A demo order's courier answers through the demo responder.
        await customer.send(courier["id"], "Please ring twice")

        async def replied() -> list[str]:
            messages = (await customer.details(courier["id"])).json()["messages"]
            return [m["body"] for m in messages if m["sender"] == "courier"]

        assert (await until(replied))[0].startswith(("Hi!", "Got it", "Okay!"))


async def _status(customer: Chatter, order_id: int, status: str) -> bool:
    history = (await customer.track(order_id)).json()["status_history"]
    return status in [s["status"] for s in history]
