"""Background work: its dishka provider (the port bound to the queue or to this process)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import AsyncContainer, Provider, Scope, provide

from adapters.jobs.local import LocalWork
from adapters.settings import Settings
from core.background import BackgroundWork


class JobsProvider(Provider):
    """Where a use case's background work goes: the fleet's queue with `REDIS_URL`, this process without."""

    scope = Scope.APP

    @provide
    async def background_work(
        self, settings: Settings, container: AsyncContainer
    ) -> AsyncIterator[BackgroundWork]:
        if settings.redis_url:
            from adapters.jobs.fleet import QueuedWork, open_queue  # only deployments with REDIS_URL load SAQ

            queue = open_queue(settings)
            await queue.connect()
            queued = QueuedWork(queue)
            yield queued
            await queued.close()
        else:
            local = LocalWork(container)
            yield local
            await local.close()
