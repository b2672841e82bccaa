"""Background-job test helpers: a Redis queue of each test's own, and worker processes' shares of the fleet
run on the test's event loop."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

import pytest

from adapters.container import make_container
from adapters.jobs.fleet import FleetWorker
from adapters.jobs.job import Job
from adapters.settings import Settings
from core.verticals import load_registry

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")
needs_redis = pytest.mark.skipif(
    not REDIS_URL, reason="TEST_REDIS_URL is not set (.ci/run starts a Redis server)"
)


def own_queue() -> str:
    """A queue name no other test uses: a test sees only its own runs."""
    return f"test-{uuid.uuid4().hex}"


@asynccontextmanager
async def workers(
    settings: Settings, jobs: Sequence[Job], count: int = 1
) -> AsyncIterator[list[FleetWorker]]:
    """`count` workers taking `jobs` from the queue of `settings`, each with a container of its own (as
    `storefront worker` processes would), stopped on the way out."""
    containers = [make_container(settings, load_registry(settings.verticals)) for _ in range(count)]
    fleet = [FleetWorker(container, settings, jobs) for container in containers]
    running = [asyncio.create_task(worker.run()) for worker in fleet]
    try:
        yield fleet
    finally:
        for worker in fleet:
            await worker.stop()
        await asyncio.gather(*running)
        for container in containers:
            await container.close()
        await forget_queue(settings.redis_url, settings.jobs_queue)


async def forget_queue(redis_url: str, queue: str) -> None:
    """Delete what a test's queue left in Redis (the next scheduled runs the workers offered)."""
    import redis.asyncio

    client = redis.asyncio.from_url(redis_url)
    for pattern in (f"saq:{queue}:*", f"saq:job:{queue}:*"):
        async for key in client.scan_iter(match=pattern):
            await client.delete(key)
    await client.aclose()
