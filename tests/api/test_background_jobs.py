"""Background jobs (adapters/jobs/): a failed run is retried until it succeeds, on the fleet's queue and in
the server process; work a server process hands over is run by a worker; `storefront worker` runs the
schedule and stops cleanly on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import structlog
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient

from adapters.container import make_container
from adapters.db.gateway import Database
from adapters.jobs.fleet import QueuedWork, open_queue
from adapters.jobs.job import Job
from adapters.jobs.local import LocalWork
from adapters.jobs.registry import JOBS
from adapters.settings import Settings
from core.background import BackgroundWork
from core.verticals import load_registry
from tests.api.cart_shopper import Shopper
from tests.api.jobs import REDIS_URL, forget_queue, needs_redis, own_queue, workers
from tests.api.test_cart_owners import cart_container
from tests.api.test_maintenance import _age, _guest_exists
from tests.conftest import make_settings
from tests.waiting import until


class Flaky:
    """A job that fails its first `failures` runs, then succeeds; what each run was given, and the job and
    attempt its log lines are bound to."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.runs: list[dict[str, Any]] = []
        self.succeeded = asyncio.Event()

    async def run(self, container: AsyncContainer, **arguments: Any) -> None:
        self.runs.append({**arguments, **structlog.contextvars.get_contextvars()})
        if len(self.runs) <= self.failures:
            raise RuntimeError("not this time")
        self.succeeded.set()

    def job(self) -> Job:
        return Job(name="flaky", run=self.run, attempts=3, retry_delay=0.05, max_retry_delay=0.2)


def _seen(flaky: Flaky) -> list[tuple[Any, ...]]:
    return [(run["order_id"], run["job"], run["attempt"]) for run in flaky.runs]


@needs_redis
async def test_a_failing_job_is_retried_on_the_queue_until_it_succeeds(tmp_path: Path) -> None:
    settings = make_settings(
        f"sqlite+aiosqlite:///{tmp_path / 'unused.db'}", tmp_path, redis_url=REDIS_URL, jobs_queue=own_queue()
    )
    flaky = Flaky(failures=2)
    queue = open_queue(settings)
    await queue.connect()
    work = QueuedWork(queue, [flaky.job()])
    async with workers(settings, [flaky.job()]):
        await work.enqueue("flaky", order_id=7)
        await asyncio.wait_for(flaky.succeeded.wait(), 30)
    await work.close()
    assert _seen(flaky) == [(7, "flaky", 1), (7, "flaky", 2), (7, "flaky", 3)]


async def test_a_failing_job_is_retried_in_the_server_process_until_it_succeeds(tmp_path: Path) -> None:
    settings = make_settings(f"sqlite+aiosqlite:///{tmp_path / 'unused.db'}", tmp_path)
    container = make_container(settings, load_registry(settings.verticals))
    flaky = Flaky(failures=2)
    work = LocalWork(container, [flaky.job()])
    await work.enqueue("flaky", order_id=7)
    await asyncio.wait_for(flaky.succeeded.wait(), 30)
    await work.close()
    await container.close()
    assert _seen(flaky) == [(7, "flaky", 1), (7, "flaky", 2), (7, "flaky", 3)]


@needs_redis
async def test_work_a_server_process_hands_over_is_run_by_a_worker(
    cart_settings: Settings,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, Any],
) -> None:
    # Housekeeping is not scheduled here (MAINTENANCE_SECONDS=0): only the run handed over forgets the guest.
    settings = make_settings(
        cart_settings.database_url,
        cart_settings.media_dir,
        secret_key=cart_settings.secret_key,
        redis_url=REDIS_URL,
        jobs_queue=own_queue(),
        maintenance_seconds=0,
    )
    old = await Shopper.new_guest(cart_client, ids)
    server = make_container(settings, load_registry(settings.verticals))  # as a server process builds it
    try:
        database = await server.get(Database)
        await _age(database, "UPDATE guests SET created_at = :then WHERE guest_id = :g", g=old.guest_id)
        work = await server.get(BackgroundWork)
        with pytest.raises(ValueError, match="no background job is named"):
            await work.enqueue("no-such-job")
        await work.enqueue("housekeeping")
        queue = open_queue(settings)
        assert await queue.count("queued") == 1  # it waits in Redis for a worker, and is not run here
        await queue.disconnect()
        async with workers(settings, JOBS):

            async def forgotten() -> bool:
                return not await _guest_exists(database, old.guest_id)

            await until(forgotten, timeout=30)
    finally:
        await server.close()


async def test_work_a_server_process_hands_over_runs_in_it_without_redis(
    cart_settings: Settings,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, Any],
) -> None:
    settings = make_settings(
        cart_settings.database_url,
        cart_settings.media_dir,
        secret_key=cart_settings.secret_key,
        maintenance_seconds=0,
    )
    old = await Shopper.new_guest(cart_client, ids)
    server = make_container(settings, load_registry(settings.verticals))
    try:
        database = await server.get(Database)
        await _age(database, "UPDATE guests SET created_at = :then WHERE guest_id = :g", g=old.guest_id)
        await (await server.get(BackgroundWork)).enqueue("housekeeping")

        async def forgotten() -> bool:
            return not await _guest_exists(database, old.guest_id)

        await until(forgotten, timeout=30)
    finally:
        await server.close()


@needs_redis
async def test_the_worker_command_runs_the_schedule_and_stops_cleanly(
    cart_settings: Settings,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, Any],
) -> None:
    old = await Shopper.new_guest(cart_client, ids)
    queue = own_queue()
    env = {
        **os.environ,
        "DATABASE_URL": cart_settings.database_url,
        "MEDIA_DIR": str(cart_settings.media_dir),
        "REDIS_URL": REDIS_URL,
        "JOBS_QUEUE": queue,
        "MAINTENANCE_SECONDS": "1",
        "LOG_LEVEL": "WARNING",
    }
    worker = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", "worker",
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        assert worker.stdout is not None
        assert worker.stderr is not None
        started = await asyncio.wait_for(worker.stdout.readline(), 60)
        assert b"worker taking jobs" in started
        async with cart_container(cart_settings) as container:
            database = await container.get(Database)
            await _age(database, "UPDATE guests SET created_at = :then WHERE guest_id = :g", g=old.guest_id)

            async def forgotten() -> bool:
                return not await _guest_exists(database, old.guest_id)

            await until(forgotten, timeout=30)  # the worker's scheduled housekeeping forgot it
        worker.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(worker.wait(), 30)
        out, err = await worker.stdout.read(), await worker.stderr.read()
    finally:
        if worker.returncode is None:
            worker.kill()
            await worker.wait()
        await forget_queue(REDIS_URL, queue)
    assert code == 0, err.decode()
    assert b"worker stopped" in out
    assert b"Traceback" not in err, err.decode()


def test_the_worker_command_needs_redis(tmp_path: Path) -> None:
    env = {**os.environ, "REDIS_URL": "", "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"}
    done = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "worker"], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert "needs REDIS_URL" in done.stderr
