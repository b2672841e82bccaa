"""The soak of `make bench-overload` (overload.py): the mixed load at a steady rate on a fresh server and
database, watched throughout: each worker's RSS before, at its peak and after, the SQLite write-ahead log's
size, 5xx answers, the shedder's refusals from the workers' log, and acknowledged cart adds missing
afterwards."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import msgspec

from adapters.http.edge.shedding.refusals import REPORT_EVERY
from tests.bench import mixed
from tests.bench.databases import Database
from tests.bench.metrics import PROC, process_tree
from tests.bench.open_loop import open_loop, warm_up
from tests.bench.overload_report import Soak, print_level
from tests.bench.overload_server import REST, SERVER_NICENESS, server, server_log
from tests.bench.tally import level

MB = 1024 * 1024


def refusals(log: Path, since: int = 0) -> dict[str, int]:
    """The shedder's refusals by reason, summed over its once-a-second reports in a server's JSON log
    from byte `since` on."""
    found: dict[str, int] = {}
    with log.open("rb") as lines:
        lines.seek(since)
        text = lines.read().decode(errors="replace")
    for line in text.splitlines():
        try:
            entry = msgspec.json.decode(line)
        except msgspec.DecodeError:
            continue  # Granian's own lines
        if isinstance(entry, dict) and entry.get("event") == "requests refused":
            for reason in ("late", "line_full", "waited"):
                found[reason] = found.get(reason, 0) + int(entry.get(reason, 0))
    return found


def _rss_mb(pid: int) -> float:
    try:
        for line in (PROC / str(pid) / "status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _workers(server_pid: int) -> list[int]:
    return [pid for pid in process_tree(server_pid) if pid != server_pid]


def _wal_mb(database: Database) -> float | None:
    if database.name != "sqlite":
        return None
    wal = Path(database.url.split("///", 1)[1] + "-wal")
    return wal.stat().st_size / MB if wal.exists() else 0.0


class _Sampler(threading.Thread):
    """Each worker's peak RSS and the WAL's peak size, sampled every half second while the soak runs."""

    def __init__(self, workers: list[int], database: Database) -> None:
        super().__init__(daemon=True)
        self.workers, self.database = workers, database
        self.rss_peak = [0.0] * len(workers)
        self.wal_peak: float | None = None
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.5):
            self.rss_peak = [max(p, _rss_mb(w)) for p, w in zip(self.rss_peak, self.workers, strict=True)]
            wal = _wal_mb(self.database)
            if wal is not None:
                self.wal_peak = max(self.wal_peak or 0.0, wal)


def soak(
    database: Database, workers: int, rate: float, seconds: float, niceness: int = SERVER_NICENESS
) -> Soak:
    """`rate` requests per second of the mix for `seconds` on a fresh server, watched throughout."""
    with server(database, workers, "soak", niceness) as (pid, port):
        mix = mixed.build(database, port)
        warm_up(port, mix.wires, 3)
        time.sleep(REST)  # the warm-up's refusals reported before the soak's are counted
        log = server_log(database, "soak")
        log_start = log.stat().st_size
        processes = _workers(pid)
        before = [_rss_mb(w) for w in processes]
        sampler = _Sampler(processes, database)
        sampler.start()
        tally = open_loop(port, mix.wires, rate, seconds)
        sampler.done.set()
        sampler.join()
        after = [_rss_mb(w) for w in processes]
        wal_after = _wal_mb(database)
        acknowledged = sum(c for i, c in tally.good_by_request.items() if i in mix.adds)
        lost = mixed.lost_writes(mix, tally.good_by_request, mixed.held(database))
        time.sleep(REPORT_EVERY + 0.5)  # the last second's refusals are reported a second later
        refused = refusals(log, log_start)
    found = Soak(
        seconds=seconds,
        offered_rps=round(rate, 1),
        run=level("soak", rate, seconds, tally),
        rss_before_mb=[round(v, 1) for v in before],
        rss_after_mb=[round(v, 1) for v in after],
        rss_peak_mb=[round(max(v, a), 1) for v, a in zip(sampler.rss_peak, after, strict=True)],
        wal_peak_mb=None if sampler.wal_peak is None else round(sampler.wal_peak, 1),
        wal_after_mb=None if wal_after is None else round(wal_after, 1),
        server_errors=tally.server_errors + tally.shed,
        refusals=refused,
        lost_writes=lost,
        acknowledged_adds=acknowledged,
    )
    print_level(found.run)
    print(
        f"  soak: RSS per worker {found.rss_before_mb} -> {found.rss_after_mb} MB (peak {found.rss_peak_mb})"
        f"  WAL peak {found.wal_peak_mb} MB, after {found.wal_after_mb} MB  5xx {found.server_errors}"
        f" (refused: {found.refusals or 'none'})"
        f"  lost {found.lost_writes} of {found.acknowledged_adds:,} acknowledged adds",
        flush=True,
    )
    return found
