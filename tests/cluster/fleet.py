"""The fleet of deploy/, without containers, on loopback: a PostgreSQL primary and its streaming replica, Redis,
SeaweedFS (S3), three API nodes, one background worker and HAProxy in front, each started with the command
and the settings deploy/ gives it.

Every setting named in deploy/fleet.env is set, to its loopback value here (`fleet_environment`); a name
added there and not here stops the fleet at start. The nodes run `storefront serve --workers 1` (two cores
for three nodes), the worker `storefront worker`, the schema `storefront migrate` and the demo
`storefront demo`, once each. HAProxy runs deploy/haproxy.cfg itself, with a second file that only opens its
runtime API (a socket in the fleet's folder), through which the test reads what the load balancer sees and
takes nodes out of rotation for the figures.
"""

from __future__ import annotations

import contextlib
import csv
import http.client
import io
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from tests.postgres_servers import Cluster, _as_postgres, _bin, bouncing, pgbouncer_binary
from tests.redis_process import RedisProcess
from tests.seaweedfs_process import ACCESS_KEY, BUCKET, SECRET_KEY, SeaweedS3, weed_binary

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
HAPROXY = "/usr/sbin/haproxy"
NODES = 3
START_WITHIN = 90.0  # seconds a process has to be ready (a node on a busy shared machine takes ~10)
DISPATCH_SECONDS = 2  # the demo dispatcher's step: short, so a demo order is delivered within seconds
DATABASE = "storefront"  # database, user and password, as deploy/compose.yaml makes them
# One client (this test) sends everything: its budgets are out of the way, as in the other suites.
UNLIMITED = {
    f"RATE_LIMIT_{purpose}": "1000000000/1"
    for purpose in ("READS", "WRITES", "GUESTS", "UPLOADS", "LOGIN", "SIGN_UP", "SIGN_UP_ACCOUNT")
}
# A shared test machine stalls a process for tens of milliseconds now and then: not overload, so the load
# shedder's lateness guard is off and its line long (tests/bench/servers.py says why).
PATIENT = {"OVERLOAD_LAG_MS": "0", "OVERLOAD_QUEUE": "1024", "OVERLOAD_WAIT_MS": "10000"}


def free_ports(count: int) -> list[int]:
    """`count` distinct loopback ports nothing listens on (held open together while chosen)."""
    probes = [socket.socket() for _ in range(count)]
    try:
        for probe in probes:
            probe.bind(("127.0.0.1", 0))
        return [probe.getsockname()[1] for probe in probes]
    finally:
        for probe in probes:
            probe.close()


def read_fleet_env(path: Path = DEPLOY / "fleet.env") -> dict[str, str]:
    """The settings of deploy/fleet.env, by name."""
    found = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            found[name.strip()] = value.strip()
    return found


def fleet_environment(values: Mapping[str, str]) -> dict[str, str]:
    """Every setting of deploy/fleet.env with its value for this fleet; stops at a name it does not know."""
    names = read_fleet_env()
    unknown = set(names) - set(values)
    if unknown:
        raise RuntimeError(f"deploy/fleet.env names {sorted(unknown)}: give them a value in tests/cluster")
    return {name: values[name] for name in names}


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
    ends = time.monotonic() + within
    while not check():
        if time.monotonic() > ends:
            raise RuntimeError(
                f"{what} within {within} s" + (f"; last lines of {log}:\n{tail(log)}" if log else "")
            )
        time.sleep(0.1)  # a pause between two looks at the condition


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


