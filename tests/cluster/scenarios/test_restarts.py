"""Redis, then PostgreSQL, restarted under the steady mixed load: the nodes recover by themselves, what fails
is 503 with Retry-After (never 500), no acknowledged write is lost, and the worker moves orders on again (its
section of tests/cluster/results.md). Last of the fleet's scenarios: the others run on a fleet nothing has
restarted.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

from tests.api.visitor import new_guest_id
from tests.bench.load import Request
from tests.cluster import answers, load
from tests.cluster.answers import Tally
from tests.cluster.fleet import Fleet
from tests.cluster.scenarios.shopping import (
    STEADY_CONNECTIONS,
    STEADY_RATE,
    STEPS,
    clients,
    followed,
    the_mix,
)
from tests.waiting import until


async def ready(node_url: str) -> dict[str, Any]:
    """A node's own readiness answer (an empty dict when it does not answer)."""
    async with httpx.AsyncClient(timeout=5) as client:
        try:
            return (await client.get(f"{node_url}/health/ready")).json()  # type: ignore[no-any-return]
        except (httpx.HTTPError, ValueError):
            return {}


async def test_redis_then_postgresql_restarted_under_load_the_fleet_recovers_by_itself(
    fleet: Fleet, reads: list[Request], report: dict[str, str]
) -> None:
    balancer = fleet.balancer
    assert balancer is not None
    nodes = fleet.nodes
    all_up = {node.name: "UP" for node in nodes}
    mix = await the_mix(fleet, reads)
    tally = Tally()

    async def every_node(part: str, answers: bool) -> bool:
        return all([(await ready(node.url)).get(part) is answers for node in nodes])

    async def recovered() -> bool:
        return (
            await every_node("database", True)
            and await every_node("redis", True)
            and balancer.states() == all_up
        )

    async with load.steady(balancer.port, mix, STEADY_CONNECTIONS, STEADY_RATE, tally):
        start = time.monotonic()
        await load.until_answered(tally, start, int(STEADY_RATE * 2))
        redis_down = time.monotonic()
        await asyncio.to_thread(fleet.redis.stop)
        # Down until the load balancer has taken every node out (each says Redis does not answer).
        await asyncio.to_thread(balancer.wait_states, {node.name: "DOWN" for node in nodes}, 15)
        assert await every_node("redis", False)
        await asyncio.to_thread(fleet.redis.start)
        await until(recovered, 60, lambda: "every node back after Redis", pause=0.1)
        redis_back = time.monotonic()
        await load.until_answered(tally, redis_back, int(STEADY_RATE * 2))
        postgres_down = time.monotonic()
        await asyncio.to_thread(fleet.postgres.stop_primary)
        # Down until the load balancer has taken every node out: it answers for them meanwhile.
        await asyncio.to_thread(balancer.wait_states, {node.name: "DOWN" for node in nodes}, 15)
        await asyncio.to_thread(fleet.postgres.primary.start)
        await until(recovered, 60, lambda: "every node back after PostgreSQL", pause=0.1)
        postgres_back = time.monotonic()
        await load.until_answered(tally, postgres_back, int(STEADY_RATE * 2))
    kept = await answers.kept(fleet.database_url(), tally)
    # The worker recovered too: an order placed now is moved on by its dispatcher.
    async with clients(fleet) as (balanced, _):
        guest_id = await new_guest_id(balanced)
        item_id, module = mix_item = (await load.food_items(fleet.database_url()))[0][0]
        body = {**load.TAKE_AWAY, "guest_id": guest_id, "item": {"item_id": item_id, "quantity": 1}}
        placed = await balanced.post(load.PLACE, json=body, headers={"moduleId": str(module)})
        assert placed.status_code == 200, placed.text
        moved = await asyncio.wait_for(
            followed(balanced, guest_id, placed.json()["order_id"], mix_item[1]), 60
        )
    assert moved == STEPS
    statuses = tally.statuses()
    during = {
        "Redis": tally.statuses(tally.between(redis_down, redis_back)),
        "PostgreSQL": tally.statuses(tally.between(postgres_down, postgres_back)),
    }
    without_retry_after = [a for a in tally.answers if a.status == 503 and not a.retry_after]
    report["restarts"] = "\n".join(
        [
            "## Redis, then PostgreSQL, restarted under load",
            "",
            f"The same steady load of {STEADY_RATE:.0f} requests/s. Redis killed, and started again once HAProxy had "
            f"taken every node out (not ready: Redis does not answer): every node back in rotation "
            f"{redis_back - redis_down:.1f} s after the kill. Then the PostgreSQL primary stopped (`pg_ctl stop -m fast`) "
            "until HAProxy had taken every node out, and started: every node back in rotation "
            f"{postgres_back - postgres_down:.1f} s after the stop.",
            "",
            *(f"- answers while {part} was restarting: {counts}" for part, counts in during.items()),
            f"- every answer of the run: {statuses}; 503 without Retry-After: {len(without_retry_after)}",
            f"- acknowledged writes: {kept.adds_acknowledged} cart adds and {kept.orders_acknowledged} orders, "
            f"{kept.adds_missing + kept.orders_missing} missing afterwards",
            "",
        ]
    )
    print(report["restarts"])
    assert set(statuses) <= {200, 503}, statuses
    assert not without_retry_after, len(without_retry_after)
    # The load balancer answered for the nodes it had taken out, as they would have.
    assert all(503 in counts for counts in during.values()), during
    assert (kept.adds_missing, kept.orders_missing) == (0, 0), kept
