"""The fleet of deploy/ on loopback (`make cluster-test`): three API nodes behind HAProxy, one worker, a
PostgreSQL primary and replica, Redis and SeaweedFS (tests/cluster/fleet.py starts them once for the module).

Through the load balancer, or through one node where a scenario needs a given one:
- a customer signed in on one node keeps working on the others, and signing out ends it on all of them;
- a guest's cart follows the guest from node to node, and into the account it signs in to;
- a photo uploaded through one node is served by every node;
- orders placed through one node are followed live on another, and the demo dispatcher (in the worker) moves
  each one status at a time, once per step;
- the throughput with one, two and three nodes in rotation (written to tests/cluster/results.md);
- a node killed with SIGKILL under a steady mixed load is taken out, only its requests in flight fail, no
  acknowledged write is lost, and it rejoins once started again;
- Redis, then PostgreSQL, restarted under the same load: the nodes recover by themselves, what fails is 503
  with Retry-After (never 500), and no acknowledged write is lost.

Every wait is for a condition, with a deadline; every load is bounded in time.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import io
import itertools
import json
import os
import random
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from PIL import Image

from tests.api.account_holder import PASSWORD, AccountHolder
from tests.api.visitor import logged_in, new_guest_id
from tests.bench import keys
from tests.bench.load import Request
from tests.cluster import load
from tests.cluster.fleet import DISPATCH_SECONDS, Fleet, missing_tools, running_fleet
from tests.cluster.load import Mix, Shoppers, Tally

RESULTS = Path(__file__).with_name("results.md")
STEPS = ["pending", "confirmed", "processing", "handover", "picked_up", "delivered"]
CART = "/api/v1/customer/cart"
STREAM = "/api/v1/customer/order/stream"
CONTACT = load.TAKE_AWAY["contact_person_number"]
# The figures: flat out on this many connections through the load balancer, for this long per count of nodes.
FIGURE_CONNECTIONS, FIGURE_SECONDS, WARM_SECONDS, FIGURE_ROUNDS = 16, 6.0, 2.0, 2
# The failure scenarios: a steady load well under what the fleet serves flat out (some 700 requests a second).
STEADY_RATE, STEADY_CONNECTIONS = 150.0, 16
GUESTS = 24


@pytest.fixture(scope="module")
def fleet() -> Iterator[Fleet]:
    missing = missing_tools()
    if missing:
        reason = f"{', '.join(missing)} not installed (.ci/run installs them)"
        if os.environ.get("CI"):  # where .ci/run has installed them, a skip would hide a broken set-up
            pytest.fail(reason)
        pytest.skip(reason)
    with running_fleet() as running:
        yield running


@pytest.fixture(scope="module")
def reads(fleet: Fleet) -> list[Request]:
    """The catalogue reads of the mixed load, drawn from the demo as the benchmarks draw them."""
    catalogue = keys.read_catalogue(fleet.database_url())
    names = ("config", "items/details", "items/latest", "stores/popular")
    found = [request for name in names for request in keys.requests(name, catalogue)]
    random.Random(26).shuffle(found)
    return found


@pytest.fixture(scope="module")
def report() -> Iterator[dict[str, str]]:
    """Sections of tests/cluster/results.md, written once every scenario that measures has filled its own."""
    sections: dict[str, str] = {}
    yield sections
    if {"figures", "kill", "restarts"} <= set(sections):
        RESULTS.write_text("\n".join([sections["figures"], sections["kill"], sections["restarts"]]))


@contextlib.asynccontextmanager
async def clients(fleet: Fleet) -> AsyncIterator[tuple[httpx.AsyncClient, list[httpx.AsyncClient]]]:
    """A client of the load balancer, and one of each node."""
    async with contextlib.AsyncExitStack() as stack:
        urls = [fleet.url, *(node.url for node in fleet.nodes)]
        opened = [
            await stack.enter_async_context(httpx.AsyncClient(base_url=url, timeout=30)) for url in urls
        ]
        yield opened[0], opened[1:]


async def shoppers(fleet: Fleet, count: int = GUESTS) -> Shoppers:
    """`count` guests issued through the load balancer, and the items they add and buy."""
    async with httpx.AsyncClient(base_url=fleet.url, timeout=30) as client:
        guests = [await new_guest_id(client) for _ in range(count)]
    return Shoppers(guests, await load.food_items(fleet.database_url()))


async def the_mix(fleet: Fleet, reads: list[Request]) -> Mix:
    return Mix(reads, await shoppers(fleet))


def customer(client: httpx.AsyncClient, holder: AccountHolder) -> AccountHolder:
    """`holder`'s session, used through `client` (another node)."""
    return AccountHolder(client, holder.email, holder.phone, holder.token)


