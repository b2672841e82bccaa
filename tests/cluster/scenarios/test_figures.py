"""The fleet's figures: the throughput of the mixed load with one, two and three nodes in rotation, written
to tests/cluster/results.md (with the kill's and the restarts' sections, by conftest.py's `report`).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import time
from typing import Any

from tests.bench.load import Request
from tests.cluster import answers, load
from tests.cluster.answers import Tally
from tests.cluster.fleet import Fleet
from tests.cluster.scenarios.shopping import the_mix

# The figures: flat out on this many connections through the load balancer, for this long per count of nodes.
FIGURE_CONNECTIONS, FIGURE_SECONDS, WARM_SECONDS, FIGURE_ROUNDS = 16, 6.0, 2.0, 2


def _row(nodes: int, tally: Tally, seconds: float, cpu: float) -> dict[str, Any]:
    good = tally.good()
    ordered = sorted(a.seconds for a in good)
    return {
        "nodes": nodes,
        "rps": round(len(good) / seconds),
        "p50": round(ordered[len(ordered) // 2] * 1000, 1),
        "p99": answers.p99_ms(good),
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
        f"Written by `make cluster-test` (tests/cluster/scenarios/) on {dt.date.today():%Y-%m-%d}, on a machine of "
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
