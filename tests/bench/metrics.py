"""What one load run measured: req/s and latency from wrk, CPU time per request from /proc.

CPU time is counted three ways: the server's processes, the database server's backends serving it (on
PostgreSQL), and everything else on the machine. The last shows whether other work disturbed a run.
"""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Callable
from pathlib import Path

import msgspec

from tests.bench.load import WrkOutput

PROC = Path("/proc")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


class Measurement(msgspec.Struct, frozen=True):
    """One endpoint under load on one server; CPU figures in milliseconds per request."""

    requests: int
    errors: int
    rps: float
    p50_ms: float
    p99_ms: float
    cpu_ms_per_request: float
    database_cpu_ms_per_request: float
    background_cpu_share: float  # of the whole machine, used by neither server, database nor wrk


def _stat_fields(pid: int) -> list[str] | None:
    try:
        raw = (PROC / str(pid) / "stat").read_text()
    except OSError:  # the process ended between listing and reading
        return None
    # The command name sits in parentheses and may hold spaces; the fields after it are plain.
    return raw[raw.rindex(")") + 2 :].split()


def process_tree(root: int) -> list[int]:
    """`root` and every process below it (Granian runs its workers as child processes)."""
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (fields := _stat_fields(int(entry.name))) is not None:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def cpu_seconds(pids: list[int]) -> float:
    """User plus system CPU time the processes `pids` have used so far (fields utime and stime)."""
    total = 0
    for pid in pids:
        fields = _stat_fields(pid)
        if fields is not None:
            total += int(fields[11]) + int(fields[12])  # utime, stime: fields 14 and 15 of stat(5)
    return total / CLOCK_TICKS


def _machine_seconds() -> tuple[float, float]:
    # /proc/stat's first line: user nice system idle iowait irq softirq steal, in ticks, over all CPUs.
    ticks = [int(v) for v in (PROC / "stat").read_text().split("\n", 1)[0].split()[1:9]]
    busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
    return busy / CLOCK_TICKS, sum(ticks) / CLOCK_TICKS


def _children_seconds() -> float:
    # wrk runs as our child; its CPU time joins ours once it has been waited for.
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def wait_for_quiet(limit: float, share: float = 0.10, sample: float = 1.0) -> float:
    """Wait up to `limit` s for a second in which the machine is at most `share` busy; return the wait."""
    # Other work on the machine (builds, test runs) takes CPU from the server and from wrk alike and
    # stretches the tails; a short wait before each run keeps passing bursts out of the figures.
    started = time.monotonic()
    while True:
        busy, elapsed = _machine_seconds()
        time.sleep(sample)
        busy_after, elapsed_after = _machine_seconds()
        waited = time.monotonic() - started
        if (busy_after - busy) / max(elapsed_after - elapsed, 1e-9) <= share or waited >= limit:
            return waited


def measure(server_pid: int, run: Callable[[], WrkOutput], database_pids: list[int]) -> Measurement:
    """Run the load once and combine wrk's figures with the CPU time used over that run."""
    pids = process_tree(server_pid)
    server, database, load = cpu_seconds(pids), cpu_seconds(database_pids), _children_seconds()
    busy, elapsed = _machine_seconds()
    out = run()
    server, database = cpu_seconds(pids) - server, cpu_seconds(database_pids) - database
    load = _children_seconds() - load
    busy_after, elapsed_after = _machine_seconds()
    other = max(0.0, (busy_after - busy) - server - database - load)
    per_request = 1000 / out.requests if out.requests else 0.0
    return Measurement(
        requests=out.requests,
        errors=out.errors,
        rps=round(out.requests / (out.duration_us / 1e6), 1),
        p50_ms=round(out.p50_us / 1000, 2),
        p99_ms=round(out.p99_us / 1000, 2),
        cpu_ms_per_request=round(server * per_request, 3),
        database_cpu_ms_per_request=round(database * per_request, 3),
        background_cpu_share=round(other / max(elapsed_after - elapsed, 1e-9), 3),
    )
