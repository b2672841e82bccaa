"""The OpenAPI document lists every status each address and wishlist operation answers, with the contract's
shapes."""

from __future__ import annotations

from typing import Any

from litestar.testing import AsyncTestClient

from tests.api.places.customer import SignedInCustomer

ERRORS = {"$ref": "#/components/schemas/Errors"}
EVERYWHERE = {"200", "400", "401", "422", "429", "503"}
WITH_A_BODY = {"413", "415"}
OPERATIONS = {
    ("/api/v1/customer/address/list", "get"): EVERYWHERE,
    ("/api/v1/customer/address/add", "post"): EVERYWHERE | WITH_A_BODY,
    ("/api/v1/customer/address/update/{address_id}", "put"): EVERYWHERE | WITH_A_BODY | {"404"},
    ("/api/v1/customer/address/delete", "delete"): EVERYWHERE | {"404"},
    ("/api/v1/customer/wish-list/add", "post"): EVERYWHERE | {"404"},
    ("/api/v1/customer/wish-list/remove", "delete"): EVERYWHERE,
    ("/api/v1/customer/wish-list", "get"): EVERYWHERE,
}


async def document(client: AsyncTestClient) -> dict[str, Any]:  # type: ignore[type-arg]
    answer = await client.get("/schema/openapi.json")
    assert answer.status_code == 200
    found: dict[str, Any] = answer.json()
    return found


def resolve(schema: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


async def test_every_status_of_every_operation_is_listed(places_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    doc = await document(places_client)
    for (path, method), statuses in OPERATIONS.items():
        responses = doc["paths"][path][method]["responses"]
        assert set(responses) == statuses, (path, method)
        for status in statuses - {"200"}:
            assert responses[status]["content"]["application/json"]["schema"] == ERRORS


async def test_the_answers_have_the_contracts_shapes(places_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    doc = await document(places_client)

    def answer(path: str, method: str) -> dict[str, Any]:
        ok = doc["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
        return resolve(ok, doc)

    listed = answer("/api/v1/customer/address/list", "get")
    address = resolve(listed["properties"]["addresses"]["items"], doc)
    assert set(address["properties"]) == {
        "id", "address", "address_type", "contact_person_name", "contact_person_number",
        "additional_information", "latitude", "longitude", "road", "house", "floor", "zone_id", "zone_ids",
    }  # fmt: skip
    assert address["properties"]["latitude"]["type"] == "string"
    assert address["properties"]["zone_ids"]["items"]["type"] == "integer"
    saved = answer("/api/v1/customer/address/add", "post")
    assert set(saved["required"]) == {"message", "address"}
    wishlist = answer("/api/v1/customer/wish-list", "get")
    assert set(wishlist["properties"]) == {"item", "store"}
    item_card = resolve(wishlist["properties"]["item"]["items"], doc)
    store_card = resolve(wishlist["properties"]["store"]["items"], doc)
    details = doc["paths"]["/api/v1/items/details/{key}"]["get"]["responses"]["200"]["content"]
    assert item_card == resolve(details["application/json"]["schema"], doc)
    assert {"id", "name", "logo_full_url", "module_id"} <= set(store_card["properties"])
    parameters = {p["name"] for p in doc["paths"]["/api/v1/customer/wish-list/add"]["post"]["parameters"]}
    assert {"item_id", "store_id", "moduleId"} <= parameters


async def test_every_answer_is_no_store(
    places_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
    customer: SignedInCustomer,
) -> None:
    address = await customer.saved()
    answers = [
        await places_client.get("/api/v1/customer/address/list", headers=customer.headers()),
        await customer.add_address(address=""),
        await customer.update_address(address["id"]),
        await customer.update_address(10**15),
        await customer.delete_address(address["id"]),
        await customer.wish(item_id=ids["apple"]),
        await customer.wish(item_id=10**15),
        await customer.unwish(item_id=ids["apple"]),
        await places_client.get("/api/v1/customer/wish-list", headers=customer.headers()),
        await places_client.get("/api/v1/customer/wish-list"),
        await places_client.post("/api/v1/customer/address/add", json={}),
    ]
    assert sorted({a.status_code for a in answers}) == [200, 401, 404, 422]
    assert {a.headers["cache-control"] for a in answers} == {"no-store"}
