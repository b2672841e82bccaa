"""The published OpenAPI document says every status an operation answers and the context headers it reads."""

from __future__ import annotations

from typing import Any

from litestar.testing import AsyncTestClient

from core.ids import MAX_ID

ERRORS = {"$ref": "#/components/schemas/Errors"}


async def document(client: AsyncTestClient) -> dict[str, Any]:  # type: ignore[type-arg]
    answer = await client.get("/schema/openapi.json")
    assert answer.status_code == 200
    found: dict[str, Any] = answer.json()
    return found


async def test_every_status_is_listed_in_the_errors_shape(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    paths = (await document(client))["paths"]
    add = paths["/api/v1/customer/cart/add"]["post"]["responses"]
    assert set(add) == {"200", "400", "401", "404", "409", "413", "415", "422", "429", "503"}
    assert add["409"]["content"]["application/json"]["schema"] == ERRORS
    config = paths["/api/v1/config"]["get"]["responses"]
    assert set(config) == {"200", "400", "422", "429", "503"}


async def test_context_headers_are_parameters(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    paths = (await document(client))["paths"]
    latest = {p["name"]: p for p in paths["/api/v1/items/latest"]["get"]["parameters"] if p["in"] == "header"}
    assert set(latest) == {"moduleId", "zoneId", "X-localization", "latitude", "longitude"}
    assert not latest["moduleId"]["required"]
    cart = {
        p["name"]: p for p in paths["/api/v1/customer/cart/list"]["get"]["parameters"] if p["in"] == "header"
    }
    assert cart["moduleId"]["required"]


async def test_id_bounds_are_exact_integers(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    text = (await client.get("/schema/openapi.json")).text
    assert "9.223372036854776e" not in text
    assert str(MAX_ID) in text


async def test_options_names_every_method_of_a_path(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    answer = await client.options("/api/v1/customer/cart/remove")
    assert set(answer.headers["allow"].split(", ")) == {"DELETE", "OPTIONS", "POST"}
    with_parameter = await client.options("/api/v1/payments/demo/0000000000000000")  # GET and POST share it
    assert set(with_parameter.headers["allow"].split(", ")) == {"GET", "OPTIONS", "POST"}
    single = await client.options("/api/v1/items/details/5")
    assert set(single.headers["allow"].split(", ")) == {"GET", "OPTIONS"}


async def test_account_operations_list_every_status_they_answer(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    paths = (await document(client))["paths"]
    body = {"400", "413", "415", "422", "429", "503"}
    expected = {
        ("/api/v1/auth/sign-up", "post"): {"200", *body},
        ("/api/v1/auth/login", "post"): {"200", "401", *body},
        ("/api/v1/auth/logout", "post"): {"200", "400", "401", "422", "429", "503"},
        ("/api/v1/auth/send-otp", "post"): {"200", "401", "502", *body},
        ("/api/v1/auth/verify-phone", "post"): {"200", "401", *body},
        ("/api/v1/auth/verify-email", "post"): {"200", "401", *body},
        ("/api/v1/customer/info", "get"): {"200", "400", "401", "422", "429", "503"},
        ("/api/v1/customer/update-profile", "post"): {"200", "401", "502", *body},
        ("/api/v1/customer/remove-account", "delete"): {"200", "400", "401", "422", "429", "503"},
    }
    for (path, method), statuses in expected.items():
        assert set(paths[path][method]["responses"]) == statuses, path
    profile = paths["/api/v1/customer/update-profile"]["post"]["requestBody"]["content"]
    assert set(profile) == {"multipart/form-data"}


async def test_account_answers_have_the_contracts_shapes(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    schemas = (await document(client))["components"]["schemas"]
    auth = schemas["AuthAnswer"]
    assert set(auth["required"]) == {"token", "is_phone_verified", "is_email_verified"}
    assert auth["properties"]["is_phone_verified"]["enum"] == [0, 1]
    info = schemas["CustomerInfo"]["properties"]
    assert info["created_at"]["format"] == "date-time"
    assert set(info) == {
        "id", "f_name", "l_name", "email", "phone", "image_full_url", "is_phone_verified", "is_email_verified",
        "ref_code", "ref_by", "wallet_balance", "loyalty_point", "created_at",
    }  # fmt: skip
    assert set(schemas["ProfileUpdated"]["required"]) == {"otp_send", "verification_on", "message"}
    assert set(schemas["OtpSent"]["required"]) == {"message", "resend_after"}
