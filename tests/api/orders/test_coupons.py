"""GET /coupon/list and /coupon/apply: coupons running today for the module and zone, and a code checked
against a store."""

from __future__ import annotations

import pytest
from httpx import Response
from litestar.testing import AsyncTestClient

from tests.api.orders.shopper import error

pytestmark = pytest.mark.anyio


async def test_the_list_shows_running_coupons_of_the_module_and_zone(
    order_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    headers = {"moduleId": str(ids["module"]), "zoneId": f"[{ids['zone_centre']}]"}
    answer = await order_client.get("/api/v1/coupon/list", headers=headers)
    assert answer.status_code == 200, answer.text
    codes = {c["code"] for c in answer.json()}
    assert codes == {"TENOFF", "CENTRE5", "GROCER", "OTHERSTORE", "FREESHIP", "BIGSPEND"}
    east = {"moduleId": str(ids["module"]), "zoneId": f"[{ids['zone_east']}]"}
    codes = {c["code"] for c in (await order_client.get("/api/v1/coupon/list", headers=east)).json()}
    assert "EASTONLY" in codes
    assert "CENTRE5" not in codes
    grocer = next(c for c in answer.json() if c["code"] == "GROCER")
    assert grocer["coupon_type"] == "store_wise"
    assert grocer["store_ids"] == [ids["store"]]
    assert (grocer["discount"], grocer["discount_type"], grocer["max_discount"]) == (50, "percent", 3)


async def test_apply_answers_the_coupon_or_why_not(
    order_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    async def apply(code: str, language: str = "en") -> Response:
        return await order_client.get(
            "/api/v1/coupon/apply",
            params={"code": code, "store_id": ids["store"]},
            headers={"X-localization": language},
        )

    found = await apply("GROCER")
    assert found.status_code == 200, found.text
    assert found.json()["code"] == "GROCER"
    assert error(await apply("NOSUCH")) == (404, "coupon", "Coupon not found.")
    assert error(await apply("EXPIRED")) == (404, "coupon", "Coupon not found.")
    assert error(await apply("OTHERSTORE")) == (
        422,
        "coupon",
        "This coupon is not valid for this store.",
    )
    assert error(await apply("EASTONLY")) == (422, "coupon", "This coupon is not valid in your zone.")
    assert error(await apply("EASTONLY", "fr"))[2] == "Ce coupon n'est pas valable dans votre zone."
    bad = await order_client.get("/api/v1/coupon/apply", params={"code": "a b", "store_id": 0})
    assert bad.status_code == 422
