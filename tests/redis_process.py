"""A real Redis server of a test's own, on a free loopback port, that the test can stop and start again: how
the suites see what the storefront does while Redis is down and after it comes back."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator

import pytest

from tests.ports import free_port

START_WITHIN = 10.0  # seconds a starting server has to accept connections


class RedisProcess:
    """redis-server on one port, started and stopped on demand (nothing kept across a restart)."""

    def __init__(self, binary: str) -> None:
        self._binary = binary
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._process: subprocess.Popen[str] | None = None

    def start(self) -> None:
        port = str(self.port)
        command = [self._binary, "--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
        # redis-server says when it accepts connections: read its log lines until then (or its end).
        self._process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        assert self._process.stdout is not None
        for line in self._process.stdout:
            if "Ready to accept connections" in line:
                self._process.stdout.close()  # nothing more is read; redis-server ignores a closed log pipe
                return
        raise RuntimeError(f"redis-server did not start on port {self.port}")

    def stop(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._process = None


@pytest.fixture
def redis_process() -> Iterator[RedisProcess]:
    """A running Redis of this test's own (skipped where redis-server is not installed)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (.ci/run installs it)")
    server = RedisProcess(binary)
    server.start()
    yield server
    server.stop()
