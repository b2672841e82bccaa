"""The rental vertical's vehicle catalogue reads over real HTTP on SQLite and PostgreSQL: the brands its
vehicles name (`GET /api/v1/rental/vehicle/brand-list`), the vehicle list narrowed to one brand by the
server (`GET /api/v1/items/latest?brand=`), and suggestions while typing (`/rental/vehicle/suggestions`),
bounded, with 422 for bad input."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from tests.api.rental.traveller import Vehicle

VEHICLE = "/api/v1/rental/vehicle"


@pytest.fixture
async def rental(client: AsyncTestClient) -> dict[str, str]:  # type: ignore[type-arg]
    """The context headers of the demo's rental module."""
    modules = (await client.get("/api/v1/module")).json()
    module_id = next(m["id"] for m in modules if m["module_type"] == "rental")
    return {"moduleId": str(module_id)}


def vehicles(providers: list[list[Vehicle]]) -> list[Vehicle]:
    return [v for group in providers for v in group]


async def test_the_brand_list_names_every_brand_of_the_vehicles_once_with_its_count(
    client: AsyncTestClient,  # type: ignore[type-arg]
    rental: dict[str, str],
    providers: list[list[Vehicle]],
) -> None:
    answer = await client.get(f"{VEHICLE}/brand-list", headers=rental)
    assert answer.status_code == 200, answer.text
    counts = Counter(v.extra["brand"] for v in vehicles(providers))
    assert answer.json() == [{"name": name, "vehicle_count": counts[name]} for name in sorted(counts)]
    # Another module's brands (the shop's products) are never a vehicle's.
    assert not {b["name"] for b in answer.json()} - set(counts)


async def test_the_vehicle_list_is_narrowed_to_one_brand_by_the_server(
    client: AsyncTestClient,  # type: ignore[type-arg]
    rental: dict[str, str],
    providers: list[list[Vehicle]],
) -> None:
    peugeots = {v.id for v in vehicles(providers) if v.extra["brand"] == "Peugeot"}
    assert len(peugeots) >= 2
    for order in ("latest", "popular"):
        answer = await client.get(
            f"/api/v1/items/{order}", params={"brand": "Peugeot", "limit": 50}, headers=rental
        )
        assert answer.status_code == 200, answer.text
        body: dict[str, Any] = answer.json()
        assert body["total_size"] == len(peugeots)
        assert {i["id"] for i in body["items"]} == peugeots
    unknown = await client.get("/api/v1/items/latest", params={"brand": "Nobody"}, headers=rental)
    assert unknown.json()["total_size"] == 0


@pytest.mark.parametrize("brand", ["", " ", "x" * 61])
async def test_a_brand_out_of_bounds_is_refused(client: AsyncTestClient, brand: str) -> None:  # type: ignore[type-arg]
    answer = await client.get("/api/v1/items/latest", params={"brand": brand})
    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"][0]["code"] == "brand"


async def test_suggestions_name_the_vehicles_holding_the_text_with_their_provider(
    client: AsyncTestClient,  # type: ignore[type-arg]
    rental: dict[str, str],
    providers: list[list[Vehicle]],
) -> None:
    expected = {v.id: v for v in vehicles(providers) if "peugeot" in v.name.lower()}
    for limit in (10, None):
        params = {"name": " peUGeot "} | ({"limit": limit} if limit else {})
        answer = await client.get(f"{VEHICLE}/suggestions", params=params, headers=rental)
        assert answer.status_code == 200, answer.text
        found = answer.json()
        assert {s["id"] for s in found} <= set(expected)
        assert len(found) == min(len(expected), limit or 6)  # 6 by default
    for suggestion in found:
        assert suggestion["brand"] == "Peugeot"
        assert suggestion["provider_id"] == expected[suggestion["id"]].provider_id
        assert suggestion["provider_name"]
        assert suggestion["image_full_url"]
    one = await client.get(f"{VEHICLE}/suggestions", params={"name": "e", "limit": 1}, headers=rental)
    assert one.status_code == 422  # two characters at least
    few = await client.get(f"{VEHICLE}/suggestions", params={"name": "ar", "limit": 2}, headers=rental)
    assert len(few.json()) == 2


async def test_suggestions_read_the_asker_language(
    client: AsyncTestClient,  # type: ignore[type-arg]
    rental: dict[str, str],
) -> None:
    answer = await client.get(
        f"{VEHICLE}/suggestions", params={"name": "vélo"}, headers={**rental, "X-localization": "fr"}
    )
    assert answer.status_code == 200, answer.text
    names = {s["name"] for s in answer.json()}
    assert {"Vélo cargo", "Vélo de route", "Vélo électrique urbain"} <= names


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({}, "name"),
        ({"name": "x"}, "name"),
        ({"name": "x" * 51}, "name"),
        ({"name": "  "}, "name"),
        ({"name": "car", "limit": 0}, "limit"),
        ({"name": "car", "limit": 11}, "limit"),
        ({"name": "car", "limit": "many"}, "limit"),
    ],
)
async def test_bad_suggestion_requests_are_refused(
    client: AsyncTestClient,  # type: ignore[type-arg]
    params: dict[str, Any],
    field: str,
) -> None:
    answer = await client.get(f"{VEHICLE}/suggestions", params=params)
    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"][0]["code"] == field
