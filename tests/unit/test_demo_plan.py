"""The demo generator's pure parts: zones and places, the plan's spread of cases, the scale plan."""

from __future__ import annotations

import datetime as dt
import math
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from shapely.geometry import Point, Polygon

from adapters.demo.business import DEFAULT_LOCATION, business_settings
from adapters.demo.database import DemoState
from adapters.demo.media import PictureJob, write_missing
from adapters.demo.modules import add_zones
from adapters.demo.pictures import initials
from adapters.demo.places import DEMO_PLACES
from adapters.demo.plan import demo_catalogues, plan_modules
from adapters.demo.rows import Ids, Rows
from adapters.demo.scale import SCALE_ITEMS_PER_STORE, SCALE_STORES, plan_scale, split_stores
from adapters.demo.seed import SeedReport, plan
from adapters.demo.zones import DEMO_ZONES, contains
from core.configuration.model import DEFAULTS
from core.verticals import load_registry

POLYGONS = [Polygon([(lng, lat) for lat, lng in zone.polygon]) for zone in DEMO_ZONES]
EMPTY = DemoState(marker=None, zones=[], modules={}, categories={}, highest={})


def _plan(scale: bool = False) -> dict[str, list[dict[str, Any]]]:
    todo = plan(EMPTY, demo_catalogues(load_registry()), scale=scale)
    assert todo is not None
    return todo.rows.tables


@pytest.fixture(scope="module")
def tables() -> dict[str, list[dict[str, Any]]]:
    return _plan()


def test_default_location_is_inside_the_first_zone() -> None:
    assert contains(DEMO_ZONES[0].polygon, DEFAULT_LOCATION["lat"], DEFAULT_LOCATION["lng"])
    assert POLYGONS[0].contains(Point(DEFAULT_LOCATION["lng"], DEFAULT_LOCATION["lat"]))


def test_zones_are_valid_and_do_not_overlap() -> None:
    assert len(POLYGONS) >= 2
    for n, polygon in enumerate(POLYGONS):
        assert polygon.is_valid
        for other in POLYGONS[n + 1 :]:
            assert polygon.intersection(other).area == pytest.approx(0)


@pytest.mark.parametrize("place", DEMO_PLACES, ids=lambda p: p.name)
def test_every_place_lies_in_exactly_one_zone(place: Any) -> None:
    inside = [n for n, polygon in enumerate(POLYGONS) if polygon.contains(Point(place.lng, place.lat))]
    assert len(inside) == 1
    assert contains(DEMO_ZONES[inside[0]].polygon, place.lat, place.lng)
    assert "Paris" in place.formatted_address


def test_business_settings_use_known_keys_and_translate_to_french() -> None:
    values = business_settings()
    assert set(values) - {"translations"} <= set(DEFAULTS)
    assert values["demo"] is True
    assert {s["name"] for s in values["social_media"]} == {
        "facebook",
        "instagram",
        "twitter",
        "linkedin",
        "pinterest",
    }
    assert values["download_user_app_links"]["playstore_url_status"] == 1
    assert values["translations"]["fr"]["footer_text"] != values["footer_text"]