class Postgres:
    """A primary and its streaming replica (pg_basebackup -R), with the storefront's database and user."""

    def __init__(self, folder: Path) -> None:
        primary, replica = free_ports(2)
        self.primary = Cluster(folder / "primary", primary)
        self.replica = Cluster(folder / "replica", replica)

    def url(self, cluster: Cluster) -> str:
        return f"postgresql+asyncpg://{DATABASE}:{DATABASE}@127.0.0.1:{cluster.port}/{DATABASE}"

    def start(self) -> None:
        primary, replica = self.primary, self.replica
        primary.folder.mkdir()
        data = primary.folder / "data"
        initdb = [str(_bin("initdb")), "-D", str(data), "-U", "postgres", "-A", "trust"]
        subprocess.run(_as_postgres(initdb, primary.folder), check=True, stdout=subprocess.DEVNULL)
        # Three nodes, a worker and the replica's connections: more than the default hundred.
        with (data / "postgresql.conf").open("a") as conf:
            conf.write("max_connections = 300\n")
        primary.start()
        self.psql(
            f"CREATE ROLE {DATABASE} LOGIN PASSWORD '{DATABASE}'",
            f"CREATE DATABASE {DATABASE} OWNER {DATABASE}",
        )
        replica.folder.mkdir()
        backup = [str(_bin("pg_basebackup")), "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres",
                  "-D", str(replica.folder / "data"), "-R", "-X", "stream", "-c", "fast"]  # fmt: skip
        subprocess.run(_as_postgres(backup, replica.folder), check=True, stdout=subprocess.DEVNULL)
        replica.start()

    def psql(self, *statements: str, cluster: Cluster | None = None) -> str:
        """Run `statements` as the postgres user; what psql printed (unaligned, tuples only)."""
        server = cluster or self.primary
        command = [str(_bin("psql")), "-h", "127.0.0.1", "-p", str(server.port), "-U", "postgres", "-d", "postgres",
                   "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"]  # fmt: skip
        for statement in statements:
            command += ["-c", statement]
        return subprocess.run(command, check=True, capture_output=True, text=True).stdout

    def stop_primary(self) -> None:
        """`pg_ctl stop -m fast`: the primary ends its sessions and stops."""
        data = self.primary.folder / "data"
        command = [str(_bin("pg_ctl")), "-D", str(data), "-m", "fast", "-w", "stop"]
        subprocess.run(_as_postgres(command, self.primary.folder), check=True, stdout=subprocess.DEVNULL)

    def stop(self) -> None:
        self.replica.stop()
        self.primary.stop()