async def test_a_customer_signed_in_on_one_node_keeps_working_on_the_others(fleet: Fleet) -> None:
    async with clients(fleet) as (balanced, (one, two, three)):
        ada = customer(one, await AccountHolder.sign_up(balanced))
        assert (await ada.login()).status_code == 200  # signed in on node one
        for client in (two, three, balanced):
            info = await customer(client, ada).info()
            assert (info.status_code, info.json()["email"]) == (200, ada.email)
        assert (await customer(two, ada).update_profile(name="Ada King")).status_code == 200
        info = await customer(three, ada).info()
        assert (info.json()["f_name"], info.json()["l_name"]) == ("Ada", "King")
        # Signed out through one node: the session has ended on every node.
        assert (await customer(three, ada).logout()).status_code == 200
        for client in (one, two, balanced):
            assert (await customer(client, ada).info()).status_code == 401


async def test_a_guest_cart_follows_the_guest_from_node_to_node(fleet: Fleet) -> None:
    store = (await load.food_items(fleet.database_url()))[0]
    (first, module), (second, _) = store[0], store[1]
    headers = {"moduleId": str(module)}

    async def add(client: httpx.AsyncClient, guest_id: str, item_id: int, quantity: int) -> None:
        body = {"guest_id": guest_id, "item_id": item_id, "quantity": quantity}
        answer = await client.post(f"{CART}/add", json=body, headers=headers)
        assert answer.status_code == 200, answer.text

    async def held(client: httpx.AsyncClient, **owner: Any) -> dict[int, int]:
        answer = await client.get(
            f"{CART}/list", params=owner.get("params"), headers={**headers, **owner.get("auth", {})}
        )
        assert answer.status_code == 200, answer.text
        return {line["item_id"]: line["quantity"] for line in answer.json()}

    async with clients(fleet) as (balanced, (one, two, three)):
        guest_id = await new_guest_id(one)
        await add(two, guest_id, first, 1)
        await add(three, guest_id, second, 2)
        await add(balanced, guest_id, first, 1)
        for client in (one, two, three, balanced):
            assert await held(client, params={"guest_id": guest_id}) == {first: 2, second: 2}
        # Signing in on another node brings the guest's cart into the account, seen from every node.
        ada = await AccountHolder.sign_up(one)
        token = await logged_in(three, ada.email, PASSWORD, guest_id)
        for client in (one, two, balanced):
            assert await held(client, auth={"Authorization": f"Bearer {token}"}) == {first: 2, second: 2}


async def test_a_photo_uploaded_through_one_node_is_served_by_every_node(fleet: Fleet) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (48, 48), (30, 140, 90)).save(buffer, format="PNG")
    async with clients(fleet) as (balanced, (one, two, three)):
        ada = await AccountHolder.sign_up(balanced)
        uploaded = await customer(one, ada).update_profile(
            files={"image": ("me.png", buffer.getvalue(), "image/png")}
        )
        assert uploaded.status_code == 200, uploaded.text
        url = (await customer(two, ada).info()).json()["image_full_url"]
        assert url.startswith("/media/profile/")
        served = [await client.get(url) for client in (one, two, three, balanced)]
    assert [(s.status_code, s.headers["content-type"]) for s in served] == [(200, "image/png")] * 4
    assert len({s.content for s in served}) == 1
    assert Image.open(io.BytesIO(served[0].content)).size == (48, 48)


