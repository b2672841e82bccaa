"""A catalogue request runs the same number of SQL statements whatever the page size or catalogue size.

Statements are counted where the read model runs them (its `rows` method, the one door to the driver),
with list totals forgotten first so every page pays for its count.
"""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import AsyncIterator
from decimal import Decimal
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from adapters.container import make_container
from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.tables import AddOn, Category, Item, Module, Store, StoreSchedule, Zone
from adapters.http.app import create_app
from core.catalogue.ports import CatalogueReadModel
from core.verticals import load_registry
from tests.conftest import make_settings

LISTS = [
    "/api/v1/stores/popular",
    "/api/v1/stores/latest?type=delivery",
    "/api/v1/items/latest",
    "/api/v1/items/popular",
    "/api/v1/items/campaigns",
    "/api/v1/items/search?name=e",
    "/api/v1/categories/items/{category}",
]


async def statements(
    client: AsyncTestClient,  # type: ignore[type-arg]
    container: AsyncContainer,
    path: str,
    headers: dict[str, str] | None = None,
) -> list[str]:
    """The statements one request runs, with nothing reused from earlier requests."""
    reads = await container.get(CatalogueReadModel)
    assert isinstance(reads, SqlCatalogueReads)
    reads.totals.invalidate()
    seen: list[str] = []
    run = reads.rows

    async def counting(statement: Any, values: dict[str, Any]) -> Any:
        seen.append(statement.sqlite)
        return await run(statement, values)

    reads.rows = counting  # type: ignore[method-assign]
    try:
        response = await client.get(path, headers=headers or {})
    finally:
        del reads.rows
    assert response.status_code == 200, response.text
    return seen


class Served(NamedTuple):
    """An HTTP client on the application, and the application's container."""

    client: AsyncTestClient  # type: ignore[type-arg]
    container: AsyncContainer


def with_page(path: str, limit: int) -> str:
    return f"{path}{'&' if '?' in path else '?'}limit={limit}"


async def first_category(client: AsyncTestClient) -> int:  # type: ignore[type-arg]
    return int((await client.get("/api/v1/categories")).json()["categories"][0]["id"])


@pytest.mark.parametrize("path", LISTS)
async def test_page_size_does_not_change_the_number_of_statements(client, container, path: str) -> None:
    path = path.format(category=await first_category(client))
    total = (await client.get(with_page(path, 1))).json()["total_size"]
    assert total > 5, f"{path} needs more than one small page of demo data"
    for limit in (1, 5, 20, 50):
        seen = await statements(client, container, with_page(path, limit))
        # At most a page, its count and the related rows of the whole page; never one statement per row.
        assert len(seen) <= 3
        assert len(set(seen)) == len(seen)


@pytest.mark.parametrize("path", ["/api/v1/stores/details/{store}", "/api/v1/items/details/{item}"])
async def test_details_run_two_statements(client, container, path: str) -> None:
    store = (await client.get("/api/v1/stores/latest?limit=1")).json()["stores"][0]["id"]
    item = (await client.get("/api/v1/items/latest?limit=1")).json()["items"][0]["id"]
    assert len(await statements(client, container, path.format(store=store, item=item))) <= 2


def fill(database_url: str, stores: int, items_per_store: int) -> None:
    """A plain catalogue: one zone, one food module, a category with a child, stores with items and add-ons."""
    engine = create_engine(database_url.replace("+aiosqlite", ""))
    with Session(engine) as session:
        zone = Zone(name="Centre", polygon=[[48.8, 2.3], [48.9, 2.3], [48.9, 2.4]])
        module = Module(module_name="Food", module_type="food", slug="food")
        session.add_all([zone, module])
        session.flush()
        parent = Category(name="Pizza", slug="pizza", module_id=module.id)
        session.add(parent)
        session.flush()
        child = Category(name="Red", slug="red", module_id=module.id, parent_id=parent.id)
        session.add(child)
        session.flush()
        for s in range(stores):
            store = Store(name=f"Store {s}", slug=f"store-{s}", module_id=module.id, zone_id=zone.id,
                          latitude=48.85, longitude=2.35, order_count=s)  # fmt: skip
            session.add(store)
            session.flush()
            session.add_all(StoreSchedule(store_id=store.id, day=d, opening_time="09:00:00",
                                          closing_time="21:00:00") for d in range(7))  # fmt: skip
            add_on = AddOn(store_id=store.id, name="Cheese", price=Decimal("1.50"))
            session.add(add_on)
            session.flush()
            session.add_all(
                Item(name=f"Item {s}-{n}", slug=f"item-{s}-{n}", module_id=module.id, store_id=store.id,
                     category_id=child.id if n % 2 else parent.id, price=Decimal("9.90"), add_on_ids=[add_on.id],
                     order_count=n, created_at=dt.datetime(2026, 1, 1, tzinfo=dt.UTC) + dt.timedelta(minutes=n))
                for n in range(items_per_store)
            )  # fmt: skip
        session.commit()
    engine.dispose()


@pytest.fixture
async def small_and_large(migrated_template: Path, tmp_path: Path) -> AsyncIterator[list[Served]]:
    served = []
    for name, stores, items in (("small", 6, 8), ("large", 60, 80)):
        path = tmp_path / f"{name}.db"
        shutil.copyfile(migrated_template, path)
        settings = make_settings(f"sqlite+aiosqlite:///{path}", tmp_path / "media")
        fill(settings.database_url, stores, items)
        container = make_container(settings, load_registry())
        served.append(Served(AsyncTestClient(app=create_app(settings, container=container)), container))
    async with served[0].client, served[1].client:
        yield served


@pytest.mark.parametrize("path", [*LISTS, "/api/v1/stores/details/1", "/api/v1/items/details/1"])
async def test_catalogue_size_does_not_change_the_number_of_statements(small_and_large, path: str) -> None:
    small, large = small_and_large
    path = with_page(path.format(category=1), 5)
    head = {"zoneId": "[1]", "moduleId": "1"}
    assert len(await statements(*small, path, head)) == len(await statements(*large, path, head))
