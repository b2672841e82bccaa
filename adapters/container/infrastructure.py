"""What every context stands on: its dishka provider (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import Provider, Scope, from_context, provide

from adapters.changes import Changes, LocalChanges, RedisChanges
from adapters.db.connect import open_database
from adapters.db.gateway import Database
from adapters.health import Probes
from adapters.limits import Counters, MemoryCounters, RedisCounters
from adapters.live.channel import LiveChannel, open_channel
from adapters.orders.feeds import ChannelFeed
from adapters.settings import Settings
from adapters.storage.setup import Storage, open_storage
from core.background import BackgroundWork
from core.clock import MarketplaceClock
from core.configuration.ports import MediaUrls
from core.orders.ports import StatusFeed
from core.verticals import VerticalRegistry


class InfrastructureProvider(Provider):
    """Settings, the vertical registry, the database gateway, files (a folder or a bucket), the clock, and what workers share: counters
    and the live channel (order status feeds, inboxes), in this process's memory or in Redis (`REDIS_URL`). One of each per process."""

    scope = Scope.APP
    settings = from_context(Settings, scope=Scope.APP)
    registry = from_context(VerticalRegistry, scope=Scope.APP)

    @provide
    async def database(self, settings: Settings) -> AsyncIterator[Database]:
        database = await open_database(settings)
        yield database
        await database.close()

    @provide
    def storage(self, settings: Settings, later: BackgroundWork) -> Storage:
        return open_storage(settings, later)

    @provide
    def media(self, storage: Storage) -> MediaUrls:
        return storage.public

    @provide
    def clock(self, settings: Settings) -> MarketplaceClock:
        return MarketplaceClock(settings.marketplace_time_zone)

    @provide
    async def probes(self, database: Database, settings: Settings, storage: Storage) -> AsyncIterator[Probes]:
        probes = Probes(database, settings, storage)
        yield probes
        await probes.close()

    @provide
    async def changes(self, settings: Settings) -> AsyncIterator[Changes]:
        if settings.redis_url:
            heard = RedisChanges(settings.redis_url)
            heard.start()
            yield heard
            await heard.close()
        else:
            local = LocalChanges()
            yield local
            await local.close()

    @provide
    async def counters(self, settings: Settings) -> AsyncIterator[Counters]:
        counters = RedisCounters(settings.redis_url) if settings.redis_url else MemoryCounters()
        yield counters
        if isinstance(counters, RedisCounters):
            await counters.close()

    @provide
    async def channel(self, settings: Settings) -> AsyncIterator[LiveChannel]:
        found = open_channel(settings.redis_url)
        yield found
        await found.close()

    @provide
    def feed(self, channel: LiveChannel) -> StatusFeed:
        return ChannelFeed(channel)
