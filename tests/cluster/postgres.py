"""The fleet's PostgreSQL: a primary and its streaming replica (pg_basebackup -R), in the fleet's folder, with
the storefront's database and user; stopped and started again by the restart scenario."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.ports import free_ports
from tests.postgres_servers import Cluster, _as_postgres, _bin

DATABASE = "storefront"  # database, user and password, as deploy/compose.yaml makes them


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
