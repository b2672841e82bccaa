"""The demo marketplace in a real database: complete, believable, idempotent, with pictures on disk."""

from __future__ import annotations

import asyncio
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from shapely.geometry import Point, Polygon
from sqlalchemy import insert, select

from adapters.db.engine import create_engine
from adapters.db.migrate import upgrade
from adapters.db.tables import (
    BusinessSetting,
    Category,
    DeliveryManRow,
    Item,
    Module,
    ModuleZone,
    Store,
    StoreSchedule,
    Zone,
)
from adapters.demo.seed import SeedReport, seed_demo_sync
from adapters.settings import Settings
from tests.conftest import ENGINES, database_url_for, make_settings

Rows = dict[str, list[dict[str, Any]]]
TABLES = {
    "zones": Zone, "modules": Module, "module_zones": ModuleZone, "categories": Category, "stores": Store,
    "store_schedules": StoreSchedule, "items": Item, "business_settings": BusinessSetting,
    "delivery_men": DeliveryManRow,
}  # fmt: skip


async def _load(settings: Settings) -> Rows:
    engine = create_engine(settings)
    try:
        async with engine.connect() as conn:
            return {
                name: [dict(r._mapping) for r in await conn.execute(select(model.__table__))]
                for name, model in TABLES.items()
            }
    finally:
        await engine.dispose()


def load(settings: Settings) -> Rows:
    """Every demo row, as dicts per table."""
    return asyncio.run(_load(settings))


@pytest.fixture(scope="module", params=ENGINES)
def seeded_twice(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Settings, SeedReport, SeedReport]:
    """A fresh database seeded twice, with the two reports."""
    url = database_url_for(request, tmp_path_factory, "demofresh")
    upgrade(url)
    settings = make_settings(
        url, tmp_path_factory.mktemp("demo-media")
    )  # its own folder: pictures drawn here
    return settings, seed_demo_sync(settings), seed_demo_sync(settings)


@pytest.fixture(scope="module")
def rows(seeded_twice: tuple[Settings, SeedReport, SeedReport]) -> Rows:
    return load(seeded_twice[0])


def _counts(report: SeedReport) -> tuple[int, ...]:
    return (report.zones, report.modules, report.categories, report.stores, report.items, report.add_ons)


def test_a_second_seed_adds_nothing(seeded_twice: tuple[Settings, SeedReport, SeedReport]) -> None:
    _, first, second = seeded_twice
    assert first.added_items == first.items > 0
    assert second.added_stores == second.added_items == second.pictures_drawn == 0
    assert _counts(second) == _counts(first)


def test_default_location_is_inside_zone_one(rows: Rows) -> None:
    settings = {r["key"]: r["value"] for r in rows["business_settings"]}
    location = settings["default_location"]
    zone = min(rows["zones"], key=lambda z: z["id"])
    assert len(rows["zones"]) >= 2
    assert Polygon([(lng, lat) for lat, lng in zone["polygon"]]).contains(
        Point(location["lng"], location["lat"])
    )


def test_stores_stand_inside_their_zone(rows: Rows) -> None:
    polygons = {z["id"]: Polygon([(lng, lat) for lat, lng in z["polygon"]]) for z in rows["zones"]}
    for store in rows["stores"]:
        assert polygons[store["zone_id"]].contains(Point(store["longitude"], store["latitude"])), store[
            "name"
        ]
        assert "Paris" in store["address"]


def test_every_stored_picture_exists_and_opens(
    seeded_twice: tuple[Settings, SeedReport, SeedReport], rows: Rows
) -> None:
    settings = {r["key"]: r["value"] for r in rows["business_settings"]}
    paths = {settings["logo"], settings["fav_icon"]}
    paths |= {m["icon"] for m in rows["modules"]} | {c["image"] for c in rows["categories"]}
    paths |= {p for s in rows["stores"] for p in (s["logo"], s["cover_photo"])}
    paths |= {p for i in rows["items"] for p in (i["image"], *i["images"])}
    paths |= {c["image"] for c in rows["delivery_men"]}
    media_dir = Path(seeded_twice[0].media_dir)
    for path in paths:
        with Image.open(media_dir / path) as picture:
            picture.verify()


def test_every_zone_has_three_couriers_with_a_picture(rows: Rows) -> None:
    by_zone = {z["id"]: [c for c in rows["delivery_men"] if c["zone_id"] == z["id"]] for z in rows["zones"]}
    assert all(len(couriers) == 3 for couriers in by_zone.values()), by_zone
    assert all(c["image"] and c["status"] for c in rows["delivery_men"])


