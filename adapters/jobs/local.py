"""Jobs without a queue (no `REDIS_URL`, the `make run` default): the server process runs them itself.

Each scheduled job runs every its interval in a loop of its own, and an enqueued job at once in a task of
its own; a failed run is retried after a growing pause, as on the queue. With several processes each runs
the schedule (harmless, the jobs being idempotent, but done N times): a fleet sets `REDIS_URL` and runs
`storefront worker` (adapters/jobs/fleet.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from adapters.jobs.registry import JOBS, by_name
from adapters.settings import Settings
from core.background import Argument
from core.errors import Unavailable

log = structlog.get_logger("storefront.jobs")


def failed(job: Job, exc: BaseException, attempt: int) -> None:
    """Log one failed run of `job` (the queue's worker logs through this too)."""
    given_up = attempt >= job.attempts
    if isinstance(exc, Unavailable):  # the database is busy: the retry, or the next run, catches up
        log.warning(
            "background job postponed: the database is busy", job=job.name, attempt=attempt, given_up=given_up
        )
    else:
        log.error("background job failed", job=job.name, attempt=attempt, given_up=given_up, exc_info=exc)


async def run_with_retries(job: Job, container: AsyncContainer, arguments: Mapping[str, Argument]) -> None:
    """Run `job` until it succeeds, at most `job.attempts` times, pausing longer before each retry."""
    for attempt in range(1, job.attempts + 1):
        try:
            # Every line the run logs names the job and the attempt.
            with structlog.contextvars.bound_contextvars(job=job.name, attempt=attempt):
                async with asyncio.timeout(job.timeout or None):
                    await job.run(container, **arguments)
            return
        except Exception as exc:
            failed(job, exc, attempt)
        if attempt < job.attempts:
            await asyncio.sleep(job.pause_before_retry(attempt))


async def _cancel(tasks: Iterable[asyncio.Task[None]]) -> None:
    for task in tasks:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


class LocalWork:
    """Background work run in this process (`BackgroundWork` without `REDIS_URL`)."""

    def __init__(self, container: AsyncContainer, jobs: Sequence[Job] = JOBS) -> None:
        self._container = container
        self._jobs = by_name(jobs)
        self._running: set[asyncio.Task[None]] = set()

    async def enqueue(self, job: str, **arguments: Argument) -> None:
        """Start `job` now, in a task of its own."""
        found = self._jobs.get(job)
        if found is None:
            raise ValueError(f"no background job is named {job!r}")
        task = asyncio.create_task(run_with_retries(found, self._container, arguments))
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def close(self) -> None:
        """Stop the runs still going (the process is stopping)."""
        await _cancel(list(self._running))


async def _every(job: Job, container: AsyncContainer, seconds: float) -> None:
    while True:
        await asyncio.sleep(seconds)
        await run_with_retries(job, container, {})


@contextlib.asynccontextmanager
async def schedule_here(
    container: AsyncContainer, settings: Settings, jobs: Sequence[Job] = JOBS
) -> AsyncIterator[None]:
    """While a server process runs: every scheduled job every its interval (none whose interval is 0) when
    there is no `REDIS_URL`; with it, nothing (the workers run the schedule, once for the fleet)."""
    tasks = []
    if not settings.redis_url:
        tasks = [
            asyncio.create_task(_every(job, container, seconds))
            for job in jobs
            if (seconds := job.interval(settings)) > 0
        ]
    try:
        yield
    finally:
        await _cancel(tasks)
