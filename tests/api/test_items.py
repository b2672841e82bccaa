"""Item lists, search and details, compared with the items the seeded database holds."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import Item
from adapters.settings import Settings
from core.clock import MarketplaceClock
from tests.api.catalogue_rows import add_ons_among, busiest, fetch, items_on_sale, money, visible_categories

ITEM_FIELDS = {
    "id", "slug", "name", "description", "generic_name", "image_full_url", "images_full_url", "module_id",
    "module", "unit_type", "store_id", "store_name", "zone_id", "price", "discount", "discount_type",
    "store_discount", "restaurant_discount", "stock", "maximum_cart_quantity", "is_prescription_required",
    "avg_rating", "rating_count", "wishlist_count", "whislists_count", "tags", "category_ids", "organic",
    "recommended", "veg", "is_halal", "halal_tag_status", "flash_sale", "flash_sale_ends", "isCampaignItem", "nutritions_name",
    "allergies_name", "available_time_starts", "available_time_ends", "available_date_starts",
    "available_date_ends", "schedule_order", "variations", "choice_options", "food_variations", "add_ons",
    "addons",
}  # fmt: skip


@pytest.fixture
async def items(settings: Settings) -> list[dict[str, Any]]:
    return await fetch(settings.database_url, items_on_sale())


def newest_first(rows: list[dict[str, Any]]) -> list[int]:
    return [r["id"] for r in sorted(rows, key=lambda r: (r["created_at"], r["id"]), reverse=True)]


def most_ordered_first(rows: list[dict[str, Any]]) -> list[int]:
    return [r["id"] for r in sorted(rows, key=lambda r: (r["order_count"], r["id"]), reverse=True)]


async def test_latest_items_of_a_zone_and_module_are_newest_first(client, items) -> None:
    zone, module = busiest(items, "zone_id"), busiest(items, "module_id")
    mine = [i for i in items if i["zone_id"] == zone and i["module_id"] == module]
    answer = (
        await client.get(
            "/api/v1/items/latest?limit=50", headers={"zoneId": f"[{zone}]", "moduleId": str(module)}
        )
    ).json()
    assert answer["total_size"] == len(mine) > 50
    assert [i["id"] for i in answer["items"]] == newest_first(mine)[:50]
    assert {(i["zone_id"], i["module_id"]) for i in answer["items"]} == {(zone, module)}


async def test_popular_items_are_most_ordered_first(client, items) -> None:
    module = busiest(items, "module_id")
    mine = [i for i in items if i["module_id"] == module]
    answer = (await client.get("/api/v1/items/popular?limit=30", headers={"moduleId": str(module)})).json()
    assert answer["total_size"] == len(mine)
    assert [i["id"] for i in answer["items"]] == most_ordered_first(mine)[:30]


async def test_items_of_one_store_page_by_page(client, items) -> None:
    store = busiest(items, "store_id")
    mine = newest_first([i for i in items if i["store_id"] == store])
    seen: list[int] = []
    for offset in range(1, 20):
        answer = (await client.get(f"/api/v1/items/latest?store_id={store}&offset={offset}&limit=7")).json()
        assert answer["total_size"] == len(mine)
        if not answer["items"]:
            break
        seen += [i["id"] for i in answer["items"]]
    assert seen == mine


async def test_a_category_filter_includes_its_sub_categories(client, items, settings: Settings) -> None:
    categories = await fetch(settings.database_url, visible_categories())
    parent = next(c for c in categories if any(s["parent_id"] == c["id"] for s in categories))
    family = {parent["id"]} | {c["id"] for c in categories if c["parent_id"] == parent["id"]}
    mine = [i for i in items if i["category_id"] in family]
    answer = (await client.get(f"/api/v1/items/popular?category_id={parent['id']}&limit=50")).json()
    assert answer["total_size"] == len(mine) > 0
    assert {i["category_id"] for i in answer["items"]} <= family


async def test_search_matches_part_of_the_name_in_any_case(client, items) -> None:
    target = items[len(items) // 2]
    fragment = target["name"][1:6].upper()
    answer = (await client.get("/api/v1/items/search", params={"name": fragment, "limit": 50})).json()
    expected = [i for i in items if matches(i, fragment)]
    assert answer["total_size"] == len(expected)
    assert target["id"] in [i["id"] for i in answer["items"]] or len(expected) > 50
    assert all(matches(i, fragment) for i in answer["items"])


def generic_names(row: dict[str, Any]) -> list[str]:
    found = row["generic_name"]
    names: list[str] = json.loads(found) if isinstance(found, str) else found or []
    return names


def matches(row: dict[str, Any], fragment: str) -> bool:
    """What a name search finds: the name or one of the generic names holds the fragment."""
    wanted = fragment.lower()
    return wanted in row["name"].lower() or any(wanted in g.lower() for g in generic_names(row))


async def test_search_finds_medicines_by_their_generic_name(client, items) -> None:
    target = next(
        i for i in items if generic_names(i) and generic_names(i)[0].lower() not in i["name"].lower()
    )
    generic = generic_names(target)[0]
    answer = (await client.get("/api/v1/items/search", params={"name": generic.upper(), "limit": 50})).json()
    found = {i["id"]: i for i in answer["items"]}
    assert target["id"] in found
    assert generic in found[target["id"]]["generic_name"]
    assert answer["total_size"] == len([i for i in items if matches(i, generic)])


async def test_search_reads_the_shoppers_language_too(client, items) -> None:
    target = next(i for i in items if (i["translations"].get("fr") or {}).get("name", i["name"]) != i["name"])
    french = target["translations"]["fr"]["name"]
    answer = (
        await client.get(
            "/api/v1/items/search", params={"name": french, "limit": 50}, headers={"X-localization": "fr"}
        )
    ).json()
    assert target["id"] in [i["id"] for i in answer["items"]]
    assert next(i for i in answer["items"] if i["id"] == target["id"])["name"] == french


async def test_search_within_zone_and_module(client, items) -> None:
    target = items[0]
    head = {"zoneId": f"[{target['zone_id']}]", "moduleId": str(target["module_id"])}
    answer = (await client.get("/api/v1/items/search", params={"name": target["name"]}, headers=head)).json()
    assert {(i["zone_id"], i["module_id"]) for i in answer["items"]} == {
        (target["zone_id"], target["module_id"])
    }


@pytest.mark.parametrize("text", ["%", "_", "zzzz-nothing-like-this"])
async def test_search_wildcards_are_plain_text(client, text: str) -> None:
    answer = (await client.get("/api/v1/items/search", params={"name": text})).json()
    assert answer["total_size"] == 0
    assert answer["items"] == []


async def test_item_details_by_id_or_slug_carry_every_spec_field(client, items, settings: Settings) -> None:
    stored = next(i for i in items if i["add_on_ids"] and i["food_variations"])
    by_id = (await client.get(f"/api/v1/items/details/{stored['id']}")).json()
    by_slug = (await client.get(f"/api/v1/items/details/{stored['slug']}")).json()
    assert by_id == by_slug
    assert set(by_id) >= ITEM_FIELDS
    assert (by_id["price"], by_id["discount"]) == (money(stored["price"]), money(stored["discount"]))
    assert by_id["available_time_starts"] == stored["available_time_starts"][:5]
    assert by_id["available_time_ends"] == stored["available_time_ends"][:5]
    assert by_id["whislists_count"] == by_id["wishlist_count"] == stored["wishlist_count"]
    add_ons = await fetch(settings.database_url, add_ons_among(stored["add_on_ids"]))
    assert sorted(a["id"] for a in by_id["add_ons"]) == sorted(a["id"] for a in add_ons)
    assert by_id["addons"] == by_id["add_ons"]
    assert by_id["food_variations"][0]["name"] == stored["food_variations"][0]["name"]
    assert [c["id"] for c in by_id["category_ids"]] == [int(c["id"]) for c in stored["category_ids"]]


async def test_campaign_items_are_marked_by_their_dates(client, items) -> None:
    campaign = next(i for i in items if i["available_date_starts"] is not None)
    answer = (await client.get(f"/api/v1/items/details/{campaign['id']}")).json()
    assert answer["isCampaignItem"] is True
    assert answer["available_date_starts"] == campaign["available_date_starts"].isoformat()
    plain = next(i for i in items if i["available_date_starts"] is None)
    assert (await client.get(f"/api/v1/items/details/{plain['id']}")).json()["isCampaignItem"] is False


def is_campaign(row: dict[str, Any]) -> bool:
    return row["available_date_starts"] is not None or row["available_date_ends"] is not None


async def test_campaign_items_are_the_campaigns_running_today_newest_first(client, items) -> None:
    campaigns = [i for i in items if is_campaign(i)]
    answer = (await client.get("/api/v1/items/campaigns?limit=50")).json()
    assert answer["total_size"] == len(campaigns) > 0
    assert [i["id"] for i in answer["items"]] == newest_first(campaigns)[:50]
    assert all(i["isCampaignItem"] for i in answer["items"])


async def test_campaign_items_within_zone_and_module(client, items) -> None:
    target = next(i for i in items if is_campaign(i))
    mine = [
        i
        for i in items
        if is_campaign(i) and (i["zone_id"], i["module_id"]) == (target["zone_id"], target["module_id"])
    ]
    head = {"zoneId": f"[{target['zone_id']}]", "moduleId": str(target["module_id"])}
    answer = (await client.get("/api/v1/items/campaigns", headers=head)).json()
    assert sorted(i["id"] for i in answer["items"]) == sorted(i["id"] for i in mine)


async def moved_campaign(database_url: str, item_id: int, **dates: dt.date | None) -> None:
    """Set a campaign item's dates (this worker's database is its own; the caller puts them back)."""
    engine = create_async_engine(database_url)
    try:
        async with engine.begin() as conn:
            await conn.execute(update(Item).where(Item.id == item_id).values(**dates))
    finally:
        await engine.dispose()


@pytest.mark.parametrize("window", ["ended yesterday", "starts tomorrow"])
async def test_a_campaign_not_running_today_is_not_listed(
    client, items, settings: Settings, window: str
) -> None:
    campaign = next(i for i in items if is_campaign(i))
    # The marketplace's today (its time zone's), which is what the server lists by: near midnight UTC the
    # test machine's own date is a day off.
    today = MarketplaceClock(settings.marketplace_time_zone)().date()
    dates = (
        {"available_date_ends": today - dt.timedelta(days=1)}
        if window == "ended yesterday"
        else {"available_date_starts": today + dt.timedelta(days=1)}
    )
    before = {name: campaign[name] for name in dates}
    await moved_campaign(settings.database_url, campaign["id"], **dates)
    try:
        answer = (await client.get("/api/v1/items/campaigns?limit=50")).json()
    finally:
        await moved_campaign(settings.database_url, campaign["id"], **before)
    assert campaign["id"] not in [i["id"] for i in answer["items"]]
    assert answer["total_size"] == len([i for i in items if is_campaign(i)]) - 1


async def test_item_text_follows_the_language(client, items) -> None:
    stored = next(i for i in items if (i["translations"].get("fr") or {}).get("name"))
    answer = (
        await client.get(f"/api/v1/items/details/{stored['id']}", headers={"X-localization": "fr"})
    ).json()
    assert answer["name"] == stored["translations"]["fr"]["name"]


async def test_money_is_numbers_with_two_decimals_at_most(client) -> None:
    for item in (await client.get("/api/v1/items/latest?limit=50")).json()["items"]:
        for value in (item["price"], item["discount"], *(a["price"] for a in item["add_ons"])):
            assert isinstance(value, int | float)
            assert round(value, 2) == value


@pytest.mark.parametrize("key", ["0", "999999999", "no-such-item", "99999999999999999999999", "²"])
async def test_unknown_item_is_a_404_in_the_errors_shape(client, key: str) -> None:
    response = await client.get(f"/api/v1/items/details/{key}")
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "item"


@pytest.mark.parametrize(
    ("path", "field"),
    [("latest?offset=0", "offset"), ("popular?limit=51", "limit"), ("latest?limit=-1", "limit"),
     ("latest?store_id=abc", "store_id"), ("popular?category_id=-1", "category_id"), ("search", "name"),
     ("search?name=%20%20", "name"), ("search?name=pizza&offset=x", "offset"),
     ("latest?store_id=99999999999999999999999", "store_id")],
)  # fmt: skip
async def test_bad_queries_are_a_422_naming_the_field(client, path: str, field: str) -> None:
    response = await client.get(f"/api/v1/items/{path}")
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == field
