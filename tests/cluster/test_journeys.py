"""The storefront's browser journeys across a fleet (`make cluster-test`): the built storefront in the system
Chromium, through HAProxy, against three API nodes that reach PostgreSQL through PgBouncer in transaction
mode, with the worker, Redis and SeaweedFS of tests/cluster/fleet.py. The same journeys `make e2e` runs on
one process and SQLite pass here unchanged: a guest's checkout, tracking and cancelling, a customer's order
and account, saved addresses, a prescription image (a private file in the bucket) and a rental trip (a
vertical's own tables), each request landing on whichever node HAProxy picks.

Needs the storefront built (`make build`, which `make test` runs before `.ci/run` runs this).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cluster.fleet import Fleet, missing_tools, running_fleet
from tests.cluster.processes import ROOT, tail

JOURNEYS = [
    "orders.spec.ts",
    "accounts.spec.ts",
    "places.spec.ts",
    "prescription-order.spec.ts",
    "rental-trip.spec.ts",
]
PLAYWRIGHT = ["npx", "playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list",
              "--output", "test-results/cluster-journeys"]  # fmt: skip
RUN_WITHIN = 900  # seconds for all of them (some three minutes on two cores)


@pytest.fixture(scope="module")
def pooled_fleet() -> Iterator[Fleet]:
    missing = missing_tools() + ([] if shutil.which("npx") else ["npx"])
    if missing:
        reason = f"{', '.join(missing)} not installed (.ci/run installs them)"
        if os.environ.get("CI"):  # where .ci/run has installed them, a skip would hide a broken set-up
            pytest.fail(reason)
        pytest.skip(reason)
    if not (ROOT / "web" / "dist" / "index.html").exists():
        pytest.fail("the storefront is not built: run `make build` first")
    # The journeys follow orders at the pace a shopper sees without the demo dispatcher moving them. A line of
    # requests that has just formed on a node waits OVERLOAD_BURST_WAIT_MS (0.5 s by default) before the load
    # shedder refuses the rest: the 503s this test once met (the cart, placing an order, the address book)
    # came from open inbox streams holding every slot (fixed: they take none, see the shedding middleware),
    # and on two cores running three nodes, the databases and the browser, a page's burst of calls may still
    # wait longer than that. Here the journeys measure correctness across the fleet; the refusals under
    # overload are measured by tests/bench/overload.py and the restarts' scenarios.
    patient = {"DEMO_DISPATCH_SECONDS": "0", "OVERLOAD_BURST_WAIT_MS": "10000"}
    with running_fleet(pooled=True, overrides=patient) as fleet:
        yield fleet


def test_the_journeys_pass_across_the_fleet_through_pgbouncer(pooled_fleet: Fleet, tmp_path: Path) -> None:
    assert pooled_fleet.settings()["DATABASE_POOLER"] == "transaction"
    log = tmp_path / "journeys.log"
    with log.open("wb") as output:
        done = subprocess.run(
            [*PLAYWRIGHT, *JOURNEYS],
            cwd=ROOT,
            env={**os.environ, "E2E_BASE_URL": pooled_fleet.url, "CI": "1"},
            stdout=output,
            stderr=subprocess.STDOUT,
            timeout=RUN_WITHIN,
        )
    assert done.returncode == 0, tail(log, 120)
    # Every node took part, and none answered a server error.
    for node in pooled_fleet.nodes:
        statuses = _statuses(node.log)
        assert len(statuses) > 100, (node.name, len(statuses))
        assert [status for status in statuses if status >= 500] == [], node.name


def _statuses(log: Path) -> list[int]:
    """The status of every request a node's access lines (JSON, one a line) record."""
    found = []
    for line in log.read_text(errors="replace").splitlines():
        with contextlib.suppress(ValueError):
            entry = json.loads(line)
            if isinstance(entry, dict) and entry.get("event") == "request":
                found.append(int(entry["status"]))
    return found
