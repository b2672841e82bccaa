"""Background work: what a use case hands over to run soon, outside the request that asked for it.

A use case names a job and its arguments; the adapters (adapters/jobs/) run it, on a queue shared by the
fleet when there is one, in this process otherwise. A job may run more than once (it is retried when it
fails, and a worker stopped mid-job hands it back to the queue), so every job is written to be idempotent.
"""

from __future__ import annotations

from typing import Protocol

# What a job's arguments may be: they travel as JSON through the queue.
Argument = str | int | float | bool | None


class BackgroundWork(Protocol):
    """Hands a job over to run in the background."""

    async def enqueue(self, job: str, **arguments: Argument) -> None:
        """Run the job named `job` soon with `arguments`; raises Unavailable when it cannot be handed over
        now (nothing was queued), ValueError for a job nobody registered."""
        ...
