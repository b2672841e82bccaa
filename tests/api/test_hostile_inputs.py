"""Malformed input of every kind answers a 4xx in the errors shape, never a 500, a trace or a file path."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from tests.api.cart_shopper import Shopper

GUEST_HEADERS = {"moduleId": "1", "Content-Type": "application/json"}


def assert_error_shape(response: Any, *statuses: int) -> None:
    assert response.status_code in statuses, (response.status_code, response.text)
    body = response.json()
    assert body["errors"]
    assert all({"code", "message"} <= set(e) for e in body["errors"])
    assert "/work" not in response.text
    assert "Traceback" not in response.text


@pytest.mark.parametrize("value", [b"\xb2", b"1\xb2", "²".encode(), "١".encode(), "𝟙".encode()])
async def test_non_ascii_digits_in_module_id_are_refused(client: AsyncTestClient, value: bytes) -> None:  # type: ignore[type-arg]
    response = await client.get("/api/v1/categories", headers={"moduleId": value})  # type: ignore[dict-item]
    assert_error_shape(response, 422)


async def test_a_deeply_nested_zone_id_is_refused(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    response = await client.get("/api/v1/categories", headers={"zoneId": "[" * 1000 + "1" + "]" * 1000})
    assert_error_shape(response, 422)


@pytest.mark.parametrize("path", ["/media/item/a.webp%00.txt", "/media/item/", "/media/item/%00"])
async def test_media_paths_never_fail_nor_name_a_folder(client: AsyncTestClient, path: str) -> None:  # type: ignore[type-arg]
    response = await client.get(path)
    assert response.status_code in (400, 404), response.text
    assert "/tmp" not in response.text
    assert "/work" not in response.text


@pytest.mark.parametrize(
    "host", ["evil.com/.localhost", "evil.com/.shop.test", "evilshop.test", "shop.test.evil.com"]
)
async def test_hosts_are_matched_exactly(settings: Any, host: str) -> None:
    from adapters.http.app import create_app
    from tests.conftest import make_settings

    pinned = make_settings(
        settings.database_url, settings.media_dir, allowed_hosts=("localhost", "*.shop.test")
    )
    async with AsyncTestClient(app=create_app(pinned)) as client:
        refused = await client.get("/api/v1/config", headers={"Host": host})
        allowed = await client.get("/api/v1/config", headers={"Host": "api.shop.test"})
    assert refused.status_code == 400
    assert allowed.status_code == 200


async def test_head_works_wherever_get_does(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    for path in ("/api/v1/config", "/api/v1/categories", "/api/v1/items/latest", "/api/v1/module"):
        got, head = await client.get(path), await client.head(path)
        assert head.status_code == got.status_code == 200, path
        assert head.content == b""


async def test_category_zero_means_every_category(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    headers = {"zoneId": "[1]", "moduleId": "1"}
    every = await client.get("/api/v1/items/latest", headers=headers)
    zero = await client.get("/api/v1/items/latest?category_id=0", headers=headers)
    assert zero.status_code == 200, zero.text
    assert zero.json() == every.json()


async def test_a_deeply_nested_body_is_refused(shopper: Shopper, cart_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    body = b'{"item_id": 1, "quantity": 1, "guest_id": "' + shopper.guest_id.encode() + b'", "x": '
    body += b"[" * 1000 + b"]" * 1000 + b"}"
    response = await cart_client.post("/api/v1/customer/cart/add", content=body, headers=GUEST_HEADERS)
    assert_error_shape(response, 400, 413, 422)


async def test_invalid_utf8_in_a_body_is_refused(shopper: Shopper, cart_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    body = b'{"item_id": 1, "quantity": 1, "guest_id": "\xff"}'
    response = await cart_client.post("/api/v1/customer/cart/add", content=body, headers=GUEST_HEADERS)
    assert_error_shape(response, 400)


async def test_a_string_is_not_a_number(shopper: Shopper, cart_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    body = {"item_id": shopper.ids["apple"], "quantity": "1", "guest_id": shopper.guest_id}
    response = await cart_client.post("/api/v1/customer/cart/add", json=body, headers={"moduleId": "1"})
    assert_error_shape(response, 400, 422)


async def test_a_whole_valued_float_is_an_integer_and_a_fraction_is_not(
    shopper: Shopper,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    # JSON Schema counts 2.0 as an integer, so the published contract lets a client send it; 2.5 stays refused.
    body = b'{"item_id": %d.0, "quantity": 2e0, "guest_id": "%s"}' % (
        shopper.ids["apple"],
        shopper.guest_id.encode(),
    )
    headers = {"moduleId": "1", "content-type": "application/json"}
    added = await cart_client.post("/api/v1/customer/cart/add", content=body, headers=headers)
    assert added.status_code == 200, added.text
    assert [(line["item_id"], line["quantity"]) for line in added.json()] == [(shopper.ids["apple"], 2)]
    fraction = body.replace(b"2e0", b"2.5")
    refused = await cart_client.post("/api/v1/customer/cart/add", content=fraction, headers=headers)
    assert refused.status_code == 422
    assert refused.json()["errors"] == [{"code": "quantity", "message": "Expected `int`, got `float`"}]


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
async def test_json_bodies_need_the_json_content_type(
    shopper: Shopper,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
    content_type: str | None,
) -> None:
    body = b'{"item_id": %d, "quantity": 1, "guest_id": "%s"}' % (
        shopper.ids["apple"],
        shopper.guest_id.encode(),
    )
    headers = {"moduleId": "1"} | ({"Content-Type": content_type} if content_type else {})
    response = await cart_client.post("/api/v1/customer/cart/add", content=body, headers=headers)
    assert_error_shape(response, 415)
    assert await shopper.cart("grocery") == []


async def test_a_cart_body_is_limited_to_sixteen_kilobytes(
    shopper: Shopper, cart_client: AsyncTestClient
) -> None:  # type: ignore[type-arg]
    body = {
        "item_id": shopper.ids["apple"],
        "quantity": 1,
        "guest_id": shopper.guest_id,
        "note": "x" * 17_000,
    }
    response = await cart_client.post("/api/v1/customer/cart/add", json=body, headers={"moduleId": "1"})
    assert_error_shape(response, 413)
    assert await shopper.cart("grocery") == []
