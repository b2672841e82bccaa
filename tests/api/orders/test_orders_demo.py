"""The demo's coupons: one of each type, running, and the store-wise one valid for its store only."""

from __future__ import annotations

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import Module, Store, Zone
from adapters.demo.coupons import COUPONS
from adapters.settings import Settings

pytestmark = pytest.mark.anyio


async def test_the_demo_seeds_one_coupon_of_each_type(
    client: AsyncTestClient,  # type: ignore[type-arg]
    settings: Settings,
) -> None:
    engine = create_async_engine(settings.database_url)
    async with engine.connect() as conn:
        zone = await conn.scalar(select(func.min(Zone.id)))
        first_store = await conn.scalar(select(func.min(Store.id)))
        other_store = await conn.scalar(select(func.max(Store.id)))
        module = await conn.scalar(select(func.min(Module.id)))
    await engine.dispose()
    answer = await client.get("/api/v1/coupon/list", headers={"moduleId": str(module), "zoneId": f"[{zone}]"})
    assert answer.status_code == 200, answer.text
    listed = {c["code"]: c["coupon_type"] for c in answer.json()}
    assert listed == {code: kind for code, _title, kind, *_rest in COUPONS}
    assert set(listed.values()) == {"default", "zone_wise", "store_wise", "free_delivery"}
    valid = await client.get("/api/v1/coupon/apply", params={"code": "STORE15", "store_id": first_store})
    assert valid.status_code == 200, valid.text
    elsewhere = await client.get("/api/v1/coupon/apply", params={"code": "STORE15", "store_id": other_store})
    assert elsewhere.status_code == 422