class Fleet:
    """Every process of the fleet, started in order; `stop` ends what was started, in reverse."""

    def __init__(
        self, folder: Path, *, pooled: bool = False, overrides: Mapping[str, str] | None = None
    ) -> None:
        """`pooled`: the nodes reach the primary through PgBouncer in transaction mode; `overrides`: settings
        of this fleet that differ from deploy/fleet.env's."""
        self.folder = folder
        self.postgres = Postgres(folder)
        self.pooled = pooled
        self._bouncer: int | None = None
        self._overrides = dict(overrides or {})
        self.redis = RedisProcess(str(shutil.which("redis-server")))
        self.s3 = SeaweedS3(str(weed_binary()), folder / "seaweedfs")
        self.secret = secrets.token_urlsafe(48)
        ports = free_ports(NODES + 1)
        self.env: dict[str, str] = {}
        self.nodes: list[Node] = []
        self.worker: Process | None = None
        self.balancer: LoadBalancer | None = None
        self._ports = ports
        self._started: list[Callable[[], None]] = []

    @property
    def url(self) -> str:
        """The load balancer's address: where shoppers go."""
        assert self.balancer is not None
        return self.balancer.url

    def settings(self) -> dict[str, str]:
        """Every deploy/fleet.env setting with this fleet's loopback values."""
        primary = self.postgres.url(self.postgres.primary)
        if self._bouncer is not None:
            primary = primary.replace(f":{self.postgres.primary.port}/", f":{self._bouncer}/")
        return (
            fleet_environment(
                {
                    "DATABASE_URL": primary,
                    "DATABASE_READ_URL": self.postgres.url(self.postgres.replica),
                    # PostgreSQL reached directly, or through PgBouncer in transaction mode (`pooled`)
                    "DATABASE_POOLER": "transaction" if self._bouncer is not None else "",
                    "REDIS_URL": self.redis.url,
                    "STORAGE_BACKEND": "s3",
                    "S3_ENDPOINT_URL": self.s3.endpoint,
                    "S3_BUCKET": BUCKET,
                    "S3_ACCESS_KEY_ID": ACCESS_KEY,
                    "S3_SECRET_ACCESS_KEY": SECRET_KEY,
                    "MEDIA_BASE_URL": "",  # the nodes serve /media from the bucket
                    "STOREFRONT_SECRET_KEY": self.secret,
                    "TRUSTED_PROXIES": "127.0.0.1/32",  # HAProxy, on loopback
                    "ALLOWED_HOSTS": "localhost,127.0.0.1",
                    "LOG_JSON": "true",
                    "DEMO_DISPATCH_SECONDS": str(DISPATCH_SECONDS),
                }
            )
            | self._overrides
        )

    def start(self) -> None:
        self.postgres.start()
        self._started.append(self.postgres.stop)
        if self.pooled:
            bouncer = bouncing(
                str(pgbouncer_binary()),
                self.postgres.primary.url(),
                self.folder,
                users=("postgres", DATABASE),
            )
            self._bouncer = bouncer.__enter__()
            self._started.append(lambda: bouncer.__exit__(None, None, None))
        self.redis.start()
        self._started.append(self.redis.stop)
        self.s3.start()
        self._started.append(self.s3.stop)
        base = {**os.environ, **self.settings(), **UNLIMITED, **PATIENT, "HOST": "127.0.0.1"}
        for key in ("TEST_POSTGRES_URL", "TEST_REDIS_URL"):  # the test machine's servers are not the fleet's
            base.pop(key, None)
        self.env = base
        for command in ("migrate", "demo"):
            self.run(command)
        self.nodes = [Node(n, port, base, self.folder) for n, port in enumerate(self._ports[:NODES], 1)]
        for node in self.nodes:
            node.start()
            self._started.append(node.stop)
        for node in self.nodes:
            wait_for(lambda node=node: node.ready() == 200, f"{node.name} ready", log=node.log)  # type: ignore[misc]
        self.worker = Process(
            "worker", [sys.executable, "-m", "adapters.cli", "worker"], base, self.folder / "worker.log"
        )
        self.worker.start()
        self._started.append(self.worker.stop)
        self.balancer = LoadBalancer(self._ports[NODES], self.nodes, self.folder)
        self._started.append(self.balancer.stop)
        self.balancer.start_and_wait(self.nodes)
        log = self.worker.log
        wait_for(lambda: "worker taking jobs" in tail(log), "the worker takes jobs", log=log)

    def run(self, command: str) -> None:
        """`storefront <command>` to its end (migrate, demo); its output goes to the fleet's folder."""
        log = self.folder / f"{command}.log"
        with log.open("ab") as output:
            command_line = [sys.executable, "-m", "adapters.cli", command]
            done = subprocess.run(
                command_line,
                cwd=ROOT,
                env=self.env,
                stdout=output,
                stderr=subprocess.STDOUT,
                timeout=START_WITHIN * 2,
            )
        if done.returncode:
            raise RuntimeError(f"storefront {command} failed; last lines of {log}:\n{tail(log)}")

    def stop(self) -> None:
        while self._started:
            with contextlib.suppress(Exception):
                self._started.pop()()

    def database_url(self) -> str:
        return self.postgres.url(self.postgres.primary)


@contextlib.contextmanager
def running_fleet(*, pooled: bool = False, overrides: Mapping[str, str] | None = None) -> Iterator[Fleet]:
    """The whole fleet in a folder of its own (the postgres user can reach it), removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="storefront-fleet-"))
    folder.chmod(0o755)
    fleet = Fleet(folder, pooled=pooled, overrides=overrides)
    try:
        fleet.start()
        yield fleet
    finally:
        fleet.stop()
        if os.environ.get("KEEP_FLEET_LOGS"):
            print(f"fleet logs kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def missing_tools() -> list[str]:
    """What the fleet needs and this machine lacks (.ci/run installs it)."""
    tools = {
        "haproxy": Path(HAPROXY).exists(),
        "redis-server": shutil.which("redis-server") is not None,
        "weed": weed_binary() is not None,
        "initdb": _bin("initdb") is not None,
        "pg_basebackup": _bin("pg_basebackup") is not None,
        "psql": _bin("psql") is not None,
        "pgbouncer": pgbouncer_binary() is not None,
    }
    return [name for name, found in tools.items() if not found]
