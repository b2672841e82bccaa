"""Delivering an order hands its credits over to the background work (SQLite and PostgreSQL): the demo
dispatcher moves an order to delivered and the points arrive by themselves; with the queue down the order is
delivered all the same, and the sweep credits it later, once."""

from __future__ import annotations

from pathlib import Path

from dishka import AsyncContainer, Provider, Scope, provide
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.container import make_container
from adapters.db.tables import OrderRow
from adapters.jobs.work.credit_sweep import credit_sweep
from adapters.settings import Settings
from core.background import Argument, BackgroundWork
from core.errors import Unavailable
from core.orders.service import OrderService
from core.verticals import load_registry
from tests.api.rewards.conftest import SECRET, NewEarner
from tests.api.rewards.earner import Earner, entries_of
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.waiting import until


async def test_the_dispatcher_delivers_and_the_points_arrive(
    rewards_settings: Settings, ids: dict[str, int], engine: AsyncEngine, tmp_path: Path
) -> None:
    settings = make_settings(
        rewards_settings.database_url,
        tmp_path,
        secret_key=rewards_settings.secret_key,
        demo_dispatch_seconds=1,
    )
    async with running_app(settings) as client:
        ada = await Earner.new(client, engine, SECRET, ids)
        order_id, amount = await ada.ordered()

        async def earned() -> list[tuple[str, str, float]]:
            return await ada.entries("points")

        assert await until(earned, timeout=30) == [("order_earned", f"order:{order_id}", amount * 5 // 100)]
        assert (await ada.track(order_id)).json()["order_status"] == "delivered"


class QueueDown:
    """Background work whose queue does not answer (Redis down)."""

    async def enqueue(self, job: str, **arguments: Argument) -> None:
        raise Unavailable("background_work", "The work could not be queued now; try again.")


class NoQueue(Provider):
    @provide(scope=Scope.APP)
    def background(self) -> BackgroundWork:
        return QueueDown()


async def test_with_the_queue_down_the_order_is_delivered_and_the_sweep_credits_it(
    rewards_settings: Settings, new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer
) -> None:
    ada = await new_customer()
    order_id, amount = await ada.ordered()
    async with engine.begin() as connection:  # placed as a demo order, so the dispatcher moves it
        await connection.execute(update(OrderRow).where(OrderRow.id == order_id).values(demo=True))
    down = make_container(rewards_settings, load_registry(rewards_settings.verticals), NoQueue())
    try:
        dispatcher = await down.get(OrderService)
        for _ in range(5):
            await dispatcher.dispatch(0)
    finally:
        await down.close()
    assert (await ada.track(order_id)).json()["order_status"] == "delivered"
    assert await entries_of(engine, f"order:{order_id}") == []
    assert await credit_sweep(jobs) >= 1
    await credit_sweep(jobs)
    assert await ada.entries("points") == [("order_earned", f"order:{order_id}", amount * 5 // 100)]
    assert len(await entries_of(engine, f"order:{order_id}")) == 2  # the points and the cashback, once each
