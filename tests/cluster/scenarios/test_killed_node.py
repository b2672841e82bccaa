"""A node killed with SIGKILL under a steady mixed load is taken out, only its requests in flight fail, no
acknowledged write is lost, and it rejoins once started again (its section of tests/cluster/results.md).
"""

from __future__ import annotations

import asyncio
import time

from tests.bench.load import Request
from tests.cluster import answers, load
from tests.cluster.answers import Tally
from tests.cluster.fleet import Fleet
from tests.cluster.scenarios.shopping import STEADY_CONNECTIONS, STEADY_RATE, the_mix


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
    kept = await answers.kept(fleet.database_url(), tally)
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