async def followed(client: httpx.AsyncClient, guest_id: str, order_id: int, module: int) -> list[str]:
    """The statuses a tracking page connected to `client`'s node is sent, until the order is delivered."""
    params: dict[str, str | int] = {"order_id": order_id, "guest_id": guest_id, "contact_number": CONTACT}
    seen: list[str] = []
    async with client.stream("GET", STREAM, params=params, headers={"moduleId": str(module)}) as answer:
        assert answer.status_code == 200
        event = ""
        async for line in answer.aiter_lines():
            if line.startswith("event: "):
                event = line.removeprefix("event: ")
            elif line.startswith("data: ") and event == "status":
                seen.append(json.loads(line.removeprefix("data: "))["status"])
    return seen


async def test_orders_placed_on_one_node_are_followed_live_on_another_and_move_one_step_at_a_time(
    fleet: Fleet,
) -> None:
    stores = await load.food_items(fleet.database_url())
    async with clients(fleet) as (balanced, nodes):
        guest_id = await new_guest_id(balanced)
        placed: list[tuple[int, int, int]] = []  # order id, module, the node that follows it
        for turn in range(6):
            item_id, module = stores[turn % len(stores)][0]
            body = {**load.TAKE_AWAY, "guest_id": guest_id, "item": {"item_id": item_id, "quantity": 1}}
            answer = await nodes[turn % 3].post(load.PLACE, json=body, headers={"moduleId": str(module)})
            assert answer.status_code == 200, answer.text
            placed.append((answer.json()["order_id"], module, (turn + 1) % 3))
        # Each tracking page connects to another node than the one the order was placed on: every change,
        # made by the worker's dispatcher, reaches it live, once, in order.
        following = [followed(nodes[node], guest_id, order_id, module) for order_id, module, node in placed]
        seen = await asyncio.wait_for(asyncio.gather(*following), timeout=DISPATCH_SECONDS * 6 * 4 + 30)
    assert seen == [STEPS] * len(placed)
    # The stored history: each status once, each step at least DISPATCH_SECONDS after the one before (a
    # double move, two nodes or two ticks moving one order at once, would skip a status or come early).
    connection = await asyncpg.connect(fleet.database_url().replace("+asyncpg", ""))
    try:
        rows = await connection.fetch(
            "SELECT order_id, status, at FROM order_status_history WHERE order_id = ANY($1) ORDER BY at, id",
            [order_id for order_id, _, _ in placed],
        )
    finally:
        await connection.close()
    for order_id, _, _ in placed:
        history = [(row["status"], row["at"]) for row in rows if row["order_id"] == order_id]
        assert [status for status, _ in history] == STEPS, history
        gaps = [(later - earlier).total_seconds() for (_, earlier), (_, later) in itertools.pairwise(history)]
        assert min(gaps) >= DISPATCH_SECONDS - 0.05, gaps


