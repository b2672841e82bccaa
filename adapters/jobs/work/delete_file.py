"""A stored file's deletion that its store did not answer at the time (a bucket unreachable, a read-only
disk): retried here, with a growing pause, for about an hour (adapters/storage/files.py hands it over).

Idempotent: deleting a key that is gone already does nothing.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from adapters.storage.files import DELETE_JOB
from adapters.storage.setup import Storage

log = structlog.get_logger("storefront.storage")


async def delete_file(container: AsyncContainer, store: str, key: str) -> None:
    """Delete `key` from the public or the private store; Unavailable (so a retry) while it does not answer."""
    storage = await container.get(Storage)
    objects = storage.private.objects if store == "private" else storage.public.objects
    await objects.delete(key)
    log.info("storage_delete_retried", store=store, key=key)


# 10 runs, 15 s apart at first and doubling up to 15 minutes: 15+30+60+...+900 s, an hour and a bit in all.
JOB = Job(name=DELETE_JOB, run=delete_file, timeout=60, attempts=10, retry_delay=15.0, max_retry_delay=900.0)
