"""Store lists and details, compared with the stores the seeded database holds."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import select

from adapters.db.tables import ModuleZone
from adapters.settings import Settings
from core.catalogue.pricing import StoredDiscount, store_discount_is_active
from core.clock import DEFAULT_CLOCK
from tests.api.catalogue_rows import busiest, fetch, money, schedules_of, visible_stores

STORE_FIELDS = {
    "id", "slug", "name", "logo_full_url", "cover_photo_full_url", "avg_rating", "rating_count", "address",
    "zone_id", "latitude", "longitude", "tax", "discount", "self_delivery_system", "free_delivery",
    "per_km_shipping_charge", "minimum_shipping_charge", "maximum_shipping_charge", "free_delivery_over",
    "schedules", "delivery_time", "module_id", "module", "active", "open", "delivery", "take_away",
    "minimum_order", "schedule_order",
}  # fmt: skip


def headers(zones: list[int] | None = None, module_id: int | None = None, **extra: str) -> dict[str, str]:
    found = dict(extra)
    if zones is not None:
        found["zoneId"] = json.dumps(zones)
    if module_id is not None:
        found["moduleId"] = str(module_id)
    return found


async def every_page(client: Any, path: str, head: dict[str, str], limit: int = 5) -> list[dict[str, Any]]:
    """Walk the pages the storefront's way: until a page comes back empty."""
    stores, offset = [], 1
    while True:
        answer = (
            await client.get(
                f"{path}{'&' if '?' in path else '?'}offset={offset}&limit={limit}", headers=head
            )
        ).json()
        if not answer["stores"]:
            return stores
        stores += answer["stores"]
        offset += 1


@pytest.fixture
async def stores(settings: Settings) -> list[dict[str, Any]]:
    return await fetch(settings.database_url, visible_stores())


async def test_popular_stores_are_the_zone_and_module_stores_most_ordered_first(client, stores) -> None:
    zone, module = busiest(stores, "zone_id"), busiest(stores, "module_id")
    expected = sorted(
        (s for s in stores if s["zone_id"] == zone and s["module_id"] == module),
        key=lambda s: (-s["order_count"], -s["id"]),
    )
    answer = (await client.get("/api/v1/stores/popular?limit=50", headers=headers([zone], module))).json()
    assert answer["total_size"] == len(expected) > 0
    assert [s["id"] for s in answer["stores"]] == [s["id"] for s in expected]


async def test_latest_stores_are_newest_first_across_pages(client, stores) -> None:
    zone = busiest(stores, "zone_id")
    expected = sorted((s for s in stores if s["zone_id"] == zone), key=lambda s: (s["created_at"], s["id"]))
    listed = await every_page(client, "/api/v1/stores/latest", headers([zone]), limit=4)
    assert [s["id"] for s in listed] == [s["id"] for s in reversed(expected)]


async def test_zone_header_keeps_stores_of_other_zones_out(client, stores) -> None:
    zones = sorted({s["zone_id"] for s in stores})
    assert len(zones) > 1, "the demo marketplace has several zones"
    for zone in zones:
        answer = (await client.get("/api/v1/stores/popular?limit=50", headers=headers([zone]))).json()
        assert {s["zone_id"] for s in answer["stores"]} == {zone}
        assert answer["total_size"] == sum(1 for s in stores if s["zone_id"] == zone)
    both = (await client.get("/api/v1/stores/popular?limit=1", headers=headers(zones[:2]))).json()
    assert both["total_size"] == sum(1 for s in stores if s["zone_id"] in zones[:2])
    bare = (await client.get("/api/v1/stores/popular?limit=1", headers={"zoneId": str(zones[0])})).json()
    assert bare["total_size"] == sum(1 for s in stores if s["zone_id"] == zones[0])


async def test_without_headers_every_visible_store_is_listed(client, stores) -> None:
    answer = (await client.get("/api/v1/stores/latest?limit=1")).json()
    assert answer["total_size"] == len(stores)


async def test_module_header_keeps_other_modules_out(client, stores) -> None:
    for module in sorted({s["module_id"] for s in stores}):
        answer = (
            await client.get("/api/v1/stores/latest?limit=50", headers=headers(module_id=module))
        ).json()
        assert {s["module_id"] for s in answer["stores"]} == {module}
        assert answer["total_size"] == sum(1 for s in stores if s["module_id"] == module)


@pytest.mark.parametrize("service", ["delivery", "take_away"])
async def test_type_keeps_stores_offering_that_service(client, stores, service: str) -> None:
    answer = (await client.get(f"/api/v1/stores/popular?type={service}&limit=50")).json()
    assert answer["total_size"] == sum(1 for s in stores if s[service])
    assert all(s[service] == 1 for s in answer["stores"])
    everything = (await client.get("/api/v1/stores/popular?type=all&limit=1")).json()
    assert everything["total_size"] == len(stores)


async def test_module_type_query_keeps_that_module_type(client) -> None:
    answer = (await client.get("/api/v1/stores/popular?module_type=food&limit=50")).json()
    assert answer["stores"]
    assert {s["module"]["module_type"] for s in answer["stores"]} == {"food"}