def test_the_plan_is_the_same_every_run(tables: dict[str, list[dict[str, Any]]]) -> None:
    def stable(rows: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
        moving = {"created_at", "updated_at"}
        return {t: [{k: v for k, v in r.items() if k not in moving} for r in rs] for t, rs in rows.items()}

    assert stable(_plan()) == stable(tables)


def test_every_store_shows_the_full_spread_of_cases(tables: dict[str, list[dict[str, Any]]]) -> None:
    by_store: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for item in tables["items"]:
        by_store[item["store_id"]].append(item)
    for store in tables["stores"]:
        items = by_store[store["id"]]
        assert {"percent", "amount"} <= {i["discount_type"] for i in items if i["discount"] > 0}
        assert any(i["stock"] == 0 for i in items)
        assert any(0 < i["stock"] <= 3 for i in items)
        assert any(i["maximum_cart_quantity"] for i in items)
        assert any(i["recommended"] for i in items)
        assert store["logo"]
        assert store["cover_photo"]


def test_stores_differ_in_discounts_delivery_and_hours(tables: dict[str, list[dict[str, Any]]]) -> None:
    stores = tables["stores"]
    assert {s["discount"]["discount_type"] for s in stores if s["discount"]} == {"percent", "amount"}
    assert any(s["free_delivery_over"] for s in stores)
    assert any(s["free_delivery"] for s in stores)
    days = defaultdict(set)
    for schedule in tables["store_schedules"]:
        days[schedule["store_id"]].add(schedule["day"])
    assert any(len(d) == 6 for d in days.values())
    assert any(len(d) == 7 for d in days.values())


def test_campaign_items_run_now(tables: dict[str, list[dict[str, Any]]]) -> None:
    today = dt.datetime.now(dt.UTC).date()
    campaigns = [i for i in tables["items"] if i["available_date_starts"]]
    assert campaigns
    assert all(i["available_date_starts"] <= today <= i["available_date_ends"] for i in campaigns)


def test_shop_variations_combine_options_and_some_sell_out(tables: dict[str, list[dict[str, Any]]]) -> None:
    with_options = [i for i in tables["items"] if i["choice_options"]]
    assert with_options
    for item in with_options:
        sizes = [len(c["options"]) for c in item["choice_options"]]
        assert len(item["variations"]) == math.prod(sizes)
        assert all(len(v["type"].split("-")) == len(sizes) for v in item["variations"])
    assert any(v["stock"] == 0 for i in with_options for v in i["variations"])


def test_no_two_demo_stores_share_an_address_or_a_position(tables: dict[str, list[dict[str, Any]]]) -> None:
    stores = tables["stores"]
    assert len({s["address"] for s in stores}) == len(stores)
    assert len({(s["latitude"], s["longitude"]) for s in stores}) == len(stores)


def test_a_store_named_after_a_quarter_stands_in_it(tables: dict[str, list[dict[str, Any]]]) -> None:
    places = {place.formatted_address: place for place in DEMO_PLACES}
    quarters = {quarter for place in DEMO_PLACES for quarter in place.quarters}
    named = 0
    for store in tables["stores"]:
        said = {q for q in quarters if q.casefold() in store["name"].casefold()}
        if said:
            named += 1
            place = places[store["address"]]
            assert said & set(place.quarters), f"{store['name']} stands at {store['address']}"
            assert (store["latitude"], store["longitude"]) == (place.lat, place.lng)
    assert named >= 8  # the demo's pharmacies, épiceries and Concept Rivoli, at least


def test_split_stores_adds_up_and_follows_weights() -> None:
    counts = split_stores({"food": 4, "grocery": 3, "pharmacy": 1, "ecommerce": 2, "parcel": 0})
    assert sum(counts.values()) == SCALE_STORES
    assert counts["food"] > counts["grocery"] > counts["ecommerce"] > counts["pharmacy"]
    assert "parcel" not in counts
    assert sum(split_stores({"a": 1, "b": 1, "c": 1}, total=10).values()) == 10


def test_the_scale_option_means_2000_stores_and_100k_items() -> None:
    assert (SCALE_STORES, SCALE_STORES * SCALE_ITEMS_PER_STORE) == (2_000, 100_000)


def test_benchmark_stores_reuse_the_demo_pictures_and_stay_in_zones(
    tables: dict[str, list[dict[str, Any]]],
) -> None:
    # A tenth of the real size keeps the test quick; the plan is the same loop either way.
    rows, ids = Rows(dt.datetime.now(dt.UTC)), Ids({})
    zones = add_zones(rows, ids)
    modules = plan_modules(rows, ids, demo_catalogues(load_registry()), zones, dt.date.today())
    base_stores, base_items = rows.count("stores"), rows.count("items")
    added = plan_scale(rows, ids, modules, zones, stores=200, items_per_store=SCALE_ITEMS_PER_STORE)
    assert rows.count("stores") - base_stores == 200
    assert added == rows.count("items") - base_items == 200 * SCALE_ITEMS_PER_STORE
    stores, items = rows.tables["stores"], rows.tables["items"]
    pool = {i["image"] for i in tables["items"]} | {s["logo"] for s in tables["stores"]}
    assert {i["image"] for i in items} | {s["logo"] for s in stores} <= pool
    assert len({s["slug"] for s in stores}) == len(stores)
    polygons = {z["id"]: z["polygon"] for z in rows.tables["zones"]}
    assert all(contains(polygons[s["zone_id"]], s["latitude"], s["longitude"]) for s in stores)


def test_initials_stand_for_the_name() -> None:
    assert initials("Casa Nonna") == "CN"
    assert initials("Ballet flats") == "B"
    assert initials("Paracetamol 1000 mg") == "P"


def test_pictures_are_drawn_once(tmp_path: Path) -> None:
    jobs = [
        PictureJob("item/x.webp", "item", "Fresh apples", "#3BA55C"),
        PictureJob("business/logo.png", "brand", "Ruelle", "#E4572E"),
    ]
    assert write_missing(tmp_path, jobs) == 2
    assert write_missing(tmp_path, jobs) == 0
    with Image.open(tmp_path / "item/x.webp") as image:
        assert image.format == "WEBP"
    with Image.open(tmp_path / "business/logo.png") as image:
        assert image.format == "PNG"


def test_the_report_reads_well() -> None:
    report = SeedReport(3, 6, 57, 40, 1278, 68, 40, 1278, 506, 3.21)
    assert str(report).startswith(
        "demo marketplace: 3 zones, 6 modules, 57 categories, 40 stores, 1278 items"
    )
    assert "added 40 stores and 1278 items" in str(report)
