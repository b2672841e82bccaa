"""Fixtures of the conversation tests: the order tests' small marketplace with a courier in its zone, the
application on it (SQLite and PostgreSQL), and customers who place orders and talk about them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from adapters.db.tables import DeliveryManRow
from tests.api.conversations.chatter import Chatter
from tests.api.orders.market import build_order_market
from tests.api.world import world

SECRET = "conversation-tests-secret-of-at-least-thirty-two-bytes"


async def build_chat_market(database_url: str) -> dict[str, Any]:
    """The order tests' marketplace, and a courier of its centre zone."""
    ids = await build_order_market(database_url)
    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        courier = DeliveryManRow(
            f_name="Sam", l_name="Rider", phone="+33600000001", zone_id=ids["zone_centre"]
        )
        session.add(courier)
        await session.commit()
        ids["courier"] = courier.id
    await engine.dispose()
    return ids


# The sends' limit counts in fixed windows: a day's window holds the limit test's 21 sends in one window (a
# minute's could end between two of them).
chat_database, chat_settings, ids, chat_container, chat_client, engine = world(
    "chat", build_chat_market, SECRET, rate_limit_messages="20/86400"
)

NewChatter = Callable[[], Awaitable[Chatter]]


@pytest.fixture
def new_chatter(chat_client: AsyncTestClient, engine: AsyncEngine, ids: dict[str, int]) -> NewChatter:  # type: ignore[type-arg]
    async def make() -> Chatter:
        return await Chatter.customer(chat_client, engine, SECRET, ids)  # type: ignore[return-value]

    return make
