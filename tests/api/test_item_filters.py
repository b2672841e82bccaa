"""Item filters (veg, non_veg, halal, organic) on the item lists, and the filters each module offers."""

from __future__ import annotations

from typing import Any

import pytest

from adapters.db.tables import Module, Store
from adapters.settings import Settings
from tests.api.catalogue_rows import fetch, items_on_sale

FILTERED_LISTS = ["latest", "popular"]


@pytest.fixture
async def items(settings: Settings) -> list[dict[str, Any]]:
    """Items on sale with their module type and their store's halal tag."""
    rows = await fetch(settings.database_url, items_on_sale().add_columns(Module.module_type, Store.extra))
    return [{**row, "halal_tagged": bool((row["extra_1"] or {}).get("halal_tag_status"))} for row in rows]


def module_of(items: list[dict[str, Any]], module_type: str) -> int:
    return next(i["module_id"] for i in items if i["module_type"] == module_type)


async def listed(client: Any, path: str, module_id: int, item_filter: str) -> dict[str, Any]:
    """Every item of the list (one 50-item page is enough for the demo's modules: checked by its total)."""
    response = await client.get(
        f"/api/v1/items/{path}",
        params={"filter": item_filter, "limit": 50},
        headers={"moduleId": str(module_id)},
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


@pytest.mark.parametrize("path", FILTERED_LISTS)
async def test_veg_and_non_veg_split_the_food_menu(client, items, path: str) -> None:
    food = module_of(items, "food")
    mine = [i for i in items if i["module_id"] == food]
    veg = await listed(client, path, food, "veg")
    non_veg = await listed(client, path, food, "non_veg")
    assert veg["total_size"] == len([i for i in mine if i["veg"]]) > 0
    assert non_veg["total_size"] == len([i for i in mine if not i["veg"]]) > 0
    assert veg["total_size"] + non_veg["total_size"] == len(mine)
    assert {i["veg"] for i in veg["items"]} == {1}
    assert {i["veg"] for i in non_veg["items"]} == {0}


async def test_halal_keeps_the_items_a_halal_tagging_store_marks_halal(client, items) -> None:
    food = module_of(items, "food")
    mine = [i for i in items if i["module_id"] == food]
    halal = await listed(client, "latest", food, "halal")
    expected = {i["id"] for i in mine if i["is_halal"] and i["halal_tagged"]}
    # Halal items of stores that show no halal tags exist, and are left out like the card leaves their mark out.
    assert any(i["is_halal"] and not i["halal_tagged"] for i in mine)
    assert halal["total_size"] == len(expected) > 0
    assert {i["id"] for i in halal["items"]} <= expected
    assert all(i["is_halal"] == 1 and i["halal_tag_status"] == 1 for i in halal["items"])


async def test_filters_combine_and_each_narrows(client, items) -> None:
    food = module_of(items, "food")
    mine = [i for i in items if i["module_id"] == food]
    both = await listed(client, "popular", food, "halal,veg")
    expected = [i for i in mine if i["veg"] and i["is_halal"] and i["halal_tagged"]]
    assert both["total_size"] == len(expected) > 0
    assert all(i["veg"] == 1 and i["is_halal"] == 1 for i in both["items"])


async def test_organic_filter_of_the_grocery(client, items) -> None:
    grocery = module_of(items, "grocery")
    mine = [i for i in items if i["module_id"] == grocery]
    organic = await listed(client, "latest", grocery, "organic")
    assert organic["total_size"] == len([i for i in mine if i["organic"]]) > 0
    assert {i["organic"] for i in organic["items"]} == {1}


async def test_search_and_category_items_take_the_filters_too(client, items) -> None:
    food = module_of(items, "food")
    head = {"moduleId": str(food)}
    search = (
        await client.get("/api/v1/items/search", params={"name": "burger", "filter": "veg"}, headers=head)
    ).json()
    assert search["items"]
    assert all(i["veg"] == 1 and "burger" in i["name"].lower() for i in search["items"])
    category = next(i["category_id"] for i in items if i["module_id"] == food and not i["veg"])
    answer = (
        await client.get(f"/api/v1/categories/items/{category}", params={"filter": "non_veg"}, headers=head)
    ).json()
    assert answer["items"]
    assert all(i["veg"] == 0 for i in answer["items"])


@pytest.mark.parametrize(
    ("item_filter", "status"),
    [
        ("vegan", 422),
        ("veg,non_veg", 422),
        ("veg,", 422),
        (" organic ", 422),
        ("x" * 61, 422),
        ("halal,veg", 200),
    ],
)
async def test_bad_filters_are_refused_in_the_errors_shape(client, item_filter: str, status: int) -> None:
    response = await client.get("/api/v1/items/latest", params={"filter": item_filter})
    assert response.status_code == status, response.text
    if status != 200:
        assert response.json()["errors"][0]["code"] == "filter"


async def test_each_module_publishes_the_filters_its_vertical_offers(client) -> None:
    modules = (await client.get("/api/v1/module")).json()
    offered = {m["module_type"]: m["policy"]["item_filters"] for m in modules}
    assert offered["food"] == ["veg", "non_veg", "halal"]
    assert offered["grocery"] == ["organic"]
    assert offered["ecommerce"] == offered["pharmacy"] == offered["rental"] == offered["parcel"] == []
