"""The laundry vertical, installed as its own distribution, through the real application (real HTTP on
SQLite and PostgreSQL): migrated, its route mounted and documented, its policy published, its message
translated, its demo module seeded.

Not collected on its own (the name does not start with test_): test_third_party_vertical.py runs it in a
fresh Python process whose path holds the installed distribution, since nothing of this repository names
the laundry vertical.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.migrate import downgrade, upgrade
from adapters.demo.seed import seed_demo_sync
from adapters.settings import Settings
from core.verticals import load_registry
from tests.conftest import ENGINES, app_client, database_url_for, make_settings

PRICE_LIST = "/api/v1/laundry/price-list"


async def _rows(url: str, sql: str, **values: Any) -> list[Any]:
    engine = create_async_engine(url)
    try:
        async with engine.begin() as conn:
            result = await conn.execute(text(sql), values)
            return list(result.all()) if result.returns_rows else []
    finally:
        await engine.dispose()


def rows(url: str, sql: str, **values: Any) -> list[Any]:
    return asyncio.run(_rows(url, sql, **values))


@pytest.fixture(scope="session", params=ENGINES)
def laundry_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A database migrated with the laundry installed, holding the laundry's demo module only."""
    url = database_url_for(request, tmp_path_factory, "laundry")
    upgrade(url)
    seed_demo_sync(make_settings(url, tmp_path_factory.mktemp("media"), verticals=("laundry",)))
    # One service limited per cart, so the laundry's own rule has something to refuse.
    rows(
        url,
        "UPDATE items SET maximum_cart_quantity = 2 WHERE name = 'Shirt wash and press' AND module_id IN "
        "(SELECT id FROM modules WHERE module_type = 'laundry')",
    )
    return url


@pytest.fixture
def settings(laundry_url: str, tmp_path: Path) -> Settings:
    """Every installed vertical enabled: the six shipped ones and the laundry."""
    return make_settings(laundry_url, tmp_path)


@pytest.fixture
async def client(settings: Settings) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    async with app_client(settings) as c:
        yield c


