"""A change the operator makes reaches every node within a second: `storefront config set` (and `storefront
changed` after an edit made in the database) announce it through Redis, and each node forgets its cached
answers, marketplace view and totals. Two applications on one database and one real Redis."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.operator import announce_change, set_config
from adapters.settings import Settings
from tests.api.visitor import two_nodes
from tests.conftest import make_settings
from tests.waiting import until

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")
pytestmark = pytest.mark.skipif(
    not REDIS_URL, reason="TEST_REDIS_URL is not set (.ci/run starts a Redis server)"
)
WITHIN = 1.0  # seconds


async def test_a_configuration_change_reaches_every_node_within_a_second(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    settings = make_settings(
        accounts_settings.database_url, tmp_path, secret_key=accounts_settings.secret_key, redis_url=REDIS_URL
    )
    async with two_nodes(settings) as (first, second):
        before = [(await node.get("/api/v1/config")).json()["business_name"] for node in (first, second)]
        try:
            await set_config(settings, "business_name", "Renamed Market")

            async def renamed() -> bool:
                names = [
                    (await node.get("/api/v1/config")).json()["business_name"] for node in (first, second)
                ]
                return names == ["Renamed Market"] * 2

            await until(renamed, timeout=WITHIN)
        finally:
            await set_config(settings, "business_name", before[0])


async def test_a_module_edited_in_the_database_shows_on_every_node_once_announced(
    seeded_database: str, tmp_path: Path
) -> None:
    settings = make_settings(seeded_database, tmp_path, redis_url=REDIS_URL)
    engine = create_async_engine(settings.database_url)
    async with two_nodes(settings) as (first, second):
        modules = (await first.get("/api/v1/module")).json()
        assert (await second.get("/api/v1/module")).json() == modules  # both keep the view now
        module_id, name = modules[0]["id"], modules[0]["module_name"]
        try:
            async with engine.begin() as connection:
                await connection.execute(
                    text("UPDATE modules SET module_name = :name WHERE id = :id"),
                    {"name": "Renamed", "id": module_id},
                )
            assert await announce_change(settings)

            async def renamed() -> bool:
                found = [
                    (await node.get("/api/v1/module")).json()[0]["module_name"] for node in (first, second)
                ]
                return found == ["Renamed", "Renamed"]

            await until(renamed, timeout=WITHIN)
        finally:
            async with engine.begin() as connection:
                await connection.execute(
                    text("UPDATE modules SET module_name = :name WHERE id = :id"),
                    {"name": name, "id": module_id},
                )
            await announce_change(settings)
            await engine.dispose()
