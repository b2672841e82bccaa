"""The demo customer's saved places: two addresses inside demo zones and a wishlist of catalogue cards,
added once, shown by the API as any customer's."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.migrate import upgrade
from adapters.demo.customer import DEMO_EMAIL, DEMO_PASSWORD
from adapters.demo.saved_places import WISHED_STORES, add_saved_places
from adapters.demo.seed import seed_demo_sync
from adapters.settings import Settings
from tests.api.places.conftest import SECRET
from tests.api.places.customer import SignedInCustomer, new_customer_id, sign_in
from tests.conftest import ENGINES, database_url_for, make_settings


@pytest.fixture(scope="module", params=ENGINES)
def demo_settings(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """A migrated database holding the demo marketplace, of this module's own (its tests write)."""
    url = database_url_for(request, tmp_path_factory, "placesdemo")
    upgrade(url)
    settings = make_settings(url, Path(tmp_path_factory.mktemp("placesdemo-media")), secret_key=SECRET)
    seed_demo_sync(settings)
    return settings


async def test_the_demo_customer_gets_addresses_and_a_wishlist_once(demo_settings: Settings) -> None:
    from adapters.http.app import create_app

    engine = create_async_engine(demo_settings.database_url)
    try:
        customer_id = await new_customer_id(engine)
        async with engine.begin() as conn:
            assert await add_saved_places(conn, customer_id)
        async with engine.begin() as conn:
            assert not await add_saved_places(conn, customer_id)  # a second run adds nothing
        token = await sign_in(engine, SECRET, customer_id)
    finally:
        await engine.dispose()
    async with AsyncTestClient(app=create_app(demo_settings)) as client:
        customer = SignedInCustomer(client, customer_id, token)
        addresses = await customer.addresses()
        assert [a["address_type"] for a in addresses] == ["office", "home"]
        for address in addresses:  # in the profile's name and phone (new_customer_id: "Test <n>", "+1555<n>")
            number = address["contact_person_number"].removeprefix("+1555")
            assert address["contact_person_name"] == f"Test {number}"
        zones = (await client.get("/api/v1/zone/list")).json()
        for address in addresses:  # the zones the API itself computes for that position
            found = await client.get(
                "/api/v1/config/get-zone-id", params={"lat": address["latitude"], "lng": address["longitude"]}
            )
            assert address["zone_ids"] == [int(z) for z in found.json()["zone_id"].strip("[]").split(",")]
            assert address["zone_id"] in {z["id"] for z in zones}
        wishlist = await customer.wishlist()
        assert len(wishlist["item"]) >= 3
        assert len(wishlist["store"]) == WISHED_STORES
        assert len({i["module_id"] for i in wishlist["item"]}) == len(wishlist["item"])
        edited = await customer.update_address(
            addresses[0]["id"], **{k: addresses[0][k] for k in ("latitude", "longitude")}
        )
        assert edited.status_code == 200, edited.text


def test_a_database_without_the_customer_is_left_alone(demo_settings: Settings) -> None:
    async def run() -> bool:
        engine = create_async_engine(demo_settings.database_url)
        try:
            async with engine.begin() as conn:
                return await add_saved_places(conn, 10**12)
        finally:
            await engine.dispose()

    assert asyncio.run(run()) is False


async def test_the_published_demo_login_finds_its_addresses_and_wishlist(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    body = {"email_or_phone": DEMO_EMAIL, "password": DEMO_PASSWORD, "login_type": "manual"}
    answer = await client.post("/api/v1/auth/login", json=body)
    assert answer.status_code == 200, answer.text
    customer = SignedInCustomer(client, 0, answer.json()["token"])
    addresses = await customer.addresses()
    assert [(a["address_type"], a["contact_person_name"]) for a in addresses] == [
        ("office", "Camille Martin"),
        ("home", "Camille Martin"),
    ]
    assert all(a["zone_ids"] for a in addresses)
    wishlist = await customer.wishlist()
    assert len(wishlist["item"]) >= 3
    assert len(wishlist["store"]) == WISHED_STORES
    assert (await client.post("/api/v1/auth/logout", headers=customer.headers())).status_code == 200
