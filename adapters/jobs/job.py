"""What a background job is: a name, the work, when it runs by itself, and how it is retried.

The same `Job` runs on the fleet's queue (adapters/jobs/fleet.py, with `REDIS_URL`) and in the server
process (adapters/jobs/local.py, without): the work never knows which.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from adapters.settings import Settings

# The work: `run(container, **arguments)`. It takes the services it needs from the container; what it did,
# it logs (the runners drop what it returns). It must be idempotent: a retry, or a worker stopped mid-job,
# runs it again.
Work = Callable[..., Awaitable[object]]


def never(_: Settings) -> float:
    """The schedule of a job that runs only when a use case enqueues it."""
    return 0


@dataclass(frozen=True, kw_only=True)
class Job:
    """One kind of background work."""

    name: str  # stable: the queue stores it with every queued run
    run: Work
    # Seconds between two scheduled runs, from the settings (0: not scheduled, only enqueued on demand).
    every: Callable[[Settings], float] = never
    timeout: int = 300  # seconds one run may take; past it, it is cancelled and counts as failed
    attempts: int = 3  # runs in all before a failure is given up (the next scheduled run starts afresh)
    retry_delay: float = 1.0  # the pause before the first retry, doubled before each next one ...
    max_retry_delay: float = 60.0  # ... up to this

    def interval(self, settings: Settings) -> float:
        """Seconds between two scheduled runs under `settings`; 0: not scheduled."""
        return max(0.0, float(self.every(settings)))

    def pause_before_retry(self, failed_attempts: int) -> float:
        """The pause after `failed_attempts` failed runs, before the next one."""
        return min(self.max_retry_delay, self.retry_delay * 2.0 ** max(failed_attempts - 1, 0))
