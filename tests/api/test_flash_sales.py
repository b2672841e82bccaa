"""Flash sales: the running ones listed with their end and stock, and what the demo seeds (brands, nutrition)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import Item, Module
from adapters.settings import Settings
from core.clock import DEFAULT_CLOCK
from tests.api.catalogue_rows import fetch, items_on_sale


@pytest.fixture
async def items(settings: Settings) -> list[dict[str, Any]]:
    return await fetch(settings.database_url, items_on_sale().add_columns(Module.module_type))


def in_flash_sale(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    now = DEFAULT_CLOCK().strftime("%Y-%m-%d %H:%M")
    return [r for r in rows if r["flash_sale_ends"] and r["flash_sale_ends"] > now]


async def test_the_demo_runs_flash_sales_in_every_shopping_module(items) -> None:
    running = in_flash_sale(items)
    assert {r["module_type"] for r in running} >= {"food", "grocery", "pharmacy", "ecommerce"}
    assert all(r["discount"] > 0 for r in running)


async def test_flash_sale_items_carry_their_end_and_stock_the_soonest_ending_first(client, items) -> None:
    running = in_flash_sale(items)
    answer = (await client.get("/api/v1/items/flash-sale?limit=50")).json()
    assert answer["total_size"] == len(running) > 0
    listed = answer["items"]
    assert [i["flash_sale_ends"] for i in listed] == sorted(i["flash_sale_ends"] for i in listed)
    stored = {r["id"]: r for r in running}
    for item in listed:
        assert item["flash_sale"] == 1
        assert item["flash_sale_ends"] == stored[item["id"]]["flash_sale_ends"]
        assert item["stock"] == stored[item["id"]]["stock"]


async def test_flash_sale_items_of_the_zone_and_module_asked_for(client, items) -> None:
    target = in_flash_sale(items)[0]
    mine = [
        r
        for r in in_flash_sale(items)
        if (r["zone_id"], r["module_id"]) == (target["zone_id"], target["module_id"])
    ]
    head = {"zoneId": f"[{target['zone_id']}]", "moduleId": str(target["module_id"])}
    answer = (await client.get("/api/v1/items/flash-sale", headers=head)).json()
    assert sorted(i["id"] for i in answer["items"]) == sorted(r["id"] for r in mine)


async def test_items_out_of_any_flash_sale_say_so(client, items) -> None:
    other = next(r for r in items if r["flash_sale_ends"] is None)
    answer = (await client.get(f"/api/v1/items/details/{other['id']}")).json()
    assert (answer["flash_sale"], answer["flash_sale_ends"]) == (0, None)


async def set_end(database_url: str, item_id: int, ends: str | None) -> None:
    """Move an item's flash-sale end (this worker's database is its own; the caller puts it back)."""
    engine = create_async_engine(database_url)
    try:
        async with engine.begin() as conn:
            await conn.execute(update(Item).where(Item.id == item_id).values(flash_sale_ends=ends))
    finally:
        await engine.dispose()


async def test_an_ended_flash_sale_is_not_listed_and_its_item_sells_on(
    client, items, settings: Settings
) -> None:
    sale = in_flash_sale(items)[0]
    ended = (DEFAULT_CLOCK() - dt.timedelta(minutes=1)).strftime("%Y-%m-%d %H:%M")
    await set_end(settings.database_url, sale["id"], ended)
    try:
        listed = (await client.get("/api/v1/items/flash-sale?limit=50")).json()
        details = (await client.get(f"/api/v1/items/details/{sale['id']}")).json()
    finally:
        await set_end(settings.database_url, sale["id"], sale["flash_sale_ends"])
    assert sale["id"] not in [i["id"] for i in listed["items"]]
    assert (details["flash_sale"], details["flash_sale_ends"]) == (0, None)
    assert details["price"] > 0


async def test_flash_sales_take_the_item_filters(client, items) -> None:
    food = [r for r in in_flash_sale(items) if r["module_type"] == "food"]
    head = {"moduleId": str(food[0]["module_id"])}
    veg = (await client.get("/api/v1/items/flash-sale", params={"filter": "veg"}, headers=head)).json()
    assert veg["total_size"] == len([r for r in food if r["veg"]])
    bad = await client.get("/api/v1/items/flash-sale", params={"filter": "spicy"})
    assert bad.status_code == 422
    assert bad.json()["errors"][0]["code"] == "filter"


async def test_shop_products_name_their_brand_and_dishes_their_nutrition(client, items) -> None:
    branded = next(r for r in items if (r["extra"] or {}).get("brand"))
    product = (await client.get(f"/api/v1/items/details/{branded['id']}")).json()
    assert product["module"]["module_type"] == "ecommerce"
    assert product["extra"]["brand"] == branded["extra"]["brand"]
    dish = next(r for r in items if r["nutritions"])
    answer = (await client.get(f"/api/v1/items/details/{dish['id']}")).json()
    assert answer["nutritions_name"] == dish["nutritions"]
    assert answer["module"]["module_type"] == "food"
