"""Personal answers and API errors are never stored by a browser or a proxy; HTTPS answers carry HSTS."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.settings import Settings
from tests.api.cart_shopper import Shopper
from tests.conftest import make_settings


async def test_personal_answers_and_their_errors_are_no_store(
    shopper: Shopper, cart_client: AsyncTestClient
) -> None:  # type: ignore[type-arg]
    ok = await cart_client.get(
        "/api/v1/customer/cart/list", params={"guest_id": shopper.guest_id}, headers={"moduleId": "1"}
    )
    refused = await cart_client.get("/api/v1/customer/cart/list", headers={"moduleId": "1"})
    issued = await cart_client.post("/api/v1/auth/guest/request")
    assert (ok.status_code, refused.status_code, issued.status_code) == (200, 401, 200)
    for answer in (ok, refused, issued):
        assert answer.headers["cache-control"] == "no-store"


async def test_api_errors_are_no_store_and_shared_answers_are_not(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    missing = await client.get("/api/v1/items/details/999999999")
    shared = await client.get("/api/v1/config")
    assert missing.status_code == 404
    assert missing.headers["cache-control"] == "no-store"
    assert "no-store" not in shared.headers.get("cache-control", "")


async def test_hsts_only_when_served_over_https(settings: Settings) -> None:
    secure = make_settings(settings.database_url, settings.media_dir, https=True)
    async with (
        AsyncTestClient(app=create_app(secure)) as https,
        AsyncTestClient(app=create_app(settings)) as http,
    ):
        assert (await https.get("/api/v1/config")).headers["strict-transport-security"].startswith("max-age=")
        assert "strict-transport-security" not in (await http.get("/api/v1/config")).headers
