"""GET /api/v1/zone/list and /api/v1/config/get-zone-id, checked against the stored zone polygons."""

from __future__ import annotations

import json

import pytest

from adapters.settings import Settings
from core.geo.model import Point
from core.geo.polygons import PolygonIndex
from core.verticals import load_registry
from tests.api.marketplace_rows import served_zone_ids, stored, visible_modules

FAR_AWAY = Point(lat=-45.0, lng=-140.0)  # the South Pacific


async def test_zone_list_has_every_active_zone_with_its_polygon(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    active = {z["id"]: z for z in rows["zones"] if z["status"]}
    answer = (await client.get("/api/v1/zone/list")).json()
    assert active, "the demo marketplace has zones"
    assert {z["id"] for z in answer} == set(active)
    for zone in answer:
        row = active[zone["id"]]
        assert zone["name"] == row["name"]
        assert [[p["lat"], p["lng"]] for p in zone["polygon"]] == row["polygon"]
        assert zone["increased_delivery_fee_status"] == int(row["increased_delivery_fee_status"])
        assert zone["increased_delivery_fee"] == pytest.approx(float(row["increased_delivery_fee"]))


async def test_zone_list_names_the_modules_served_with_their_charges(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    modules = visible_modules(rows, set(load_registry().module_types))
    links = {(link["module_id"], link["zone_id"]): link for link in rows["module_zones"]}
    for zone in (await client.get("/api/v1/zone/list")).json():
        expected = {m["id"] for m in modules if zone["id"] in served_zone_ids(rows, m)}
        assert {m["id"] for m in zone["modules"]} == expected
        for module in zone["modules"]:
            pivot, link = module["pivot"], links.get((module["id"], zone["id"]))
            assert (pivot["module_id"], pivot["zone_id"]) == (module["id"], zone["id"])
            if link is not None:
                assert pivot["per_km_shipping_charge"] == pytest.approx(float(link["per_km_shipping_charge"]))
                assert pivot["minimum_shipping_charge"] == pytest.approx(
                    float(link["minimum_shipping_charge"])
                )


async def test_a_point_inside_each_zone_finds_that_zone(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    for zone in (z for z in rows["zones"] if z["status"]):
        inside = PolygonIndex.centre(zone["polygon"])
        assert inside is not None
        response = await client.get(
            "/api/v1/config/get-zone-id", params={"lat": inside.lat, "lng": inside.lng}
        )
        assert response.status_code == 200
        answer = response.json()
        zone_ids = json.loads(answer["zone_id"])
        assert zone["id"] in zone_ids
        assert [z["id"] for z in answer["zone_data"]] == zone_ids
        data = answer["zone_data"][zone_ids.index(zone["id"])]
        assert {"modules", "increased_delivery_fee_status", "increased_delivery_fee"} <= set(data)
        assert all("pivot" in m for m in data["modules"])


async def test_the_zone_id_goes_back_as_the_zone_header(client, settings: Settings) -> None:
    rows = await stored(settings.database_url)
    zone = next(z for z in rows["zones"] if z["status"])
    inside = PolygonIndex.centre(zone["polygon"])
    assert inside is not None
    answer = (
        await client.get("/api/v1/config/get-zone-id", params={"lat": inside.lat, "lng": inside.lng})
    ).json()
    response = await client.get("/api/v1/module", headers={"zoneId": answer["zone_id"]})
    assert response.status_code == 200


async def test_outside_every_zone_the_service_is_not_available(client) -> None:
    response = await client.get(
        "/api/v1/config/get-zone-id", params={"lat": FAR_AWAY.lat, "lng": FAR_AWAY.lng}
    )
    assert response.status_code == 404
    assert response.json() == {"errors": [{"code": "zone", "message": "Service not available in this area"}]}


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"lat": "north", "lng": "2.35"}, "lat"),
        ({"lat": "91", "lng": "2.35"}, "lat"),
        ({"lat": "48.8", "lng": "-180.5"}, "lng"),
        ({"lat": "nan", "lng": "2.35"}, "lat"),
    ],
)
async def test_bad_coordinates_are_a_422_naming_the_field(client, query: dict[str, str], field: str) -> None:
    response = await client.get("/api/v1/config/get-zone-id", params=query)
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == field


async def test_missing_coordinates_are_a_422(client) -> None:
    response = await client.get("/api/v1/config/get-zone-id", params={"lng": "2.35"})
    assert response.status_code == 422
    assert response.json()["errors"]
