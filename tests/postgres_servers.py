"""PostgreSQL servers of a test's own, on free loopback ports: a primary with a streaming replica made by
`pg_basebackup -R`, and PgBouncer in transaction mode in front of a server. Real servers from the machine's
packages (.ci/run installs them); a test that needs one is skipped where the binaries are absent."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ports import free_port
from tests.waiting import wait_for

START_WITHIN = 30.0  # seconds a server has to accept connections


def _bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


def _as_postgres(command: list[str], folder: Path) -> list[str]:
    """`command` run as the postgres user when this is root (PostgreSQL refuses to run as root)."""
    if os.geteuid() != 0:
        return command
    subprocess.run(["chown", "-R", "postgres", str(folder)], check=True)
    return ["su", "postgres", "-s", "/bin/sh", "-c", " ".join(_quoted(part) for part in command)]


def _quoted(part: str) -> str:
    return "'" + part.replace("'", "'\\''") + "'"


def _listens(port: int) -> bool:
    import socket

    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


def _wait_for_port(port: int) -> None:
    wait_for(lambda: _listens(port), f"something listening on port {port}", START_WITHIN)


class Cluster:
    """One PostgreSQL server (data folder, port), started and stopped by pg_ctl."""

    def __init__(self, folder: Path, port: int) -> None:
        self.folder, self.port = folder, port

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        pg_ctl = str(_bin("pg_ctl"))
        command = [
            pg_ctl,
            "-D",
            str(self.folder / "data"),
            "-l",
            str(self.folder / "log"),
            "-w",
            "start",
            "-o",
            options,
        ]
        # pg_ctl -w returns once the server accepts connections.
        subprocess.run(_as_postgres(command, self.folder), check=True, stdout=subprocess.DEVNULL)

    def stop(self) -> None:
        command = [str(_bin("pg_ctl")), "-D", str(self.folder / "data"), "-m", "immediate", "stop"]
        subprocess.run(_as_postgres(command, self.folder), check=False, stdout=subprocess.DEVNULL)


@contextlib.contextmanager
def _open_folder() -> Iterator[Path]:
    """A folder the postgres user can reach (pytest's own are root's alone), removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="storefront-servers-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def replicated_postgres() -> Iterator[tuple[Cluster, Cluster]]:
    """A primary and its streaming replica (`pg_basebackup -R`), both running."""
    if _bin("initdb") is None or _bin("pg_basebackup") is None:
        pytest.skip("PostgreSQL's server binaries are not installed")
    with _open_folder() as tmp_path:
        yield from _replicated(tmp_path)


def _replicated(tmp_path: Path) -> Iterator[tuple[Cluster, Cluster]]:
    primary = Cluster(tmp_path / "primary", free_port())
    primary.folder.mkdir()
    initdb = [str(_bin("initdb")), "-D", str(primary.folder / "data"), "-U", "postgres", "-A", "trust"]
    subprocess.run(_as_postgres(initdb, primary.folder), check=True, stdout=subprocess.DEVNULL)
    primary.start()
    replica = Cluster(tmp_path / "replica", free_port())
    replica.folder.mkdir()
    backup = [str(_bin("pg_basebackup")), "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres",
              "-D", str(replica.folder / "data"), "-R", "-X", "stream"]  # fmt: skip
    try:
        subprocess.run(_as_postgres(backup, replica.folder), check=True, stdout=subprocess.DEVNULL)
        replica.start()
        yield primary, replica
    finally:
        replica.stop()
        primary.stop()


def pgbouncer_binary() -> str | None:
    return shutil.which("pgbouncer") or next(iter(glob.glob("/usr/sbin/pgbouncer")), None)


@pytest.fixture
def pgbouncer() -> Iterator[int]:
    """PgBouncer in transaction mode in front of the test server (TEST_POSTGRES_URL); its port."""
    binary = pgbouncer_binary()
    admin = os.environ.get("TEST_POSTGRES_URL", "")
    if binary is None or not admin:
        pytest.skip("pgbouncer or TEST_POSTGRES_URL is missing (.ci/run provides both)")
    with _open_folder() as tmp_path:
        yield from _bouncing(binary, admin, tmp_path)


@contextlib.contextmanager
def bouncing(
    binary: str, admin: str, tmp_path: Path, users: tuple[str, ...] = ("postgres",)
) -> Iterator[int]:
    """PgBouncer in transaction mode in front of the server of `admin` (a URL), letting `users` in; its port."""
    yield from _bouncing(binary, admin, tmp_path, users)


def _bouncing(
    binary: str, admin: str, tmp_path: Path, users: tuple[str, ...] = ("postgres",)
) -> Iterator[int]:
    from sqlalchemy.engine import make_url

    server = make_url(admin)
    folder, port = tmp_path / "pgbouncer", free_port()
    folder.mkdir()
    (folder / "users.txt").write_text("".join(f'"{user}" ""\n' for user in users))
    (folder / "pgbouncer.ini").write_text(
        f"""[databases]
* = host={server.host} port={server.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {port}
unix_socket_dir =
auth_type = trust
auth_file = {folder / "users.txt"}
pool_mode = transaction
default_pool_size = 2
max_client_conn = 500
ignore_startup_parameters = extra_float_digits
logfile = {folder / "log"}
"""
    )
    command = _as_postgres([binary, str(folder / "pgbouncer.ini")], folder)
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_port(port)
        yield port
    finally:
        if os.geteuid() == 0:
            subprocess.run(["pkill", "-f", f"pgbouncer {folder / 'pgbouncer.ini'}"], check=False)
        process.terminate()
        process.wait()