def _row(nodes: int, tally: Tally, seconds: float, cpu: float) -> dict[str, Any]:
    good = tally.good()
    ordered = sorted(a.seconds for a in good)
    return {
        "nodes": nodes,
        "rps": round(len(good) / seconds),
        "p50": round(ordered[len(ordered) // 2] * 1000, 1),
        "p99": load.p99_ms(good),
        "errors": len(tally.answers) - len(good),
        "cpu_ms": round(cpu * 1000 / max(1, len(tally.answers)), 2),
    }


def _table(rows: list[dict[str, Any]]) -> list[str]:
    return [
        "| API nodes | Requests/s | p50 ms | p99 ms | Errors | Node CPU ms per request |",
        "|---|---|---|---|---|---|",
        *(
            f"| {r['nodes']} | {r['rps']} | {r['p50']} | {r['p99']} | {r['errors']} | {r['cpu_ms']} |"
            for r in rows
        ),
    ]


async def test_the_throughput_with_one_two_and_three_nodes(
    fleet: Fleet, reads: list[Request], report: dict[str, str]
) -> None:
    balancer = fleet.balancer
    assert balancer is not None
    mix = await the_mix(fleet, reads)
    for node in fleet.nodes:  # every node's caches warm, so a node joining the rotation starts warm too
        await load.warm(node.port, reads)
    rounds: list[dict[str, Any]] = []
    try:
        for count in (1, 2, 3) * FIGURE_ROUNDS:
            wanted = {
                node.name: "UP" if number <= count else "MAINT" for number, node in enumerate(fleet.nodes, 1)
            }
            for name, state in wanted.items():
                balancer.set_state(name, "ready" if state == "UP" else "maint")
            await asyncio.to_thread(balancer.wait_states, wanted, 30)
            await load.drive(balancer.port, mix, WARM_SECONDS, FIGURE_CONNECTIONS, None, Tally())
            before = {name: int(row["stot"]) for name, row in balancer.servers().items()}
            cpu = sum(node.cpu_seconds() for node in fleet.nodes)
            tally = Tally()
            started = time.monotonic()
            await load.drive(balancer.port, mix, FIGURE_SECONDS, FIGURE_CONNECTIONS, None, tally)
            seconds = time.monotonic() - started
            rounds.append(_row(count, tally, seconds, sum(node.cpu_seconds() for node in fleet.nodes) - cpu))
            served = {name: int(row["stot"]) - before[name] for name, row in balancer.servers().items()}
            # Only the nodes in rotation served, and each of them did; every request was answered 200.
            assert {name for name, requests in served.items() if requests} == {
                n for n, s in wanted.items() if s == "UP"
            }
            assert tally.statuses().keys() == {200}, tally.statuses()
    finally:
        for node in fleet.nodes:
            balancer.set_state(node.name, "ready")
        await asyncio.to_thread(balancer.wait_states, {node.name: "UP" for node in fleet.nodes}, 30)
    best = [max((r for r in rounds if r["nodes"] == count), key=lambda r: r["rps"]) for count in (1, 2, 3)]
    lines = [
        "# The fleet's figures",
        "",
        f"Written by `make cluster-test` (tests/cluster/test_fleet.py) on {dt.date.today():%Y-%m-%d}, on a machine of "
        f"{os.cpu_count()} cores shared by every process of the fleet (PostgreSQL primary and replica, Redis, "
        "SeaweedFS, HAProxy, the worker), the load generator and whatever else ran there. The mixed load "
        "(tests/cluster/load.py: per twenty requests sixteen catalogue reads, three cart adds and one Buy Now order) "
        f"flat out on {FIGURE_CONNECTIONS} connections through HAProxy for {FIGURE_SECONDS:.0f} s, with one, two and "
        "three API nodes in rotation (`serve --workers 1` each, their caches warm; the others idle, out of rotation "
        f"through HAProxy's runtime API). Each count ran {FIGURE_ROUNDS} times in turn; the first table keeps its "
        "faster round (a slower one is another process taking the cores). Node CPU is what the API nodes' processes "
        "used, per request.",
        "",
        *_table(best),
        "",
        "Every round:",
        "",
        *_table(rounds),
        "",
    ]
    report["figures"] = "\n".join(lines)
    print(report["figures"])


async def ready(node_url: str) -> dict[str, Any]:
    """A node's own readiness answer (an empty dict when it does not answer)."""
    async with httpx.AsyncClient(timeout=5) as client:
        try:
            return (await client.get(f"{node_url}/health/ready")).json()  # type: ignore[no-any-return]
        except (httpx.HTTPError, ValueError):
            return {}


async def wait_until(check: Any, what: str, within: float) -> None:
    """Wait until the coroutine function `check` returns something truthy; fail naming `what` after
    `within` seconds."""
    ends = time.monotonic() + within
    while not await check():
        if time.monotonic() > ends:
            raise AssertionError(f"{what}: not within {within} s")
        await asyncio.sleep(0.1)  # a pause between two looks at the condition


async def test_a_node_killed_under_load_is_taken_out_and_rejoins_when_restarted(
    fleet: Fleet, reads: list[Request], report: dict[str, str]
) -> None:
    balancer = fleet.balancer
    assert balancer is not None
    victim = fleet.nodes[2]
    others = {node.name: "UP" for node in fleet.nodes if node is not victim}
    mix = await the_mix(fleet, reads)
    tally = Tally()
    async with load.steady(balancer.port, mix, STEADY_CONNECTIONS, STEADY_RATE, tally):
        start = time.monotonic()
        await load.until_answered(tally, start, int(STEADY_RATE * 3))  # three seconds of a steady load
        killed = time.monotonic()
        await asyncio.to_thread(victim.kill)
        await asyncio.to_thread(balancer.wait_states, {**others, victim.name: "DOWN"}, 10)
        taken_out = time.monotonic()
        await load.until_answered(tally, taken_out, int(STEADY_RATE * 3))  # three seconds on two nodes
        restarted = time.monotonic()
        await asyncio.to_thread(victim.start_and_wait)
        await asyncio.to_thread(balancer.wait_states, {**others, victim.name: "UP"}, 30)
        back = time.monotonic()
        served_before = int(balancer.servers()[victim.name]["stot"])
        await load.until_answered(tally, back, int(STEADY_RATE * 3))
        served_after = int(balancer.servers()[victim.name]["stot"])
    ended = time.monotonic()
    kept = await load.kept(fleet.database_url(), tally)
    failed = [a for a in tally.answers if not 200 <= a.status < 300]
    before = tally.good(tally.between(start, killed))
    outage = tally.between(killed, restarted)
    per_second = tally.per_second(killed, restarted)
    report["kill"] = "\n".join(
        [
            "## A node killed under load",
            "",
            f"A steady mixed load of {STEADY_RATE:.0f} requests/s through HAProxy; node 3 killed (SIGKILL to its process "
            f"group) {killed - start:.1f} s in. HAProxy took it out {taken_out - killed:.1f} s later; started again "
            f"{restarted - killed:.1f} s after the kill, it was back in rotation {back - restarted:.1f} s later and "
            f"served {served_after - served_before} requests in its first {ended - back:.1f} s back.",
            "",
            f"- goodput before the kill: {len(before) / (killed - start):.0f}/s; from the kill to the restart: "
            f"{len(tally.good(outage)) / (restarted - killed):.0f}/s (each second: {', '.join(map(str, per_second))})",
            f"- failed requests: {len(failed)} of {len(tally.answers)} ({tally.statuses(failed)}; 0: the connection "
            "closed without an answer), all of them in flight when the node died",
            f"- acknowledged writes: {kept.adds_acknowledged} cart adds and {kept.orders_acknowledged} orders, "
            f"{kept.adds_missing + kept.orders_missing} missing afterwards",
            "",
        ]
    )
    print(report["kill"])
    # Only the requests the node held when it died failed: each connection has one in flight at most.
    assert len(failed) <= STEADY_CONNECTIONS, tally.statuses(failed)
    in_flight = [a for a in failed if a.sent < taken_out and a.sent + a.seconds >= killed]
    assert in_flight == failed, [(a.sent - killed, a.seconds, a.status) for a in failed]
    assert 500 not in tally.statuses()
    # Goodput dropped by the node's share at most, and only while it held requests.
    assert len(tally.good(outage)) >= (2 / 3) * STEADY_RATE * (restarted - killed) * 0.9, per_second
    assert served_after > served_before, "the restarted node took no requests"
    assert (kept.adds_missing, kept.orders_missing) == (0, 0), kept


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
        await wait_until(recovered, "every node back after Redis", 60)
        redis_back = time.monotonic()
        await load.until_answered(tally, redis_back, int(STEADY_RATE * 2))
        postgres_down = time.monotonic()
        await asyncio.to_thread(fleet.postgres.stop_primary)
        # Down until the load balancer has taken every node out: it answers for them meanwhile.
        await asyncio.to_thread(balancer.wait_states, {node.name: "DOWN" for node in nodes}, 15)
        await asyncio.to_thread(fleet.postgres.primary.start)
        await wait_until(recovered, "every node back after PostgreSQL", 60)
        postgres_back = time.monotonic()
        await load.until_answered(tally, postgres_back, int(STEADY_RATE * 2))
    kept = await load.kept(fleet.database_url(), tally)
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