async def test_paging_totals_and_the_page_past_the_end(client, stores) -> None:
    first = (await client.get("/api/v1/stores/latest?offset=1&limit=3")).json()
    second = (await client.get("/api/v1/stores/latest?offset=2&limit=3")).json()
    assert (first["offset"], first["limit"], first["total_size"]) == (1, 3, len(stores))
    assert not {s["id"] for s in first["stores"]} & {s["id"] for s in second["stores"]}
    past = (await client.get(f"/api/v1/stores/latest?offset={len(stores) + 1}&limit=3")).json()
    assert past["stores"] == []
    assert past["total_size"] == len(stores)
    default = (await client.get("/api/v1/stores/popular")).json()
    assert default["limit"] == 12
    assert default["offset"] == 1


async def test_store_details_by_id_or_slug_carry_every_spec_field(client, stores, settings: Settings) -> None:
    stored = stores[0]
    by_id = (await client.get(f"/api/v1/stores/details/{stored['id']}")).json()
    by_slug = (await client.get(f"/api/v1/stores/details/{stored['slug']}")).json()
    assert by_id == by_slug
    assert set(by_id) >= STORE_FIELDS
    assert (by_id["name"], by_id["zone_id"], by_id["tax"]) == (
        stored["name"],
        stored["zone_id"],
        money(stored["tax"]),
    )
    assert by_id["logo_full_url"].endswith(stored["logo"])
    hours = await fetch(settings.database_url, schedules_of(stored["id"]))
    assert sorted((h["day"], h["opening_time"], h["closing_time"]) for h in by_id["schedules"]) == sorted(
        (h["day"], h["opening_time"][:5], h["closing_time"][:5]) for h in hours
    )


async def test_a_store_discount_is_shown_only_while_valid(client, stores) -> None:
    now = DEFAULT_CLOCK()  # the marketplace's wall clock, as discount windows are written
    for stored in stores:
        answer = (await client.get(f"/api/v1/stores/details/{stored['id']}")).json()
        discount = StoredDiscount(**stored["discount"]) if stored["discount"] else None
        if discount is not None and store_discount_is_active(discount, now):
            shown = answer["discount"]
            assert set(shown) == {
                "discount",
                "discount_type",
                "min_purchase",
                "max_discount",
                "end_date",
                "end_time",
            }
            assert (shown["discount"], shown["min_purchase"]) == (discount.discount, discount.min_purchase)
        else:
            assert answer["discount"] is None


async def test_money_is_numbers_with_two_decimals_at_most(client) -> None:
    for store in (await client.get("/api/v1/stores/popular?limit=50")).json()["stores"]:
        for field in ("tax", "minimum_order", "per_km_shipping_charge", "minimum_shipping_charge"):
            value = store[field]
            assert value is None or (isinstance(value, int | float) and round(value, 2) == value)


async def test_store_names_follow_the_language(client, stores) -> None:
    answer = (await client.get("/api/v1/stores/latest?limit=50", headers={"X-localization": "fr"})).json()
    by_id = {s["id"]: s for s in stores}
    for store in answer["stores"]:
        french = (by_id[store["id"]]["translations"].get("fr") or {}).get("name")
        assert store["name"] == (french or by_id[store["id"]]["name"])


@pytest.mark.parametrize("key", ["0", "999999", "no-such-store", "9223372036854775808"])
async def test_unknown_store_is_a_404_in_the_errors_shape(client, key: str) -> None:
    response = await client.get(f"/api/v1/stores/details/{key}")
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "store"


@pytest.mark.parametrize(
    ("query", "field"),
    [("offset=0", "offset"), ("offset=-3", "offset"), ("limit=0", "limit"), ("limit=1000000000", "limit"),
     ("limit=abc", "limit"), ("offset=1.5", "offset"), ("type=drone", "type"), ("offset=99999999999999999999", "offset")],
)  # fmt: skip
async def test_absurd_paging_is_a_422_naming_the_field(client, query: str, field: str) -> None:
    response = await client.get(f"/api/v1/stores/popular?{query}")
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == field


@pytest.mark.parametrize(
    ("name", "value"),
    [("zoneId", "[1,"), ("zoneId", '["a"]'), ("zoneId", "[99999999999999999999999]"), ("moduleId", "food"),
     ("moduleId", "99999999999999999999999")],
)  # fmt: skip
async def test_bad_context_headers_are_a_422_naming_the_header(client, name: str, value: str) -> None:
    response = await client.get("/api/v1/stores/latest", headers={name: value})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == name


async def test_a_store_shows_the_delivery_charges_checkout_charges(
    client, stores, settings: Settings
) -> None:
    # A store that delivers itself charges its own per-km rate, minimum and maximum; any other store the
    # zone's charges for its module (checkout's rule), whatever charges of its own it keeps.
    zones = {
        (z["module_id"], z["zone_id"]): z
        for z in await fetch(settings.database_url, select(ModuleZone.__table__))
    }
    answered = (await client.get("/api/v1/stores/latest?limit=50")).json()["stores"]
    by_id = {s["id"]: s for s in stores}
    kinds = set()
    for store in answered:
        own = by_id[store["id"]]
        self_delivery = bool(own["self_delivery_system"]) and own["per_km_shipping_charge"] is not None
        kinds.add(self_delivery)
        charges = own if self_delivery else zones.get((own["module_id"], own["zone_id"]), {})
        for field in ("per_km_shipping_charge", "minimum_shipping_charge", "maximum_shipping_charge"):
            assert store[field] == money(charges.get(field)), (store["id"], field)
    assert kinds == {True, False}  # the demo has stores of both kinds
