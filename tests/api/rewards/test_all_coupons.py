"""`GET /api/v1/coupon/list/all` over real HTTP, no sign-in (SQLite and PostgreSQL): every coupon running
today whatever the module (the moduleId header is not read), a zone-wise one only for the zoneId zones, in
the shape of `GET /api/v1/coupon/list`."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

ALL = "/api/v1/coupon/list/all"
EVERY_ZONE = {"TENOFF", "GROCER", "OTHERSTORE", "FREESHIP", "BIGSPEND"}  # running, not zone-wise


async def test_every_running_coupon_of_every_module_for_the_zones(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    food = {"moduleId": str(ids["food"])}
    centre = await rewards_client.get(ALL, headers={**food, "zoneId": f"[{ids['zone_centre']}]"})
    assert centre.status_code == 200, centre.text
    assert centre.headers["cache-control"] == "no-store"
    assert {c["code"] for c in centre.json()} == EVERY_ZONE | {"CENTRE5"}
    # The module's own list leaves the grocery coupon out; the list of all keeps it.
    module_list = await rewards_client.get(
        "/api/v1/coupon/list", headers={**food, "zoneId": f"[{ids['zone_centre']}]"}
    )
    assert "TENOFF" not in {c["code"] for c in module_list.json()}
    assert centre.json()[0].keys() == module_list.json()[0].keys()
    east = await rewards_client.get(ALL, headers={"zoneId": f"[{ids['zone_east']}]"})
    assert {c["code"] for c in east.json()} == EVERY_ZONE | {"EASTONLY"}
    nowhere = await rewards_client.get(ALL)
    assert {c["code"] for c in nowhere.json()} == EVERY_ZONE
