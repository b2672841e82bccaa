"""Categories: root categories per module, one category with its sub-categories, a category's items."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from adapters.db.tables import Item
from adapters.settings import Settings
from tests.api.catalogue_rows import busiest, fetch, items_on_sale, visible_categories


@pytest.fixture
async def categories(settings: Settings) -> list[dict[str, Any]]:
    return await fetch(settings.database_url, visible_categories())


def in_order(rows: list[dict[str, Any]]) -> list[int]:
    return [c["id"] for c in sorted(rows, key=lambda c: (-c["priority"], c["position"], c["id"]))]


async def test_root_categories_of_the_chosen_module(client, categories) -> None:
    module = busiest(categories, "module_id")
    roots = [c for c in categories if c["module_id"] == module and c["parent_id"] is None]
    answer = (await client.get("/api/v1/categories", headers={"moduleId": str(module)})).json()
    assert answer["total_size"] == len(roots) > 0
    assert [c["id"] for c in answer["categories"]] == in_order(roots)
    assert all(c["parent_id"] is None and c["module_id"] == module for c in answer["categories"])


async def test_without_a_module_every_modules_roots_are_listed(client, categories) -> None:
    roots = [c for c in categories if c["parent_id"] is None]
    answer = (await client.get("/api/v1/categories?limit=50")).json()
    assert answer["total_size"] == len(roots)
    assert {c["module_id"] for c in answer["categories"]} == {c["module_id"] for c in roots}


async def test_category_names_follow_the_language(client, categories) -> None:
    answer = (await client.get("/api/v1/categories?limit=50", headers={"X-localization": "fr"})).json()
    by_id = {c["id"]: c for c in categories}
    translated = 0
    for category in answer["categories"]:
        french = (by_id[category["id"]]["translations"].get("fr") or {}).get("name")
        assert category["name"] == (french or by_id[category["id"]]["name"])
        translated += bool(french and french != by_id[category["id"]]["name"])
    assert translated, "the demo marketplace translates category names"


async def test_a_category_with_its_sub_categories_by_id_or_slug(client, categories) -> None:
    parent = next(c for c in categories if any(s["parent_id"] == c["id"] for s in categories))
    by_id = (await client.get(f"/api/v1/categories/{parent['id']}")).json()
    by_slug = (await client.get(f"/api/v1/categories/{parent['slug']}")).json()
    assert by_id == by_slug
    assert (by_id["id"], by_id["name"], by_id["slug"]) == (parent["id"], parent["name"], parent["slug"])
    children = [c for c in categories if c["parent_id"] == parent["id"]]
    assert [c["id"] for c in by_id["children"]] == in_order(children)


@pytest.mark.parametrize("key", ["0", "999999", "no-such-category", "items", "9" * 30])
async def test_unknown_category_is_a_404_in_the_errors_shape(client, key: str) -> None:
    response = await client.get(f"/api/v1/categories/{key}")
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] in {"category", "not_found"}


async def test_items_of_a_category_and_its_sub_categories(client, categories, settings: Settings) -> None:
    items = await fetch(settings.database_url, items_on_sale())
    parent = next(c for c in categories if any(s["parent_id"] == c["id"] for s in categories))
    family = {parent["id"]} | {c["id"] for c in categories if c["parent_id"] == parent["id"]}
    zone = busiest([i for i in items if i["category_id"] in family], "zone_id")
    mine = [i for i in items if i["category_id"] in family and i["zone_id"] == zone]
    answer = (
        await client.get(f"/api/v1/categories/items/{parent['id']}?limit=50", headers={"zoneId": f"[{zone}]"})
    ).json()
    assert answer["total_size"] == len(mine) > 0
    assert {i["category_id"] for i in answer["items"]} <= family
    assert {i["zone_id"] for i in answer["items"]} == {zone}


async def test_items_of_an_unknown_category_are_a_404(client) -> None:
    response = await client.get("/api/v1/categories/items/999999")
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "category"
    beyond = await client.get("/api/v1/categories/items/99999999999999999999999")
    assert beyond.status_code == 422
    assert beyond.json()["errors"][0]["code"] == "category_id"


async def test_category_lists_are_served_from_the_answer_cache(client) -> None:
    head = {"moduleId": "1", "X-localization": "fr"}
    first = await client.get("/api/v1/categories", headers=head)
    second = await client.get("/api/v1/categories", headers=head)
    assert second.headers.get("x-cache") == "hit"
    assert second.content == first.content


@pytest.mark.parametrize("query", ["offset=0", "limit=0", "limit=51", "offset=abc"])
async def test_absurd_paging_is_a_422(client, query: str) -> None:
    response = await client.get(f"/api/v1/categories?{query}")
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] in {"offset", "limit"}


async def test_a_stores_categories_are_the_roots_its_items_are_filed_under(
    client, settings, categories
) -> None:
    items = await fetch(settings.database_url, select(Item.__table__).where(Item.status.is_(True)))
    store = busiest(items, "store_id")
    parent_of = {c["id"]: c["parent_id"] for c in categories}
    filed = {i["category_id"] for i in items if i["store_id"] == store and i["category_id"] is not None}
    roots = {parent_of.get(c) or c for c in filed if c in parent_of}
    answer = (await client.get(f"/api/v1/categories?store_id={store}&limit=50")).json()
    assert {c["id"] for c in answer["categories"]} == roots
    assert answer["total_size"] == len(roots) > 0
    everything = (await client.get("/api/v1/categories?limit=50")).json()
    assert answer["total_size"] < everything["total_size"], "a store sells from some categories, not all"


@pytest.mark.parametrize("store_id", ["0", "-1", "x", "9" * 30])
async def test_a_bad_store_id_for_categories_is_a_422(client, store_id: str) -> None:
    answer = await client.get(f"/api/v1/categories?store_id={store_id}")
    assert answer.status_code in (400, 422)
    assert answer.json()["errors"]
