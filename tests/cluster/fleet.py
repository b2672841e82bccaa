"""The fleet of deploy/, without containers, on loopback: a PostgreSQL primary and its streaming replica, Redis,
SeaweedFS (S3), three API nodes, one background worker and HAProxy in front, each started with the command
and the settings deploy/ gives it.

Every setting named in deploy/fleet.env is set, to its loopback value here (`fleet_environment`); a name
added there and not here stops the fleet at start. The nodes run `storefront serve --workers 1` (two cores
for three nodes), the worker `storefront worker`, the schema `storefront migrate` and the demo
`storefront demo`, once each. The processes themselves are tests/cluster/processes.py's, PostgreSQL
tests/cluster/postgres.py's.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from tests.cluster.postgres import DATABASE, Postgres
from tests.cluster.processes import (
    DEPLOY,
    HAPROXY,
    ROOT,
    START_WITHIN,
    LoadBalancer,
    Node,
    Process,
    tail,
    wait_for,
)
from tests.ports import free_ports
from tests.postgres_servers import _bin, bouncing, pgbouncer_binary
from tests.redis_process import RedisProcess
from tests.seaweedfs_process import ACCESS_KEY, BUCKET, SECRET_KEY, SeaweedS3, weed_binary

NODES = 3
DISPATCH_SECONDS = 2  # the demo dispatcher's step: short, so a demo order is delivered within seconds
# One client (this test) sends everything: its budgets are out of the way, as in the other suites.
UNLIMITED = {
    f"RATE_LIMIT_{purpose}": "1000000000/1"
    for purpose in ("READS", "WRITES", "GUESTS", "UPLOADS", "LOGIN", "SIGN_UP", "SIGN_UP_ACCOUNT")
}
# A shared test machine stalls a process for tens of milliseconds now and then: not overload, so the load
# shedder's lateness guard is off and its line long (tests/bench/servers.py says why).
PATIENT = {"OVERLOAD_LAG_MS": "0", "OVERLOAD_QUEUE": "1024", "OVERLOAD_WAIT_MS": "10000"}


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
