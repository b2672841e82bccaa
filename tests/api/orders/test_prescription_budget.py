"""What prescription images may take before an order takes them: a client's uploads an hour, every owner's
waiting images together under the marketplace's budget (4xx past it), and housekeeping forgets what no order
took in time, files included; a customer who deletes their account takes their images with them."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from httpx import Response
from PIL import Image
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from core.maintenance.service import MaintenanceService
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import ORDER, OrderShopper, error
from tests.api.visitor import running_app
from tests.conftest import app_container, make_settings

pytestmark = pytest.mark.anyio

BUDGET_SPENT = "Too many prescription images are waiting to be ordered right now. Please try again later."


def noise(side: int) -> bytes:
    """A PNG of random pixels: it keeps its size once encoded anew."""
    out = io.BytesIO()
    Image.frombytes("RGB", (side, side), os.urandom(side * side * 3)).save(out, format="PNG")
    return out.getvalue()


async def send(shopper: OrderShopper, content: bytes, language: str = "en") -> Response:
    return await shopper.client.post(
        f"{ORDER}/prescription",
        files=[("images", ("rx.png", content, "image/png"))],
        data={"guest_id": shopper.guest_id} if shopper.guest_id else {},
        headers=shopper.headers(language),
    )


async def upload(shopper: OrderShopper, content: bytes) -> int:
    """The upload's status; a refusal for now as minus its Retry-After."""
    answer = await send(shopper, content)
    return answer.status_code if answer.status_code != 429 else -int(answer.headers["retry-after"])


def private_files(settings: Settings) -> list[Path]:
    folder = settings.media_dir.with_name(f"{settings.media_dir.name}-private") / "prescriptions"
    return list(folder.iterdir()) if folder.exists() else []


async def test_waiting_images_stay_under_the_budget_until_housekeeping_frees_it(
    order_settings: Settings, ids: dict[str, int], tmp_path: Path
) -> None:
    # A marketplace of its own (a 1 MB budget, images forgotten as soon as housekeeping runs), on the same
    # database: every waiting image of the other tests counts too, so the budget is measured from theirs.
    settings = make_settings(
        order_settings.database_url,
        tmp_path / "media",
        secret_key=order_settings.secret_key,
        prescription_waiting_mb=1,
        prescription_waiting_hours=0,
    )
    container = app_container(settings)
    maintenance = await container.get(MaintenanceService)
    await maintenance.purge()  # nothing waits now: the budget is whole
    image = noise(300)  # about 270 kB
    assert 200_000 < len(image) < 400_000
    async with running_app(settings) as client:
        statuses = []
        for _ in range(6):  # six guests, as one client making guest after guest would
            guest = await OrderShopper.guest(client, ids)
            guest.module = "pharmacy"
            statuses.append(await upload(guest, image))
        assert statuses[:3] == [200, 200, 200], statuses
        assert statuses[3:] == [-3600] * 3, statuses  # 4 x 270 kB is past 1 MB: refused, retry in an hour
        refused = await send(guest, image, "fr")
        assert error(refused)[:2] == (429, "prescription")
        assert refused.json()["errors"][0]["message"].startswith("Trop d'images d'ordonnance")
        assert len(private_files(settings)) == 3
        purged = await maintenance.purge()
        assert purged.uploads >= 3
        assert private_files(settings) == []  # the files went with their rows
        assert await upload(guest, image) == 200  # the budget is free again
    await container.close()


async def test_a_client_has_its_own_hourly_budget_of_uploads(
    order_settings: Settings, ids: dict[str, int], tmp_path: Path
) -> None:
    settings = make_settings(
        order_settings.database_url,
        tmp_path / "media",
        secret_key=order_settings.secret_key,
        rate_limit_uploads="2/3600",
    )
    async with running_app(settings) as client:
        guests = [await OrderShopper.guest(client, ids) for _ in range(3)]
        for guest in guests:
            guest.module = "pharmacy"
        statuses = [await upload(guest, noise(20)) for guest in guests]
    assert statuses[:2] == [200, 200]
    assert statuses[2] < 0  # 429 with Retry-After


async def test_deleting_an_account_deletes_its_prescriptions_and_erases_it_from_its_orders(
    new_customer: NewShopper, engine: AsyncEngine, order_settings: Settings
) -> None:
    shopper = await new_customer()
    shopper.module = "pharmacy"
    await shopper.add("tramadol", 1)
    answer = await send(shopper, noise(30))
    assert answer.status_code == 200, answer.text
    placed = await shopper.place(prescription_ids=answer.json()["prescription_ids"], order_note="Ring twice")
    assert placed.status_code == 200, placed.text
    order_id = placed.json()["order_id"]
    async with engine.connect() as connection:
        [(path, owner)] = (
            await connection.execute(
                text("SELECT path, owner FROM order_prescriptions WHERE order_id = :id"), {"id": order_id}
            )
        ).all()
        [(amount_before,)] = (
            await connection.execute(text("SELECT order_amount FROM orders WHERE id = :id"), {"id": order_id})
        ).all()
    private = order_settings.media_dir.with_name(f"{order_settings.media_dir.name}-private")
    assert (private / path).exists()

    removed = await shopper.client.delete("/api/v1/customer/remove-account", headers=shopper.headers())
    assert removed.status_code == 200, removed.text

    assert not (private / path).exists()
    async with engine.connect() as connection:
        left = (
            await connection.execute(
                text("SELECT COUNT(*) FROM order_prescriptions WHERE owner = :o"), {"o": owner}
            )
        ).scalar_one()
        row = (
            await connection.execute(
                text(
                    "SELECT owner, contact_person_name, contact_person_number, contact_person_email, address, "
                    "latitude, longitude, road, house, floor, order_note, order_amount, order_status "
                    "FROM orders WHERE id = :id"
                ),
                {"id": order_id},
            )
        ).one()
        lines = (
            await connection.execute(
                text("SELECT COUNT(*) FROM order_lines WHERE order_id = :id"), {"id": order_id}
            )
        ).scalar_one()
    assert left == 0
    assert row[:11] == ("erased", "", "", None, "", None, None, None, None, None, None)
    assert (row[11], lines) == (amount_before, 1)  # what an invoice needs stays
