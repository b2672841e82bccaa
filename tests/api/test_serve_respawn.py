"""`storefront serve` keeps its workers: one killed (kill -9) is started again while the others serve, so a
crash never closes the port. A real server process on a migrated SQLite database."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.ports import free_port
from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]
WITHIN = 60.0  # seconds a starting server, or a worker started again, has to be there


def _workers(pid: int) -> set[int]:
    """The worker processes of the server `pid` (its children)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return {int(child) for child in children}


def _live(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health/live", timeout=2) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


def _wait_for(condition: Callable[[], bool], what: str) -> None:
    wait_for(condition, what, WITHIN)


@pytest.fixture
def server(empty_database: str, tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], int]]:
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": empty_database,
        "MEDIA_DIR": str(tmp_path / "media"),
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "STOREFRONT_SECRET_KEY": "respawn-test-secret-of-at-least-32-chars",
        "LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "adapters.cli", "serve", "--workers", "2"]
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        _wait_for(lambda: _live(port) and len(_workers(process.pid)) == 2, "two workers serving")
        yield process, port
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def test_a_killed_worker_is_started_again_while_the_others_serve(
    server: tuple[subprocess.Popen[bytes], int],
) -> None:
    process, port = server
    first = _workers(process.pid)
    killed = min(first)
    os.kill(killed, signal.SIGKILL)
    _wait_for(lambda: _live(port), "the other worker answering")  # the port stays open meanwhile
    _wait_for(lambda: len(_workers(process.pid) - {killed}) == 2, "a worker in place of the killed one")
    assert _live(port)
    assert process.poll() is None
