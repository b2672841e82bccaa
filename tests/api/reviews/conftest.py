"""Fixtures of the reviews tests: a fresh database per engine holding the checkout tests' small marketplace, a
courier and a rental provider (market.py), the application on it, and signed-in customers who order and
review (reviewer.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.reviews.market import build_review_market
from tests.api.reviews.reviewer import Reviewer
from tests.api.world import world

SECRET = "reviews-tests-secret-of-at-least-thirty-two-bytes"

reviews_database, reviews_settings, ids, reviews_container, reviews_client, engine = world(
    "reviews", build_review_market, SECRET
)

NewReviewer = Callable[[], Awaitable[Reviewer]]


@pytest.fixture
def new_reviewer(reviews_client: AsyncTestClient, engine: AsyncEngine, ids: dict[str, int]) -> NewReviewer:  # type: ignore[type-arg]
    """Makes a new signed-in customer."""

    async def make() -> Reviewer:
        return await Reviewer.new(reviews_client, engine, SECRET, ids)

    return make
