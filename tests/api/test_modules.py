"""GET /api/v1/module: active modules of enabled verticals, with zones and the vertical's labels."""

from __future__ import annotations

import json

import msgspec
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.settings import Settings
from core.verticals import load_registry
from tests.api.marketplace_rows import served_zone_ids, stored, visible_modules

ALL_TYPES = set(load_registry().module_types)


async def test_modules_are_the_active_modules_of_enabled_verticals(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    answer = (await client.get("/api/v1/module")).json()
    assert answer, "the demo marketplace has modules"
    assert sorted(m["id"] for m in answer) == sorted(m["id"] for m in visible_modules(rows, ALL_TYPES))
    for module in answer:
        assert {"id", "module_name", "module_type", "slug", "icon_full_url", "zones", "status"} <= set(module)
        assert module["status"] == 1


async def test_each_module_lists_the_zones_it_serves(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    by_id = {m["id"]: m for m in rows["modules"]}
    for module in (await client.get("/api/v1/module")).json():
        assert {z["id"] for z in module["zones"]} == served_zone_ids(rows, by_id[module["id"]])


async def test_labels_follow_the_vertical_and_the_language(client) -> None:
    registry = load_registry()
    for language in ("en", "fr"):
        answer = (await client.get("/api/v1/module", headers={"X-localization": language})).json()
        for module in answer:
            expected = registry.get(module["module_type"])
            assert expected is not None
            labels = expected.label(language)
            assert module["labels"] == {
                "item": labels.item,
                "items": labels.items,
                "store": labels.store,
                "stores": labels.stores,
                "track_order": labels.track_order,
            }


async def test_rental_says_vehicles_providers_and_track_trip(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    rentals = [m for m in (await client.get("/api/v1/module")).json() if m["module_type"] == "rental"]
    assert len(rentals) == len(visible_modules(rows, {"rental"}))
    for rental in rentals:
        labels = rental["labels"]
        assert (labels["items"], labels["stores"], labels["track_order"]) == (
            "vehicles",
            "providers",
            "Track Trip",
        )


async def test_module_names_are_translated_from_stored_translations(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    french = {
        m["id"]: m for m in (await client.get("/api/v1/module", headers={"X-localization": "fr"})).json()
    }
    for module in rows["modules"]:
        if module["id"] in french:
            translated = (module["translations"] or {}).get("fr", {})
            expected = translated.get("module_name") or translated.get("name") or module["module_name"]
            assert french[module["id"]]["module_name"] == expected


async def test_a_zone_header_keeps_only_modules_serving_it(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    by_id = {m["id"]: m for m in rows["modules"]}
    for zone in (z for z in rows["zones"] if z["status"]):
        answer = (await client.get("/api/v1/module", headers={"zoneId": json.dumps([zone["id"]])})).json()
        expected = {
            m["id"] for m in visible_modules(rows, ALL_TYPES) if zone["id"] in served_zone_ids(rows, m)
        }
        assert {m["id"] for m in answer} == expected
        assert all(zone["id"] in served_zone_ids(rows, by_id[m["id"]]) for m in answer)


async def test_a_deployment_limited_to_food_and_grocery_hides_the_others(settings: Settings) -> None:
    rows = await stored(settings.database_url)
    assert {m["module_type"] for m in visible_modules(rows, ALL_TYPES)} - {"food", "grocery"}, (
        "the demo marketplace has modules of other verticals"
    )
    limited = msgspec.structs.replace(settings, verticals=("food", "grocery"))
    async with AsyncTestClient(app=create_app(limited)) as client:
        answer = (await client.get("/api/v1/module")).json()
        zones = (await client.get("/api/v1/zone/list")).json()
    assert {m["module_type"] for m in answer} == {
        m["module_type"] for m in visible_modules(rows, {"food", "grocery"})
    }
    assert {m["module_type"] for z in zones for m in z["modules"]} <= {"food", "grocery"}


async def test_an_unknown_language_answers_english(client) -> None:
    english = (await client.get("/api/v1/module")).json()
    assert (await client.get("/api/v1/module", headers={"X-localization": "xx"})).json() == english


SHOPPING_POLICY = {
    "cart": "items",
    "wishlist": True,
    "track_order": True,
    "help_as_contact": False,
    "home_crumb": None,
    "diet_markers": False,
    "product_page": False,
    "checkout_documents": False,
    "item_filters": [],
}
# The storefront's behaviour per shipped module type, as its pages expected it before the policy was
# published (a module type's policy changes only with its vertical).
SHIPPED_POLICIES = {
    "food": {
        **SHOPPING_POLICY,
        "counts_stock": False,
        "diet_markers": True,
        "item_filters": ["veg", "non_veg", "halal"],
    },
    "grocery": {**SHOPPING_POLICY, "counts_stock": True, "item_filters": ["organic"]},
    "pharmacy": {**SHOPPING_POLICY, "counts_stock": True, "checkout_documents": True},
    "ecommerce": {**SHOPPING_POLICY, "counts_stock": True, "product_page": True},
    "parcel": {
        **SHOPPING_POLICY,
        "counts_stock": True,
        "cart": "none",
        "wishlist": False,
        "track_order": False,
        "help_as_contact": True,
        "home_crumb": "parcelDelivery",
    },
    "rental": {**SHOPPING_POLICY, "counts_stock": True, "cart": "own"},
}


async def test_each_module_carries_its_verticals_policy(client) -> None:
    answer = (await client.get("/api/v1/module")).json()
    assert {m["module_type"] for m in answer} == set(SHIPPED_POLICIES)
    for module in answer:
        assert module["policy"] == SHIPPED_POLICIES[module["module_type"]], module["module_type"]


async def test_counts_stock_is_the_cart_rules_stock_check(client) -> None:
    registry = load_registry()
    for module in (await client.get("/api/v1/module")).json():
        vertical = registry.get(module["module_type"])
        assert vertical is not None
        assert module["policy"]["counts_stock"] is vertical.cart_rules.checks_stock
