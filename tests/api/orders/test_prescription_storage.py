"""Prescription images in an S3 bucket (STORAGE_BACKEND=s3, a real SeaweedFS on loopback): kept under the
private prefix, answered to the order's owner through the app by every node, and by no public address: not
the bucket's (anonymous readers may read the public prefix only), not the app's /media."""

from __future__ import annotations

import io
from pathlib import Path

import httpx
import pytest
from PIL import Image
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.orders.conftest import SECRET
from tests.api.orders.prescription_images import pharmacy, read, uploaded
from tests.api.orders.shopper import OrderShopper
from tests.api.test_object_storage import files_in, is_picture
from tests.api.visitor import running_app
from tests.seaweedfs_process import BUCKET, PUBLIC_PREFIX, SeaweedS3

pytestmark = pytest.mark.anyio


async def test_a_prescription_is_stored_privately_and_answered_to_its_owner_only(
    order_settings: Settings, seaweedfs: SeaweedS3, engine: AsyncEngine, ids: dict[str, int], tmp_path: Path
) -> None:
    one = seaweedfs.settings(order_settings, media_dir=tmp_path / "one" / "media")
    two = seaweedfs.settings(order_settings, media_dir=tmp_path / "two" / "media")
    before = await seaweedfs.keys("private")
    async with running_app(one) as first, running_app(two) as second:
        shopper = pharmacy(await OrderShopper.customer(first, engine, SECRET, ids))
        await shopper.add("tramadol", 1)
        images = await uploaded(shopper, 1)
        placed = await shopper.place(prescription_ids=images)
        assert placed.status_code == 200, placed.text
        order_id = placed.json()["order_id"]
        stored = await seaweedfs.keys("private") - before
        assert len(stored) == 1
        key = stored.pop()
        assert key.startswith("prescriptions/")
        assert key not in await seaweedfs.keys(PUBLIC_PREFIX)
        # The owner reads it through either node.
        shopper.client = second
        answer = await read(shopper, order_id, images[0])
        assert answer.status_code == 200
        assert answer.headers["cache-control"] == "no-store"
        assert Image.open(io.BytesIO(answer.content)).format == "JPEG"
        # Another customer does not see the order; no address of the app serves the file.
        other = pharmacy(await OrderShopper.customer(second, engine, SECRET, ids))
        assert (await read(other, order_id, images[0])).status_code == 404
        assert (await second.get(f"/media/{key}")).status_code == 404
        for path in (f"/media/%2E%2E/private/{key}", f"/media/%2E%2E/%2E%2E/{BUCKET}/private/{key}"):
            assert not is_picture(await second.get(path)), path
    async with httpx.AsyncClient() as browser:
        assert (await browser.get(seaweedfs.private_url(key))).status_code == 403  # the bucket refuses it
    assert files_in(tmp_path) == []  # neither node wrote to its local folders
