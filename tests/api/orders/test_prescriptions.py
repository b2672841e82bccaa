"""Prescription images of pharmacy orders: the upload (real content and size checked, at most 3), placing
with them (required by prescription items), prescription-only orders, and reading them back (the order's
owner only, never cached, never at a public address)."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest
from httpx import Response
from PIL import Image

from adapters.settings import Settings
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import ORDER, PLACE, OrderShopper, error

pytestmark = pytest.mark.anyio

PROMPT = "Please upload your prescription image"
TOO_MANY = "Maximum 3 images can be send at a time."


def picture(kind: str, size: tuple[int, int] = (40, 30), noise: bool = False) -> bytes:
    """A real picture of `kind` (as Pillow names the format)."""
    image = (
        Image.frombytes("RGB", size, os.urandom(size[0] * size[1] * 3))
        if noise
        else Image.new("RGB", size, (200, 30, 30))
    )
    out = io.BytesIO()
    image.save(out, format=kind)
    return out.getvalue()


def pharmacy(shopper: OrderShopper) -> OrderShopper:
    shopper.module = "pharmacy"
    return shopper


async def upload(shopper: OrderShopper, *files: tuple[str, bytes, str], language: str = "en") -> Response:
    form = {"guest_id": shopper.guest_id} if shopper.guest_id else {}
    return await shopper.client.post(
        f"{ORDER}/prescription",
        files=[("images", f) for f in files],
        data=form,
        headers=shopper.headers(language),
    )


async def uploaded(shopper: OrderShopper, count: int = 2) -> list[int]:
    files = [("rx.jpg", picture("JPEG"), "image/jpeg"), ("rx.png", picture("PNG"), "image/png")]
    files.append(("rx.webp", picture("WEBP"), "image/webp"))
    answer = await upload(shopper, *files[:count])
    assert answer.status_code == 200, answer.text
    ids: list[int] = answer.json()["prescription_ids"]
    assert len(ids) == count
    return ids


async def read(shopper: OrderShopper, order_id: int, prescription_id: int, **extra: Any) -> Response:
    params: dict[str, Any] = {"order_id": order_id, "prescription_id": prescription_id}
    if shopper.guest_id:
        params |= {"guest_id": shopper.guest_id, "contact_number": PLACE["contact_person_number"]}
    return await shopper.client.get(f"{ORDER}/prescription", params=params | extra, headers=shopper.headers())


async def test_a_prescription_item_needs_an_image_and_the_owner_reads_it_back(
    new_customer: NewShopper, new_guest: NewShopper
) -> None:
    shopper = pharmacy(await new_customer())
    await shopper.add("tramadol", 1)
    refused = await shopper.place()
    assert error(refused) == (422, "prescription", PROMPT)
    assert error(await shopper.place(language="fr"))[2] == "Veuillez téléverser l'image de votre ordonnance"
    ids = await uploaded(shopper, 2)
    placed = await shopper.place(prescription_ids=ids)
    assert placed.status_code == 200, placed.text
    order_id = placed.json()["order_id"]
    assert await shopper.cart() == []
    first = await read(shopper, order_id, ids[0])
    assert first.status_code == 200
    assert first.headers["content-type"].startswith("image/jpeg")
    assert first.headers["cache-control"] == "no-store"
    assert first.content == picture("JPEG")
    second = await read(shopper, order_id, ids[1])
    assert second.headers["content-type"].startswith("image/png")
    listed = await shopper.client.get(
        f"{ORDER}/prescriptions", params={"order_id": order_id}, headers=shopper.headers()
    )
    assert listed.json() == {"prescription_ids": ids}
    # Another customer, a guest, or no one: the order does not exist for them.
    other = pharmacy(await new_customer())
    assert (await read(other, order_id, ids[0])).status_code == 404
    guest = pharmacy(await new_guest())
    assert (await read(guest, order_id, ids[0])).status_code == 404
    anonymous = await shopper.client.get(
        f"{ORDER}/prescription", params={"order_id": order_id, "prescription_id": ids[0]}
    )
    assert anonymous.status_code == 401


async def test_images_already_taken_or_of_someone_else_are_refused(new_customer: NewShopper) -> None:
    shopper = pharmacy(await new_customer())
    other = pharmacy(await new_customer())
    theirs = await uploaded(other, 1)
    await shopper.add("tramadol", 1)
    assert error(await shopper.place(prescription_ids=theirs)) == (
        422,
        "prescription_ids",
        "Prescription image not found.",
    )
    assert len(await shopper.cart()) == 1  # nothing stored, the cart kept
    mine = await uploaded(shopper, 1)
    assert (await shopper.place(prescription_ids=mine)).status_code == 200
    await shopper.add("tramadol", 1)
    assert error(await shopper.place(prescription_ids=mine))[:2] == (422, "prescription_ids")
    assert error(await shopper.place(prescription_ids=[1, 2, 3, 4]))[0] == 422  # more than 3


async def test_a_guest_reads_its_images_with_its_contact_number(new_guest: NewShopper) -> None:
    guest = pharmacy(await new_guest())
    await guest.add("tramadol", 1)
    ids = await uploaded(guest, 3)
    placed = await guest.place(prescription_ids=ids)
    assert placed.status_code == 200, placed.text
    order_id = placed.json()["order_id"]
    answer = await read(guest, order_id, ids[2])
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/webp")
    assert (await read(guest, order_id, ids[2], contact_number="+33600000000")).status_code == 404


async def test_uploads_are_checked_by_real_content_and_size(new_customer: NewShopper) -> None:
    shopper = pharmacy(await new_customer())
    wrong = "This file format is not supported. Please upload JPG, PNG or WebP images only."
    text = await upload(shopper, ("rx.jpg", b"not a picture at all", "image/jpeg"))
    assert error(text) == (422, "prescription", wrong)
    gif = await upload(shopper, ("rx.png", picture("GIF"), "image/png"))
    assert error(gif) == (422, "prescription", wrong)
    big = picture("PNG", (1100, 1000), noise=True)
    assert len(big) > 2 * 1024 * 1024
    assert error(await upload(shopper, ("rx.png", big, "image/png"))) == (
        422,
        "prescription",
        "The image may not be greater than 2 MB.",
    )
    four = [("rx.jpg", picture("JPEG"), "image/jpeg")] * 4
    assert error(await upload(shopper, *four)) == (422, "prescription", TOO_MANY)
    assert error(await upload(shopper, *four, language="fr"))[2] == (
        "3 images au maximum peuvent être envoyées à la fois."
    )
    assert error(await upload(shopper)) == (422, "prescription", PROMPT)
    guest_less = await shopper.client.post(
        f"{ORDER}/prescription", files=[("images", ("rx.jpg", picture("JPEG"), "image/jpeg"))]
    )
    assert guest_less.status_code == 401


def stored_names(media: Path) -> tuple[list[str], list[str]]:
    """Prescription files under the public media folder, and under the private one."""
    private = media.with_name(f"{media.name}-private") / "prescriptions"
    return [p.name for p in media.rglob("prescriptions/*")], [p.name for p in private.iterdir()]


async def test_images_are_kept_outside_the_public_media(
    new_customer: NewShopper, order_settings: Settings
) -> None:
    shopper = pharmacy(await new_customer())
    await uploaded(shopper, 1)
    public, names = stored_names(order_settings.media_dir)
    assert public == []
    assert names
    assert all(len(n.split(".")[0]) >= 22 for n in names)  # 128 random bits each
    for name in names:
        assert (await shopper.client.get(f"/media/prescriptions/{name}")).status_code == 404


async def test_a_prescription_only_order_goes_to_a_pharmacy_that_takes_them(new_guest: NewShopper) -> None:
    guest = pharmacy(await new_guest())
    ids = guest.ids
    refused = await guest.place(store_id=ids["drugstore"], prescription_ids=await uploaded(guest, 1))
    assert error(refused) == (422, "store_id", "This store does not take prescription orders.")
    assert error(await guest.place(store_id=ids["chemist"]))[:2] == (422, "prescription")
    images = await uploaded(guest, 2)
    placed = await guest.place(store_id=ids["chemist"], prescription_ids=images)
    assert placed.status_code == 200, placed.text
    assert placed.json()["total_amount"] == 0  # priced later by the pharmacy
    order_id = placed.json()["order_id"]
    tracked = (await guest.track(order_id)).json()
    assert tracked["store_id"] == ids["chemist"]
    assert tracked["details_count"] == 0
    assert (await read(guest, order_id, images[1])).status_code == 200
    grocery = await new_guest()  # a grocery store is no pharmacy
    other_images = await uploaded(pharmacy(grocery), 1)
    grocery.module = "module"
    assert error(await grocery.place(store_id=ids["store"], prescription_ids=other_images))[:2] == (
        422,
        "store_id",
    )
