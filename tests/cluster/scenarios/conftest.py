"""The fleet of deploy/ on loopback (`make cluster-test`): three API nodes behind HAProxy, one worker, a
PostgreSQL primary and replica, Redis and SeaweedFS (tests/cluster/fleet.py starts them once for every file of
this folder, and stops them once its last test has run).

Through the load balancer, or through one node where a scenario needs a given one:
- a customer signed in on one node keeps working on the others, and signing out ends it on all of them;
- a guest's cart follows the guest from node to node, and into the account it signs in to;
- a photo uploaded through one node is served by every node;
- orders placed through one node are followed live on another, and the demo dispatcher (in the worker) moves
  each one status at a time, once per step (test_across_nodes.py);
- the throughput with one, two and three nodes in rotation (written to tests/cluster/results.md;
  test_figures.py);
- a node killed with SIGKILL under a steady mixed load is taken out, only its requests in flight fail, no
  acknowledged write is lost, and it rejoins once started again (test_killed_node.py);
- Redis, then PostgreSQL, restarted under the same load: the nodes recover by themselves, what fails is 503
  with Retry-After (never 500), and no acknowledged write is lost (test_restarts.py).

The files run in this order, their names' (pytest's): the restarts last, once the figures and the kill have
run on a fleet nothing has restarted yet. Every wait is for a condition, with a deadline; every load is bounded
in time.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bench import keys
from tests.bench.load import Request
from tests.cluster.fleet import Fleet, missing_tools, running_fleet

RESULTS = Path(__file__).parents[1] / "results.md"


@pytest.fixture(scope="package")
def fleet() -> Iterator[Fleet]:
    missing = missing_tools()
    if missing:
        reason = f"{', '.join(missing)} not installed (.ci/run installs them)"
        if os.environ.get("CI"):  # where .ci/run has installed them, a skip would hide a broken set-up
            pytest.fail(reason)
        pytest.skip(reason)
    with running_fleet() as running:
        yield running


@pytest.fixture(scope="package")
def reads(fleet: Fleet) -> list[Request]:
    """The catalogue reads of the mixed load, drawn from the demo as the benchmarks draw them."""
    catalogue = keys.read_catalogue(fleet.database_url())
    names = ("config", "items/details", "items/latest", "stores/popular")
    found = [request for name in names for request in keys.requests(name, catalogue)]
    random.Random(26).shuffle(found)
    return found


@pytest.fixture(scope="package")
def report() -> Iterator[dict[str, str]]:
    """Sections of tests/cluster/results.md, written once every scenario that measures has filled its own."""
    sections: dict[str, str] = {}
    yield sections
    if {"figures", "kill", "restarts"} <= set(sections):
        RESULTS.write_text("\n".join([sections["figures"], sections["kill"], sections["restarts"]]))
