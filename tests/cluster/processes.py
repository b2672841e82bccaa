"""The fleet's processes: a storefront command in a process group of its own, logging to a file; an API node
(`storefront serve --workers 1`) and HAProxy, each waited for until it answers. HAProxy runs deploy/haproxy.cfg
itself, with a second file that only opens its runtime API (a socket in the fleet's folder), through which the
test reads what the load balancer sees and takes nodes out of rotation for the figures.
"""

from __future__ import annotations

import contextlib
import csv
import http.client
import io
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from tests import waiting

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
HAPROXY = "/usr/sbin/haproxy"
START_WITHIN = 90.0  # seconds a process has to be ready (a node on a busy shared machine takes ~10)


def _answers(port: int, path: str) -> int:
    """The status `path` answers on `port`, or 0 when nothing answers."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path)
        return connection.getresponse().status
    except OSError:
        return 0
    finally:
        connection.close()


def tail(path: Path, lines: int = 40) -> str:
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""


def wait_for(
    check: Callable[[], object], what: str, within: float = START_WITHIN, log: Path | None = None
) -> None:
    """Return once `check()` is truthy; past `within` seconds, fail naming `what` (and the log's end)."""
    try:
        waiting.wait_for(check, what, within)
    except AssertionError as late:
        raise RuntimeError(f"{late}" + (f"; last lines of {log}:\n{tail(log)}" if log else "")) from None


class Process:
    """One storefront command (`python -m adapters.cli ...`) in a session of its own, logging to a file."""

    def __init__(self, name: str, command: list[str], env: Mapping[str, str], log: Path) -> None:
        self.name, self.command, self.env, self.log = name, command, dict(env), log
        self.popen: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with self.log.open("ab") as output:  # the process keeps its own copy of the handle
            self.popen = subprocess.Popen(
                self.command, cwd=ROOT, env=self.env, stdout=output, stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: Granian's workers are reached with it
            )  # fmt: skip

    @property
    def running(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def kill(self) -> None:
        """SIGKILL the whole process group at once (a crash, an out-of-memory kill), and reap it."""
        if self.popen is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()

    def stop(self) -> None:
        """SIGTERM the process group, and SIGKILL it if it has not stopped within 15 s."""
        if self.popen is None or self.popen.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, signal.SIGTERM)
        try:
            self.popen.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill()

    def cpu_seconds(self) -> float:
        """CPU time (user and system) of the processes in this process group now."""
        if self.popen is None:
            return 0.0
        return group_cpu_seconds(self.popen.pid)


def group_cpu_seconds(group: int) -> float:
    """CPU seconds used so far by every live process of process group `group` (from /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue  # gone meanwhile
        if int(fields[2]) == group:  # fields after the name: state, ppid, pgrp, ..., utime (11), stime (12)
            total += int(fields[11]) + int(fields[12])
    return total / ticks


class Node(Process):
    """`storefront serve --workers 1` on its own port."""

    def __init__(self, number: int, port: int, env: Mapping[str, str], folder: Path) -> None:
        command = [sys.executable, "-m", "adapters.cli", "serve", "--workers", "1"]
        super().__init__(f"api{number}", command, {**env, "PORT": str(port)}, folder / f"api{number}.log")
        self.port = port
        self.url = f"http://127.0.0.1:{port}"

    def ready(self) -> int:
        """The status of this node's /health/ready (0: it does not answer)."""
        return _answers(self.port, "/health/ready")

    def start_and_wait(self) -> None:
        self.start()
        wait_for(lambda: self.ready() == 200 or not self.running, f"{self.name} ready", log=self.log)
        if not self.running:
            raise RuntimeError(f"{self.name} stopped at start; last lines of {self.log}:\n{tail(self.log)}")


class LoadBalancer(Process):
    """HAProxy with deploy/haproxy.cfg, in the foreground, and its runtime API."""

    def __init__(self, port: int, nodes: list[Node], folder: Path) -> None:
        self.socket = folder / "haproxy.sock"
        runtime = folder / "haproxy-runtime.cfg"
        runtime.write_text(f"global\n    stats socket {self.socket} mode 600 level admin\n")
        command = [HAPROXY, "-f", str(DEPLOY / "haproxy.cfg"), "-f", str(runtime), "-db"]
        env = {**os.environ, "LISTEN": f"127.0.0.1:{port}"}
        env.update({f"API_{n}": f"127.0.0.1:{node.port}" for n, node in enumerate(nodes, 1)})
        super().__init__("haproxy", command, env, folder / "haproxy.log")
        self.port = port
        self.url = f"http://127.0.0.1:{port}"

    def check_config(self) -> None:
        """`haproxy -c`: the configuration parses with this fleet's addresses."""
        subprocess.run([*self.command[:-1], "-c"], env=self.env, check=True, capture_output=True)

    def runtime(self, command: str) -> str:
        """One command on the runtime API; its answer."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(5)
            connection.connect(str(self.socket))
            connection.sendall(command.encode() + b"\n")
            chunks = []
            while chunk := connection.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def servers(self) -> dict[str, dict[str, str]]:
        """The API nodes as the load balancer sees them, by name (api1 ...): `show stat`'s columns."""
        text = self.runtime("show stat").lstrip("# ")
        rows = csv.DictReader(io.StringIO(text))
        return {
            row["svname"]: row for row in rows if row["pxname"] == "api" and row["svname"].startswith("api")
        }

    def states(self) -> dict[str, str]:
        """Each node's state: UP, DOWN, MAINT, or a transition ("UP 1/2", "DOWN 1/2")."""
        return {name: row["status"] for name, row in self.servers().items()}

    def wait_states(self, expected: Mapping[str, str], within: float = START_WITHIN) -> None:
        wanted = dict(expected)
        wait_for(
            lambda: all(self.states().get(n) == s for n, s in wanted.items()),
            f"haproxy sees {wanted}",
            within,
        )

    def set_state(self, name: str, state: str) -> None:
        """Take a node out of rotation ("maint") or put it back ("ready")."""
        answer = self.runtime(f"set server api/{name} state {state}")
        if answer.strip():
            raise RuntimeError(f"haproxy refused to set {name} {state}: {answer}")

    def start_and_wait(self, nodes: list[Node]) -> None:
        self.check_config()
        self.start()
        wait_for(
            lambda: self.socket.exists() and _answers(self.port, "/health/live"),
            "haproxy answers",
            log=self.log,
        )
        self.wait_states({node.name: "UP" for node in nodes})
