"""The composition root: the one place where core ports meet their adapters (dishka providers)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from dishka import AsyncContainer, Provider, Scope, from_context, make_async_container, provide
from dishka.integrations.litestar import LitestarProvider
from litestar import Request
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from adapters.db.engine import create_engine, create_session_factory
from adapters.db.settings_store import SqlSettingsStore
from adapters.http.cache import AnswerCache
from adapters.http.context import RequestContext, read_context
from adapters.settings import Settings
from adapters.storage.local import LocalMedia
from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService
from core.verticals import VerticalRegistry


class InfrastructureProvider(Provider):
    """Settings, the vertical registry, the database and files: one of each per process."""

    settings = from_context(Settings, scope=Scope.APP)
    registry = from_context(VerticalRegistry, scope=Scope.APP)
    answer_cache = from_context(AnswerCache, scope=Scope.APP)

    @provide(scope=Scope.APP)
    async def engine(self, settings: Settings) -> AsyncIterator[AsyncEngine]:
        engine = create_engine(settings)
        yield engine
        await engine.dispose()

    @provide(scope=Scope.APP)
    def session_factory(self, engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
        return create_session_factory(engine)

    @provide(scope=Scope.APP)
    def media(self, settings: Settings) -> MediaUrls:
        return LocalMedia(settings.media_dir)

    @provide(scope=Scope.REQUEST)
    async def session(self, factory: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
        async with factory() as session:
            yield session

    @provide(scope=Scope.REQUEST)
    def request_context(self, request: Request) -> RequestContext:  # type: ignore[type-arg]
        return read_context(request)


class ConfigurationProvider(Provider):
    """The configuration context."""

    scope = Scope.REQUEST
    settings_store = provide(SqlSettingsStore, provides=SettingsStore)

    @provide
    def config_service(self, store: SettingsStore, media: MediaUrls, settings: Settings) -> ConfigService:
        return ConfigService(
            store,
            media,
            map_api_key=settings.google_maps_api_key if settings.geo_provider == "google" else "",
        )


PROVIDERS: list[type[Provider]] = [InfrastructureProvider, ConfigurationProvider]


def make_container(settings: Settings, registry: VerticalRegistry, cache: AnswerCache) -> AsyncContainer:
    """The application container with every provider, given the settings, verticals and answer cache."""
    return make_async_container(
        LitestarProvider(),
        *(p() for p in PROVIDERS),
        context={Settings: settings, VerticalRegistry: registry, AnswerCache: cache},
    )
