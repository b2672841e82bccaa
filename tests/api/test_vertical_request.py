"""What `VerticalRequest` gives a vertical's handler beyond the context: who asks (as the cart decides), the
catalogue facts of its own module type's items only, and serialised writes; and a database too busy for a
vertical's own SQL answers 503, never 500."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path
from typing import Annotated, Any

import msgspec
import pytest
from litestar import get, post
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.testing import AsyncTestClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.connect import sqlite_path
from adapters.http.app import create_app
from adapters.settings import Settings
from core.verticals import Vertical, VerticalRegistry, VerticalRequest, installed_verticals
from tests.api.rental.traveller import Traveller
from tests.conftest import make_settings

SHIPPED = installed_verticals()


class Probe(msgspec.Struct):
    owner: str
    items: list[dict[str, Any]]


@get("/api/v1/grocery/probe", operation_id="groceryProbe")
async def probe(
    vertical_request: NamedDependency[VerticalRequest],
    ids: Annotated[list[int], Parameter(max_items=20)],
    guest_id: Annotated[str | None, Parameter(max_length=64)] = None,
    writing: Annotated[bool, Parameter()] = False,
) -> Probe:
    """Who asks (for a write when `writing`) and which of `ids` are this vertical's items."""
    owner = await vertical_request.owner(guest_id, writing=writing)
    found = await vertical_request.items(ids)
    return Probe(owner.key, [dataclasses.asdict(item) for item in found.values()])


@get("/api/v1/grocery/me", operation_id="groceryMe")
async def me(vertical_request: NamedDependency[VerticalRequest]) -> int:
    """The signed-in customer's id."""
    return await vertical_request.customer()


@post("/api/v1/grocery/raw-write", operation_id="groceryRawWrite", status_code=200)
async def raw_write(vertical_request: NamedDependency[VerticalRequest]) -> str:
    """A write through the contract's transaction: the storage answers a busy database itself."""
    async with vertical_request.transaction("raw-write-probe") as conn:
        await conn.execute(text("INSERT INTO guests (guest_id) VALUES ('raw-write-probe')"))
        await conn.execute(text("DELETE FROM guests WHERE guest_id = 'raw-write-probe'"))
    return "written"


def with_probe() -> VerticalRegistry:
    grocery = SHIPPED["grocery"]
    probing = Vertical(
        module_type="grocery",
        labels=grocery.labels,
        cart_rules=grocery.cart_rules,
        policy=grocery.policy,
        routes=[probe, me, raw_write],
        demo=grocery.demo,
    )
    return VerticalRegistry([*(v for v in SHIPPED.values() if v.module_type != "grocery"), probing])


async def _ids_by_type(database_url: str) -> dict[str, int]:
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            rows = (
                await conn.execute(
                    text(
                        "SELECT m.module_type, MIN(i.id) FROM items i JOIN modules m ON m.id = i.module_id "
                        "WHERE i.status = TRUE GROUP BY m.module_type"
                    )
                )
            ).all()
    finally:
        await engine.dispose()
    return {row[0]: row[1] for row in rows}


async def test_a_vertical_learns_who_asks_and_reads_only_its_own_items(settings: Settings) -> None:
    ids = await _ids_by_type(settings.database_url)
    asked = {"ids": [ids["grocery"], ids["food"], ids["rental"], 2**60]}
    async with AsyncTestClient(app=create_app(settings, registry=with_probe())) as client:
        guest = await Traveller.guest(client)
        customer = await Traveller.customer(client)
        as_guest = await client.get(
            "/api/v1/grocery/probe",
            params={**asked, "guest_id": guest.guest_id},
            headers={"X-localization": "fr"},
        )
        as_customer = await client.get("/api/v1/grocery/probe", params=asked, headers=customer.headers())
        nobody = await client.get("/api/v1/grocery/probe", params=asked)
        unknown = {"guest_id": "y" * 43}
        unknown_read = await client.get("/api/v1/grocery/probe", params={**asked, **unknown})
        unknown_write = await client.get(
            "/api/v1/grocery/probe", params={**asked, **unknown, "writing": True}
        )
        me_signed_in = await client.get("/api/v1/grocery/me", headers=customer.headers())
        me_guest = await client.get("/api/v1/grocery/me")
    assert as_guest.status_code == 200, as_guest.text
    assert as_guest.json()["owner"] == f"guest:{guest.guest_id}"
    [item] = as_guest.json()["items"]
    assert item["id"] == ids["grocery"]
    assert item["name"]
    assert item["store_name"]
    assert item["image_full_url"].startswith("/media/")
    assert item["zone_id"] >= 1
    assert isinstance(item["extra"], dict)
    assert as_customer.json()["owner"].startswith("customer:")
    assert as_customer.json()["owner"] == f"customer:{me_signed_in.json()}"
    assert (nobody.status_code, unknown_write.status_code, me_guest.status_code) == (401, 404, 401)
    assert unknown_write.json()["errors"][0]["code"] == "guest"
    # A read for a guest id never issued finds that guest's nothing, as the cart's list does.
    assert unknown_read.json()["owner"] == f"guest:{'y' * 43}"


async def test_a_verticals_raw_write_on_a_busy_database_answers_503(
    empty_database: str, tmp_path: Path
) -> None:
    settings = make_settings(empty_database, tmp_path / "media")
    path = sqlite_path(settings.database_url)
    assert path is not None
    async with AsyncTestClient(app=create_app(settings, registry=with_probe())) as client:
        assert (await client.post("/api/v1/grocery/raw-write")).status_code == 200
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        try:
            busy = await client.post("/api/v1/grocery/raw-write")
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        after = await client.post("/api/v1/grocery/raw-write")
    assert busy.status_code == 503, busy.text
    assert busy.json() == {
        "errors": [{"code": "service_unavailable", "message": "The service is busy, try again."}]
    }
    assert busy.headers["retry-after"] == "1"
    assert after.status_code == 200


@pytest.mark.parametrize("name", ["rental"])
def test_the_rental_vertical_mounts_its_trip_cart_trips_and_vehicle_reads(
    name: str, settings: Settings
) -> None:
    app = create_app(settings)
    paths = {route.path for route in app.routes if route.path.startswith(f"/api/v1/{name}/")}
    assert paths == {
        f"/api/v1/{name}/user/cart/{end}" for end in ("get-cart", "add", "update", "remove", "clear")
    } | {f"/api/v1/{name}/trip/{end}" for end in ("place", "list", "details", "cancel")} | {
        f"/api/v1/{name}/vehicle/{end}" for end in ("brand-list", "suggestions")
    }
