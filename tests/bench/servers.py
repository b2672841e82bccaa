"""Granian server processes: start one with the shared settings, wait until it answers, stop it."""

from __future__ import annotations

import contextlib
import http.client
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

from tests.ports import free_port

ROOT = Path(__file__).resolve().parents[2]
GRANIAN = str(Path(sys.executable).with_name("granian"))

# The same flags for our server and both ceilings, so only the application differs between them.
GRANIAN_FLAGS = (
    "--interface",
    "asgi",
    "--http",
    "1",
    "--no-ws",
    "--loop",
    "uvloop",
    "--log-level",
    "warning",
)

# The load shedder as the test suites and `make bench` run it: a shared test machine stalls a process for
# tens of milliseconds now and then, some tests send two hundred requests at once on purpose, and wrk keeps
# 64 in flight to measure throughput. None of that is overload, so the lateness guard is off and the line is
# long and patient (tests/unit/test_shedding.py tests the shedder, `make bench-overload` measures it on).
NO_SHEDDING_ENV = {
    "OVERLOAD_LAG_MS": "0",
    "OVERLOAD_QUEUE": "1024",
    "OVERLOAD_WAIT_MS": "10000",
    "OVERLOAD_BURST_WAIT_MS": "10000",
}


def _answers(port: int, path: str) -> bool:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path, headers={"Host": "127.0.0.1"})
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


def _tail(path: Path, lines: int = 30) -> str:
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""


@contextlib.contextmanager
def granian(
    target: str,
    env: Mapping[str, str],
    workers: int,
    ready_path: str,
    log: Path,
    startup_timeout: float = 60,
    niceness: int = 0,
) -> Iterator[tuple[int, int]]:
    """Serve the ASGI app `target` with Granian; yield (process id, port) once `ready_path` answers 200.

    `niceness` above 0 runs the server behind other processes in the scheduler (see overload_server.py)."""
    port = free_port()
    command = [GRANIAN, *GRANIAN_FLAGS, "--workers", str(workers), "--port", str(port), target]
    if niceness:
        command = ["nice", "-n", str(niceness), *command]
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as output:
        # A session of its own, so stopping reaches the workers too and nothing else.
        process = subprocess.Popen(
            command, cwd=ROOT, env={**os.environ, **env}, stdout=output, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + startup_timeout
        while not _answers(port, ready_path):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{target} did not start; last lines of {log}:\n{_tail(log)}")
            time.sleep(0.2)
        yield process.pid, port
    finally:
        _stop(process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)
