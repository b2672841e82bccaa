"""Fixtures of the rental tests: the demo database's vehicles grouped by provider, a guest, an engine."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import AsyncIterator

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from adapters.settings import Settings
from tests.api.rental.traveller import Traveller, Vehicle, demo_vehicles

_VEHICLES: dict[str, list[Vehicle]] = {}


@pytest.fixture
async def providers(settings: Settings) -> list[list[Vehicle]]:
    """The demo's rental vehicles grouped by provider, the providers with most vehicles first."""
    url = settings.database_url
    if url not in _VEHICLES:
        _VEHICLES[url] = await demo_vehicles(url)
    by_provider: dict[int, list[Vehicle]] = defaultdict(list)
    for vehicle in _VEHICLES[url]:
        by_provider[vehicle.provider_id].append(vehicle)
    return sorted(by_provider.values(), key=len, reverse=True)


@pytest.fixture
async def guest(client: AsyncTestClient) -> Traveller:  # type: ignore[type-arg]
    """A new guest."""
    return await Traveller.guest(client)


@pytest.fixture
async def engine(settings: Settings) -> AsyncIterator[AsyncEngine]:
    """The test's own engine on the worker's demo database, for what tests set and read beside the API."""
    found = create_async_engine(settings.database_url)
    yield found
    await found.dispose()