def test_all_six_modules_with_french_names_icons_and_zone_charges(rows: Rows) -> None:
    modules = {m["module_type"]: m for m in rows["modules"]}
    assert set(modules) == {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"}
    assert all(m["translations"]["fr"]["module_name"] and m["icon"] for m in modules.values())
    served = Counter(mz["module_id"] for mz in rows["module_zones"])
    assert all(served[m["id"]] == len(rows["zones"]) for m in modules.values())
    assert all(mz["per_km_shipping_charge"] >= 0 for mz in rows["module_zones"])


def test_store_modules_have_eight_complete_stores_of_25_items(rows: Rows) -> None:
    module_of = {m["id"]: m["module_type"] for m in rows["modules"]}
    items = Counter(i["store_id"] for i in rows["items"])
    hours = {s["store_id"] for s in rows["store_schedules"]}
    stores = defaultdict(list)
    for store in rows["stores"]:
        stores[module_of[store["module_id"]]].append(store)
    for module_type in ("food", "grocery", "pharmacy", "ecommerce"):
        assert len(stores[module_type]) >= 8
        for store in stores[module_type]:
            assert items[store["id"]] >= 25
            assert store["id"] in hours
            assert store["logo"]
            assert store["cover_photo"]
            assert 0 < store["avg_rating"] <= 5
        assert any(s["discount"] for s in stores[module_type])
        assert any(s["free_delivery_over"] for s in stores[module_type])
    assert stores["rental"]
    assert all(items[s["id"]] for s in stores["rental"])


def test_items_cover_every_case_the_storefront_shows(rows: Rows) -> None:
    module_of = {m["id"]: m["module_type"] for m in rows["modules"]}
    items = rows["items"]
    food = [i for i in items if module_of[i["module_id"]] == "food"]
    assert {(g["type"], g["required"]) for i in food for g in i["food_variations"]} >= {
        ("single", "on"),
        ("multi", "off"),
    }
    assert any(i["add_on_ids"] for i in food)
    assert any(i["available_time_starts"] != "00:00:00" for i in food)
    assert {i["veg"] for i in food} == {True, False}
    assert any(i["is_halal"] for i in food)
    assert any(i["organic"] for i in items)
    assert any(i["recommended"] for i in items)
    assert any(i["is_prescription_required"] for i in items if module_of[i["module_id"]] == "pharmacy")
    assert any(
        i["choice_options"] and i["variations"] for i in items if module_of[i["module_id"]] == "ecommerce"
    )
    assert any(i["available_date_starts"] for i in items)
    assert {i["discount_type"] for i in items if i["discount"] > 0} == {"percent", "amount"}
    assert any(i["stock"] == 0 for i in items)
    assert any(0 < i["stock"] <= 3 for i in items)
    assert any(i["maximum_cart_quantity"] for i in items)
    assert all(i["translations"]["fr"]["name"] for i in items)
    vehicles = [i for i in items if module_of[i["module_id"]] == "rental"]
    assert all(
        {"seats", "transmission", "fuel", "hourly_price", "daily_price"} <= set(v["extra"]) for v in vehicles
    )


def test_parcel_categories_and_business_settings(rows: Rows) -> None:
    parcel = next(m["id"] for m in rows["modules"] if m["module_type"] == "parcel")
    categories = [c for c in rows["categories"] if c["module_id"] == parcel]
    assert categories
    assert all(c["extra"]["parcel_per_km_shipping_charge"] > 0 for c in categories)
    settings = {r["key"]: r["value"] for r in rows["business_settings"]}
    assert settings["demo"] is True
    assert len(settings["social_media"]) == 5
    assert settings["translations"]["fr"]["footer_text"]


def test_a_vertical_enabled_later_gets_its_module(media_dir: Path, empty_database: str) -> None:
    few = make_settings(empty_database, media_dir, verticals=("food", "parcel"))
    assert seed_demo_sync(few).modules == 2
    everything = make_settings(empty_database, media_dir)
    topped_up = seed_demo_sync(everything)
    assert topped_up.modules == 6
    assert topped_up.zones == 3
    again = seed_demo_sync(everything)
    assert _counts(again) == _counts(topped_up)
    assert again.added_items == 0


async def _add_foreign_module(settings: Settings) -> None:
    engine = create_engine(settings)
    try:
        async with engine.begin() as conn:
            row = {"module_name": "Flowers", "module_type": "grocery", "slug": "flowers", "translations": {}}
            await conn.execute(insert(Module), [row])
    finally:
        await engine.dispose()


def test_an_operators_own_catalogue_is_left_alone(media_dir: Path, empty_database: str) -> None:
    settings = make_settings(empty_database, media_dir)
    asyncio.run(_add_foreign_module(settings))
    report = seed_demo_sync(settings)
    assert (report.modules, report.stores, report.items) == (1, 0, 0)
    assert "left unchanged" in report.note


async def test_the_server_serves_demo_pictures(client: Any) -> None:
    config = (await client.get("/api/v1/config")).json()
    assert config["demo"] is True
    response = await client.get(config["logo_full_url"])
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/")