def test_the_laundry_is_installed_beside_the_shipped_verticals() -> None:
    registry = load_registry()
    assert "laundry" in registry
    assert {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"} <= set(registry.module_types)


def test_migrate_creates_the_laundrys_own_table_on_its_own_branch(laundry_url: str) -> None:
    versions = {row[0] for row in rows(laundry_url, "SELECT version_num FROM alembic_version")}
    assert "laundry_0001" in versions
    # One head per branch: core's, and each installed vertical's with migrations (the rental's, the laundry's).
    assert len(versions) == 1 + sum(1 for v in load_registry() if v.migrations), versions
    services = rows(laundry_url, "SELECT name_en, name_fr, price FROM laundry_services ORDER BY position")
    assert [row[0] for row in services][:2] == ["Wash and fold (per kg)", "Shirt wash and press"]


def test_the_laundry_branch_goes_down_and_up_alone(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'branch.db'}"
    upgrade(url)
    downgrade(url, "laundry@base")
    tables = {row[0] for row in rows(url, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "laundry_services" not in tables
    assert {"modules", "items", "cart_lines"} <= tables, "core's tables stay"
    upgrade(url)
    assert len(rows(url, "SELECT id FROM laundry_services")) == 3


async def test_the_price_list_route_answers_from_the_laundrys_table(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    english = await client.get(PRICE_LIST)
    french = await client.get(PRICE_LIST, headers={"X-localization": "fr"})
    assert english.status_code == 200, english.text
    assert english.json()["services"][:3] == [
        {"name": "Wash and fold (per kg)", "price": 2.5},
        {"name": "Shirt wash and press", "price": 3.5},
        {"name": "Dry cleaning", "price": 6.0},
    ]
    assert [s["name"] for s in french.json()["services"]][:3] == [
        "Lavage et pliage (au kg)",
        "Lavage et repassage de chemise",
        "Nettoyage à sec",
    ]
    assert english.headers["x-request-id"], "core's middleware wraps the vertical's route"


async def test_the_price_list_route_is_in_the_openapi_document(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    document = (await client.get("/schema/openapi.json")).json()
    operation = document["paths"][PRICE_LIST]["get"]
    assert operation["operationId"] == "getLaundryPriceList"
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert schema["$ref"].endswith("/PriceList")


async def test_the_laundry_module_carries_its_policy_and_labels(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    answer = (await client.get("/api/v1/module", headers={"X-localization": "fr"})).json()
    laundry = [m for m in answer if m["module_type"] == "laundry"]
    assert len(laundry) == 1
    assert laundry[0]["module_name"] == "Blanchisserie"
    assert laundry[0]["labels"]["stores"] == "blanchisseries"
    assert laundry[0]["policy"] == {
        "cart": "items",
        "counts_stock": False,
        "wishlist": False,
        "track_order": True,
        "help_as_contact": False,
        "home_crumb": None,
        "diet_markers": False,
        "product_page": False,
        "checkout_documents": False,
        "item_filters": [],
    }


async def test_the_laundrys_rule_message_is_translated(client: AsyncTestClient, laundry_url: str) -> None:  # type: ignore[type-arg]
    [(item_id,)] = await _rows(laundry_url, "SELECT id FROM items WHERE name = 'Shirt wash and press'")
    guest = (await client.post("/api/v1/auth/guest/request")).json()["guest_id"]
    body = {"item_id": item_id, "quantity": 3, "guest_id": guest}
    refused = {
        language: await client.post(
            "/api/v1/customer/cart/add", json=body, headers={"X-localization": language}
        )
        for language in ("en", "fr")
    }
    assert refused["en"].status_code == 409, refused["en"].text
    assert refused["en"].json()["errors"][0]["message"] == "One laundry bag takes at most 2 of this service."
    assert refused["fr"].json()["errors"][0]["message"] == "Un sac de linge prend au plus 2 de ce service."
    # Within the limit the line goes in: the laundry's cart is an ordinary cart of items.
    added = await client.post("/api/v1/customer/cart/add", json={**body, "quantity": 2})
    assert added.status_code == 200, added.text
    assert [line["quantity"] for line in added.json()] == [2]


async def test_the_laundrys_demo_module_has_one_store_with_two_named_services(laundry_url: str) -> None:
    stores = await _rows(
        laundry_url,
        "SELECT s.name FROM stores s JOIN modules m ON m.id = s.module_id WHERE m.module_type = 'laundry'",
    )
    items = await _rows(
        laundry_url,
        "SELECT i.name FROM items i JOIN modules m ON m.id = i.module_id WHERE m.module_type = 'laundry'",
    )
    assert [s[0] for s in stores] == ["Bubbles Laundry"]
    assert sorted(i[0] for i in items) == ["Duvet cleaning", "Shirt wash and press"]


async def test_disabling_the_laundry_hides_its_module_and_its_route(laundry_url: str, tmp_path: Path) -> None:
    shipped = ("food", "grocery", "pharmacy", "ecommerce", "parcel", "rental")
    async with app_client(make_settings(laundry_url, tmp_path)) as client:
        assert "laundry" in {m["module_type"] for m in (await client.get("/api/v1/module")).json()}
        assert (await client.get(PRICE_LIST)).status_code == 200
    async with app_client(make_settings(laundry_url, tmp_path, verticals=shipped)) as client:
        modules = (await client.get("/api/v1/module")).json()
        route = await client.get(PRICE_LIST)
        document = (await client.get("/schema/openapi.json")).json()
        others = await client.get("/api/v1/zone/list")
    assert "laundry" not in {m["module_type"] for m in modules}
    assert route.status_code == 404
    assert PRICE_LIST not in document["paths"]
    assert others.status_code == 200, "the rest keeps working"
