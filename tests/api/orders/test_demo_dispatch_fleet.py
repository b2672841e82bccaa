"""The demo dispatcher on the fleet's queue: with REDIS_URL the server process runs no schedule itself, and two
workers share the dispatcher's ticks, so each tick runs once and each demo order moves one step at most per
tick, only inside a worker's run, up to delivered."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path
from typing import Any

import structlog
from dishka import AsyncContainer
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import OrderRow
from adapters.jobs.work import demo_dispatch
from adapters.settings import Settings
from tests.api.jobs import REDIS_URL, needs_redis, own_queue, workers
from tests.api.orders.shopper import OrderShopper
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.waiting import until

STEPS = ["pending", "confirmed", "processing", "handover", "picked_up", "delivered"]


async def _statuses(engine: AsyncEngine, order_ids: list[int]) -> dict[int, str]:
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(OrderRow.id, OrderRow.order_status).where(OrderRow.id.in_(order_ids))
        )
        return {order_id: status for order_id, status in rows}


@needs_redis
async def test_two_workers_run_each_dispatcher_tick_once_and_move_each_demo_order_one_step_at_a_time(
    order_settings: Settings, ids: dict[str, int], tmp_path: Path, engine: AsyncEngine
) -> None:
    settings = make_settings(
        order_settings.database_url,
        tmp_path,
        secret_key=order_settings.secret_key,
        demo_dispatch_seconds=1,
        redis_url=REDIS_URL,
        jobs_queue=own_queue(),
    )
    order_ids: list[int] = []
    runs: list[dict[str, Any]] = []  # each run of the dispatcher: its tick, attempt, and our orders around it

    async def observed(container: AsyncContainer) -> object:
        before = await _statuses(engine, order_ids)
        done = await demo_dispatch.JOB.run(container)
        after = await _statuses(engine, order_ids)
        runs.append({**structlog.contextvars.get_contextvars(), "before": before, "after": after})
        return done

    dispatcher = dataclasses.replace(demo_dispatch.JOB, run=observed)
    async with running_app(settings) as client:  # the server: with REDIS_URL it runs no schedule itself
        for _ in range(3):
            order_ids.append(await (await OrderShopper.guest(client, ids)).placed())
        async with workers(settings, [dispatcher], count=2):
            # Delivered by a run that is over (the one running when the workers stop goes back on the queue).
            async def delivered() -> bool:
                return bool(runs) and set(runs[-1]["after"].values()) == {"delivered"}

            await until(delivered, timeout=60)

    # Each tick ran once, on one worker or the other (a retry would run the same tick again: none here).
    ticks = [run["tick"] for run in runs]
    assert len(ticks) == len(set(ticks)), ticks
    assert {run["attempt"] for run in runs} == {1}
    # Nothing moved between two runs (the server moves nothing), and no order moved more than one step in a
    # run: each order went through every status, one run at a time.
    assert runs[0]["before"] == dict.fromkeys(order_ids, "pending")
    for previous, run in itertools.pairwise(runs):
        assert run["before"] == previous["after"]
    steps = {order_id: 0 for order_id in order_ids}
    for run in runs:
        for order_id in order_ids:
            step = STEPS.index(run["after"][order_id]) - STEPS.index(run["before"][order_id])
            assert step in (0, 1), run
            steps[order_id] += step
    assert steps == dict.fromkeys(order_ids, len(STEPS) - 1)
