"""Jobs on the fleet's queue: SAQ on Redis (`REDIS_URL`, queue `JOBS_QUEUE`), run by `storefront worker`.

Server processes only enqueue (`QueuedWork`); any number of worker processes, on any machines, take the
queued runs (`FleetWorker`). A failed run goes back on the queue after a growing pause, up to the job's
attempts; a run whose worker died is taken back by SAQ's sweep once it outlives its timeout.

Scheduled jobs run once per fleet, not once per process. Every worker offers, each second and as soon as a
run of it is over, the next run of each scheduled job: due at the next multiple of its interval since the epoch (so all workers name the same
one) under one key per job (`every:<name>`). The queue takes a run only while no run of that key is waiting,
queued or running (SAQ's enqueue is one atomic script), and one worker dequeues it: each tick runs once,
whichever worker runs it. This is how SAQ's own cron jobs stay unique; it is done here because the settings
say "every N seconds" (`DEMO_DISPATCH_SECONDS=7`, `MAINTENANCE_SECONDS=5000`) where a cron line cannot.
On the queue an interval is whole seconds, at least 1.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from typing import Any

import redis
import redis.asyncio
import structlog
from dishka import AsyncContainer
from saq import Job as QueuedRun
from saq import Queue, Worker
from saq.queue.redis import RedisQueue
from saq.types import TimersDict

from adapters.jobs.job import Job
from adapters.jobs.local import failed
from adapters.jobs.registry import JOBS, by_name
from adapters.settings import Settings
from core.background import Argument
from core.errors import Unavailable

log = structlog.get_logger("storefront.jobs")

LOOK_EVERY = 1  # seconds between two looks of a worker at the schedule (and for runs that came due)
CONCURRENCY = 4  # runs one worker process takes at once
DEQUEUE_WAIT = 1.0  # seconds a worker waits for a run before looking again (and seeing it should stop)
CONNECT_TIMEOUT = 2.0  # seconds to open a connection to Redis
REPLY_TIMEOUT = 10.0  # seconds Redis may take to answer (longer than DEQUEUE_WAIT, which blocks on it)
REDIS_FAILURES = (OSError, redis.RedisError)
# The queue gives up on a run a little after the run's own timeout, so the run's own one ends it first and is
# logged as a failure of that job (the queue's would be a bare cancel).
QUEUE_TIMEOUT_MARGIN = 5


class _PatientQueue(RedisQueue):
    """SAQ's Redis queue, but a worker whose Redis does not answer waits as a dequeue would before asking
    again: SAQ asks again at once, which keeps a core busy until Redis is back."""

    async def dequeue(self, timeout: float = 0.0, poll_interval: float = 0.0) -> QueuedRun | None:  # noqa: ASYNC109 (SAQ's)
        try:
            return await super().dequeue(timeout, poll_interval)
        except REDIS_FAILURES:
            await asyncio.sleep(timeout or DEQUEUE_WAIT)
            return None

    async def disconnect(self) -> None:
        with contextlib.suppress(*REDIS_FAILURES):  # leaving while Redis does not answer is no failure
            await super().disconnect()


def open_queue(settings: Settings) -> Queue:
    """The fleet's queue on `REDIS_URL`."""
    client = redis.asyncio.from_url(
        settings.redis_url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=REPLY_TIMEOUT
    )
    return _PatientQueue(client, name=settings.jobs_queue)


