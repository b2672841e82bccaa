"""Fixtures of the trip cart tests: the demo database's vehicles grouped by provider, and a guest."""

from __future__ import annotations

from collections import defaultdict

import pytest
from litestar.testing import AsyncTestClient

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
