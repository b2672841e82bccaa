"""One fixture chain for every API suite that builds a marketplace of its own.

`world("order", build_order_market, SECRET)` makes the chain under the suite's names: `order_database`
(session; one per engine, so every test runs on SQLite and on PostgreSQL), `order_settings` (with the suite's
token secret), `ids` (the builder's rows by name), `order_container`, `order_client` (the whole application
on that container) and `engine` (the test's own engine, for what a test sets or counts beside the API). A
suite's conftest assigns them to module names and pytest finds them by those names.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, NamedTuple

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from adapters.settings import Settings
from tests.conftest import ENGINES, app_client, app_container, built_database, make_settings

Build = Callable[[str], Awaitable[dict[str, Any]]]


class World(NamedTuple):
    """The fixtures of one suite's chain, in the order they depend on each other."""

    database: Any
    settings: Any
    ids: Any
    container: Any
    client: Any
    engine: Any


def _needing(*names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Make a fixture function ask pytest for the fixtures `names` (the suite's own names)."""

    def wrap(function: Callable[..., Any]) -> Callable[..., Any]:
        parameters = [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY) for n in names]
        function.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
        return function

    return wrap


def world(prefix: str, build: Build, secret: str, **overrides: object) -> World:
    """The chain of fixtures for a suite named `prefix`, on databases filled by `build`, its settings changed by
    `overrides`."""
    database_name, settings_name = f"{prefix}_database", f"{prefix}_settings"
    container_name, client_name = f"{prefix}_container", f"{prefix}_client"

    @pytest.fixture(scope="session", params=ENGINES, name=database_name)
    @_needing("request", "tmp_path_factory")
    def database(**given: Any) -> tuple[str, dict[str, Any]]:
        return built_database(given["request"], given["tmp_path_factory"], prefix, build)

    @pytest.fixture(scope="session", name=settings_name)
    @_needing(database_name, "tmp_path_factory")
    def settings(**given: Any) -> Settings:
        media = given["tmp_path_factory"].mktemp(f"{prefix}-media")
        return make_settings(given[database_name][0], media, secret_key=secret, **overrides)

    @pytest.fixture(name="ids")
    @_needing(database_name)
    def ids(**given: Any) -> dict[str, Any]:
        found: dict[str, Any] = given[database_name][1]
        return found

    @pytest.fixture(name=container_name)
    @_needing(settings_name)
    def container(**given: Any) -> AsyncContainer:
        return app_container(given[settings_name])

    @pytest.fixture(name=client_name)
    @_needing(settings_name, container_name)
    async def client(**given: Any) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
        async with app_client(given[settings_name], given[container_name]) as found:
            yield found

    @pytest.fixture(name="engine")
    @_needing(settings_name)
    async def engine(**given: Any) -> AsyncIterator[AsyncEngine]:
        found = create_async_engine(given[settings_name].database_url)
        yield found
        await found.dispose()

    return World(database, settings, ids, container, client, engine)
