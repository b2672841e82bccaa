"""Fixtures of the rewards tests (loyalty points, referral, cashback): a fresh database per engine holding
the checkout tests' small marketplace and a few cashback offers (rewards_market.py), the application on it,
signed-in customers who place orders, and a container on the test's own event loop to run the jobs with (the
test client serves the application on a loop of its own)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.container import make_container
from adapters.settings import Settings
from core.verticals import load_registry
from tests.api.rewards.earner import Earner
from tests.api.rewards.rewards_market import build_rewards_market
from tests.api.world import world

SECRET = "rewards-tests-secret-of-at-least-thirty-two-bytes"

rewards_database, rewards_settings, ids, rewards_container, rewards_client, engine = world(
    "rewards", build_rewards_market, SECRET
)

NewEarner = Callable[[], Awaitable[Earner]]


@pytest.fixture
def new_customer(rewards_client: AsyncTestClient, engine: AsyncEngine, ids: dict[str, int]) -> NewEarner:  # type: ignore[type-arg]
    """Makes a new signed-in customer at checkout."""

    async def make() -> Earner:
        return await Earner.new(rewards_client, engine, SECRET, ids)

    return make


@pytest.fixture
async def jobs(rewards_settings: Settings) -> AsyncIterator[AsyncContainer]:
    """The application's container on this test's event loop, to run background jobs with."""
    container = make_container(rewards_settings, load_registry(rewards_settings.verticals))
    try:
        yield container
    finally:
        await container.close()