def next_tick(now: float, interval: float) -> int:
    """The next run of a job scheduled every `interval` seconds: the first multiple of it (whole seconds, at
    least 1) after `now`, counted from the epoch."""
    step = max(1, math.ceil(interval))
    return (int(now // step) + 1) * step


def _run(job: Job, arguments: Mapping[str, Argument] | None = None, **fields: Any) -> QueuedRun:
    return QueuedRun(
        function=job.name,
        kwargs=dict(arguments) if arguments else None,
        timeout=job.timeout + QUEUE_TIMEOUT_MARGIN if job.timeout else 0,
        retries=job.attempts,
        retry_delay=job.retry_delay,
        retry_backoff=job.max_retry_delay,
        **fields,
    )


class QueuedWork:
    """Background work handed to the fleet's queue (`BackgroundWork` with `REDIS_URL`)."""

    def __init__(self, queue: Queue, jobs: Sequence[Job] = JOBS) -> None:
        self._queue = queue
        self._jobs = by_name(jobs)

    async def enqueue(self, job: str, **arguments: Argument) -> None:
        """Queue one run of `job`; Unavailable when Redis does not take it."""
        found = self._jobs.get(job)
        if found is None:
            raise ValueError(f"no background job is named {job!r}")
        try:
            await self._queue.enqueue(_run(found, arguments))
        except REDIS_FAILURES as exc:
            raise Unavailable("background_work", "The work could not be queued now; try again.") from exc

    async def close(self) -> None:
        """Close the queue's connections."""
        await self._queue.disconnect()


Perform = Callable[..., Coroutine[Any, Any, None]]


def _perform(job: Job, container: AsyncContainer) -> Perform:
    async def perform(context: dict[str, Any], **arguments: Any) -> None:
        queued = context["job"]
        # Every line the run logs names the job, the attempt and, for a scheduled run, its tick.
        tick = {"tick": queued.scheduled} if queued.scheduled else {}
        with structlog.contextvars.bound_contextvars(job=job.name, attempt=queued.attempts, **tick):
            try:
                async with asyncio.timeout(job.timeout or None):
                    await job.run(container, **arguments)
            except Exception as exc:
                failed(job, exc, queued.attempts)
                raise  # SAQ retries it, or records it failed after its last attempt

    return perform


class _QuietSaq(logging.Filter):
    """SAQ's own lines that say less than ours: a failed run (logged by `failed`, with the job's name and
    attempt); the warning its stop gives every time (its upkeep loops sleep for up to a minute, so they are
    always cancelled rather than awaited; a run it interrupts goes back on the queue); and a traceback every
    second while Redis does not answer (the worker says so once, `FleetWorker._offer`)."""

    DROPPED = ("Error processing job", "Some tasks did not finish within the shutdown grace period")

    def filter(self, record: logging.LogRecord) -> bool:
        if str(record.msg).startswith(self.DROPPED):
            return False
        return not (record.exc_info and isinstance(record.exc_info[1], REDIS_FAILURES))


def quiet_saq(level: str) -> None:
    """SAQ logs each run at INFO: kept for LOG_LEVEL=DEBUG only."""
    saq_log = logging.getLogger("saq")
    saq_log.setLevel(logging.DEBUG if level.upper() == "DEBUG" else logging.WARNING)
    if not any(isinstance(f, _QuietSaq) for f in saq_log.filters):
        saq_log.addFilter(_QuietSaq())


class FleetWorker:
    """One worker of the fleet: runs what is queued, and offers the scheduled jobs' next runs."""

    def __init__(self, container: AsyncContainer, settings: Settings, jobs: Sequence[Job] = JOBS) -> None:
        found = by_name(jobs)
        self.queue = open_queue(settings)
        self._every = {
            job.name: (job, every) for job in found.values() if (every := job.interval(settings)) > 0
        }
        self._worker: Worker[Any] = Worker(
            self.queue,
            functions=[(job.name, _perform(job, container)) for job in found.values()],
            concurrency=CONCURRENCY,
            # SAQ's defaults, written out (its type for them asks for every one).
            timers=TimersDict(schedule=LOOK_EVERY, worker_info=10, sweep=60, abort=1),
            dequeue_timeout=DEQUEUE_WAIT,
            after_process=self._after_run,
        )
        self._redis_down = False

    async def run(self) -> None:
        """Work until `stop()`, SIGINT or SIGTERM."""
        await self.queue.connect()
        offering = asyncio.create_task(self._offer())
        try:
            await self._worker.start()
        finally:
            offering.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await offering
            await self.queue.disconnect()

    async def stop(self) -> None:
        """Stop taking runs; `run()` returns."""
        await self._worker.stop()

    async def _offer_next(self, job: Job, every: float) -> None:
        await self.queue.enqueue(_run(job, key=f"every:{job.name}", scheduled=next_tick(time.time(), every)))

    async def _after_run(self, context: dict[str, Any]) -> None:
        # A scheduled job's next run is offered as soon as this one is over (its key is free again), so an
        # interval of one second is not stretched to two by the look each second.
        scheduled = self._every.get(context["job"].function)
        if scheduled is not None:
            with contextlib.suppress(*REDIS_FAILURES):  # the look each second offers it when Redis is back
                await self._offer_next(*scheduled)

    async def _offer(self) -> None:
        while True:
            try:
                for job, every in self._every.values():
                    await self._offer_next(job, every)
            except REDIS_FAILURES as exc:
                if not self._redis_down:
                    log.warning("redis does not answer: scheduled jobs wait", error=type(exc).__name__)
                self._redis_down = True
            else:
                if self._redis_down:
                    log.info("redis answers again: scheduled jobs resume")
                self._redis_down = False
            await asyncio.sleep(LOOK_EVERY)
