"""Bounds and idempotence under real concurrency, and every call once, in the application as it is served:
Granian with two worker processes, up to sixty requests in flight at once from one customer, on both
databases.

In-process test clients hand requests to the application one at a time; here two processes race on the same
rows, so the per-customer lock of each write (SQLite's BEGIN IMMEDIATE, PostgreSQL's advisory lock) is what
keeps the address bound exact and a repeated wishlist add from colliding on its unique key.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from core.address.model import MAX_ADDRESSES
from tests.api.places.conftest import SECRET
from tests.api.places.customer import ADDRESS, HOME, WISHLIST, new_customer_id, sign_in
from tests.bench.servers import NO_SHEDDING_ENV, granian

UNLIMITED = "1000000000/1"


@pytest.fixture(scope="module")
def live_url(places_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The application on the places database, served by Granian with two workers."""
    env = {
        "DATABASE_URL": places_settings.database_url,
        "MEDIA_DIR": str(places_settings.media_dir),
        "STOREFRONT_SECRET_KEY": SECRET,
        "LOG_LEVEL": "WARNING",
        "DEBUG": "",
        **{f"RATE_LIMIT_{p}": UNLIMITED for p in ("READS", "WRITES", "GUESTS")},
        **NO_SHEDDING_ENV,
    }
    log = Path(tmp_path_factory.mktemp("places-live")) / "server.log"
    with contextlib.ExitStack() as stack:
        _, port = stack.enter_context(granian("adapters.asgi:app", env, 2, "/api/v1/config", log))
        yield f"http://127.0.0.1:{port}"


async def test_sixty_simultaneous_adds_keep_exactly_the_bound(live_url: str, engine: AsyncEngine) -> None:
    customer_id = await new_customer_id(engine)
    headers = {"Authorization": f"Bearer {await sign_in(engine, SECRET, customer_id)}"}
    async with httpx.AsyncClient(base_url=live_url, timeout=60) as client:
        answers = await asyncio.gather(
            *(
                client.post(f"{ADDRESS}/add", json={**HOME, "address": f"No. {n}"}, headers=headers)
                for n in range(60)
            )
        )
        listed = (await client.get(f"{ADDRESS}/list", headers=headers)).json()["addresses"]
    statuses = [a.status_code for a in answers]
    # 503 is SQLite's answer to a write lock held past its 5 s wait on a loaded machine: nothing stored.
    assert set(statuses) <= {200, 422, 503}, {a.text for a in answers}
    tried = 60 - statuses.count(503)
    assert statuses.count(200) == min(MAX_ADDRESSES, tried)
    assert len(listed) == len({a["id"] for a in listed}) == statuses.count(200)


async def test_simultaneous_adds_of_one_item_keep_one_entry(
    live_url: str, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    customer_id = await new_customer_id(engine)
    headers = {"Authorization": f"Bearer {await sign_in(engine, SECRET, customer_id)}"}
    async with httpx.AsyncClient(base_url=live_url, timeout=60) as client:
        answers = await asyncio.gather(
            *(
                client.post(f"{WISHLIST}/add", params={"item_id": ids["apple"]}, headers=headers)
                for _ in range(40)
            )
        )
        assert {a.status_code for a in answers} == {200}, {a.text for a in answers}
        wishlist = (await client.get(WISHLIST, headers=headers)).json()
    assert [i["id"] for i in wishlist["item"]] == [ids["apple"]]


async def test_every_call_works_in_a_served_process(
    live_url: str, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    customer_id = await new_customer_id(engine)
    headers = {"Authorization": f"Bearer {await sign_in(engine, SECRET, customer_id)}"}
    async with httpx.AsyncClient(base_url=live_url, timeout=30, headers=headers) as client:
        added = (await client.post(f"{ADDRESS}/add", json=HOME)).json()["address"]
        changed = await client.put(f"{ADDRESS}/update/{added['id']}", json={**HOME, "floor": "5"})
        assert changed.json()["address"]["floor"] == "5"
        assert [a["id"] for a in (await client.get(f"{ADDRESS}/list")).json()["addresses"]] == [added["id"]]
        assert (
            await client.delete(f"{ADDRESS}/delete", params={"address_id": added["id"]})
        ).status_code == 200
        for target in ({"item_id": ids["pizza"]}, {"store_id": ids["store_kitchen"]}):
            assert (await client.post(f"{WISHLIST}/add", params=target)).status_code == 200
        assert (
            await client.delete(f"{WISHLIST}/remove", params={"item_id": ids["pizza"]})
        ).status_code == 200
        wishlist = (await client.get(WISHLIST)).json()
    assert ([i["id"] for i in wishlist["item"]], [s["id"] for s in wishlist["store"]]) == (
        [],
        [ids["store_kitchen"]],
    )
