"""schedule_at within the store's opening hours (tests/api/orders/market.py: the grocer opens around the
clock but on Sundays); an order for now at a store that takes no scheduled orders needs it open now."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import StoreSchedule
from tests.api.orders.conftest import NewShopper
from tests.api.orders.market import all_day, upcoming
from tests.api.orders.shopper import error, orders_in_database

pytestmark = pytest.mark.anyio
CLOSED = "The store is closed at the chosen time."


async def test_a_time_outside_opening_hours_is_refused(new_customer: NewShopper, engine: AsyncEngine) -> None:
    shopper = await new_customer()
    await shopper.add("apple")
    sunday = upcoming(day=0, hour=10).isoformat()
    before = await orders_in_database(engine)
    assert error(await shopper.quote(schedule_at=sunday)) == (422, "schedule_at", CLOSED)
    assert error(await shopper.place(schedule_at=sunday)) == (422, "schedule_at", CLOSED)
    french = await shopper.place(schedule_at=sunday, language="fr")
    assert error(french) == (422, "schedule_at", "La boutique est fermée à l'heure choisie.")
    assert await orders_in_database(engine) == before
    monday = upcoming(day=1, hour=10)
    assert (await shopper.quote(schedule_at=monday.isoformat())).status_code == 200
    # The same moment written in UTC is the same time of the store's day.
    placed = await shopper.place(schedule_at=monday.astimezone(dt.UTC).isoformat())
    assert placed.status_code == 200, placed.text


async def test_buy_now_is_scheduled_the_same_way(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    line = shopper.line("pear", 1)
    sunday = upcoming(day=0, hour=23).isoformat()
    assert error(await shopper.place(item=line, schedule_at=sunday)) == (422, "schedule_at", CLOSED)
    saturday_night = upcoming(day=6, hour=23).isoformat()
    assert (await shopper.place(item=line, schedule_at=saturday_night)).status_code == 200


async def test_a_store_without_scheduling_must_be_open_now(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    shopper = await new_customer()
    milk = shopper.line("milk", 1)
    quoted = await shopper.quote(item=milk)  # the figures, with what refuses the order now
    assert quoted.status_code == 200, quoted.text
    assert quoted.json()["refusals"] == [{"code": "schedule_at", "message": "The store is closed now."}]
    assert quoted.json()["subtotal"] == 1.5
    assert error(await shopper.place(item=milk)) == (422, "schedule_at", "The store is closed now.")
    french = await shopper.place(item=milk, language="fr")
    assert error(french) == (422, "schedule_at", "La boutique est fermée en ce moment.")
    later = upcoming(day=1, hour=10).isoformat()
    refused = await shopper.place(item=milk, schedule_at=later)
    assert error(refused) == (422, "schedule_at", "This store does not take scheduled orders.")
    async with engine.begin() as connection:
        await connection.execute(
            StoreSchedule.__table__.insert(),
            [
                {
                    "store_id": s.store_id,
                    "day": s.day,
                    "opening_time": s.opening_time,
                    "closing_time": s.closing_time,
                }
                for s in all_day(ids["corner"])
            ],
        )
    try:
        assert (await shopper.quote(item=milk)).json()["refusals"] == []
        answer = await shopper.place(item=milk)
        assert answer.status_code == 200, answer.text
    finally:
        async with engine.begin() as connection:
            await connection.execute(delete(StoreSchedule).where(StoreSchedule.store_id == ids["corner"]))
