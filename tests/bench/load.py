"""The load tool: wrk on loopback, bounded in time, rotating over a list of requests (rotate.lua)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterable, Sequence
from pathlib import Path

import msgspec

SCRIPT = Path(__file__).with_name("rotate.lua")


class Request(msgspec.Struct, frozen=True):
    """One request the load tool sends: a path with its query, the headers the storefront adds, and for
    writes the method and JSON body."""

    path: str
    headers: tuple[tuple[str, str], ...] = ()
    method: str = "GET"
    body: str = ""


class WrkOutput(msgspec.Struct, frozen=True):
    """What rotate.lua's done() prints: counts, and latencies in microseconds."""

    requests: int
    duration_us: int
    bytes: int
    connect_errors: int
    read_errors: int
    write_errors: int
    status_errors: int
    timeouts: int
    p50_us: int
    p90_us: int
    p99_us: int
    mean_us: float
    max_us: int

    @property
    def errors(self) -> int:
        """Failed requests of any kind (socket errors, timeouts, answers of 400 and above)."""
        return self.connect_errors + self.read_errors + self.write_errors + self.status_errors + self.timeouts


class LoadSettings(msgspec.Struct, frozen=True):
    """How hard and how long to push: the same for our server and for the ceilings."""

    connections: int = 64
    threads: int = 2
    duration: float = 8.0
    warmup: float = 2.0
    timeout: float = 5.0


def wrk_path() -> str:
    """The wrk executable, or an explanation of how to install it."""
    found = shutil.which("wrk")
    if found is None:
        raise SystemExit("wrk is not installed: apt-get install wrk (Debian and Ubuntu package it)")
    return found


def write_requests(requests: Iterable[Request], path: Path) -> int:
    """Write the rotation list rotate.lua reads (method, path, body, headers, tab-separated); return how
    many requests it holds."""
    lines = []
    for request in requests:
        fields = [request.method, request.path, request.body, *(f"{n}: {v}" for n, v in request.headers)]
        if any("\t" in f or "\n" in f for f in fields):
            raise ValueError(f"tab or newline in a benchmark request: {request!r}")
        lines.append("\t".join(fields))
    if not lines:
        raise ValueError(f"no requests to rotate over for {path.name}")
    path.write_text("\n".join(lines) + "\n")
    return len(lines)


def run_wrk(
    port: int, requests_file: Path, seconds: float, load: LoadSettings, *, split: bool = False
) -> WrkOutput:
    """Run wrk against 127.0.0.1:`port` for `seconds` and return its summary.

    `split` gives each wrk thread its own contiguous share of the list (cart writes: each thread its own
    guests) instead of every thread rotating over all of it from its own starting place.
    """
    command: Sequence[str] = [
        wrk_path(),
        f"--threads={load.threads}",
        f"--connections={load.connections}",
        f"--duration={max(1, round(seconds))}s",
        f"--timeout={max(1, round(load.timeout))}s",
        f"--script={SCRIPT}",
        f"http://127.0.0.1:{port}",
        "--",
        str(requests_file),
        str(load.threads),
        "split" if split else "rotate",
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=seconds + 60)
    summary = next((line for line in done.stdout.splitlines() if line.startswith("{")), None)
    if done.returncode != 0 or summary is None:
        raise RuntimeError(f"wrk failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}")
    return msgspec.json.decode(summary, type=WrkOutput)
