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
from PIL import ExifTags, Image
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import ORDER, PLACE, OrderShopper, clear_setting, error, set_setting

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
    kept = Image.open(io.BytesIO(first.content))  # encoded anew: the same picture, not the same bytes
    assert (kept.format, kept.size) == ("JPEG", (40, 30))
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
    buffer = io.BytesIO()
    Image.new("1", (9000, 9000)).save(buffer, format="PNG", optimize=True)  # 81 megapixels in about 10 kB
    assert error(await upload(shopper, ("rx.png", buffer.getvalue(), "image/png"))) == (
        422,
        "prescription",
        "The image may not be larger than 24 megapixels.",
    )
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
    quoted = await guest.quote(store_id=ids["chemist"])
    assert quoted.status_code == 200, quoted.text
    placed = await guest.place(store_id=ids["chemist"], prescription_ids=images)
    assert placed.status_code == 200, placed.text
    # The delivery alone is charged now: the pharmacy prices the medicines once it has read the prescription.
    assert placed.json()["total_amount"] == quoted.json()["total"]
    order_id = placed.json()["order_id"]
    tracked = (await guest.track(order_id)).json()
    assert tracked["store_id"] == ids["chemist"]
    assert tracked["details_count"] == 0
    assert (tracked["subtotal"], tracked["order_amount"]) == (0, quoted.json()["total"])
    assert (await read(guest, order_id, images[1])).status_code == 200
    grocery = await new_guest()  # a grocery store is no pharmacy
    other_images = await uploaded(pharmacy(grocery), 1)
    grocery.module = "module"
    assert error(await grocery.place(store_id=ids["store"], prescription_ids=other_images))[:2] == (
        422,
        "store_id",
    )


async def test_a_prescription_only_order_is_quoted_with_its_delivery_alone(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = pharmacy(await new_customer())
    await shopper.add("plaster", 2)  # the cart is neither priced nor emptied by such an order
    quoted = await shopper.quote(store_id=shopper.ids["chemist"])
    assert quoted.status_code == 200, quoted.text
    answer = quoted.json()
    assert answer["store_id"] == shopper.ids["chemist"]
    assert (answer["subtotal"], answer["tax"], answer["refusals"]) == (0, 0, [])
    assert answer["delivery_fee"] > 0
    assert answer["total"] == answer["delivery_fee"] + answer["extra_fee"]
    take_away = (await shopper.quote(store_id=shopper.ids["chemist"], order_type="take_away")).json()
    assert (take_away["delivery_fee"], take_away["total"]) == (0, 0)
    # The same refusals as placing: a pharmacy that takes no such order, or another module's store.
    assert error(await shopper.quote(store_id=shopper.ids["drugstore"])) == (
        422,
        "store_id",
        "This store does not take prescription orders.",
    )
    assert error(await shopper.quote(store_id=shopper.ids["store"]))[:2] == (422, "store_id")
    assert error(await shopper.quote(store_id=999_999))[:2] == (422, "store_id")
    placed = await shopper.place(store_id=shopper.ids["chemist"], prescription_ids=await uploaded(shopper, 1))
    assert placed.status_code == 200, placed.text
    assert placed.json()["total_amount"] == answer["total"]
    assert len(await shopper.cart()) == 1
    order = (await shopper.track(placed.json()["order_id"])).json()
    assert (order["delivery_fee"], order["order_amount"]) == (answer["delivery_fee"], answer["total"])
    listed = (await shopper.orders(limit=10, offset=1)).json()["orders"]
    assert [o["id"] for o in listed] == [placed.json()["order_id"]]


async def test_prescription_orders_stop_when_the_marketplace_turns_them_off(
    new_guest: NewShopper, engine: AsyncEngine
) -> None:
    guest = pharmacy(await new_guest())
    images = await uploaded(guest, 1)
    await set_setting(engine, "prescription_order_status", False)
    try:
        off = "Prescription orders are not available."
        assert error(await guest.quote(store_id=guest.ids["chemist"])) == (422, "store_id", off)
        refused = await guest.place(store_id=guest.ids["chemist"], prescription_ids=images)
        assert error(refused) == (422, "store_id", off)
        assert error(await guest.quote(store_id=guest.ids["chemist"], language="fr"))[2] == (
            "Les commandes sur ordonnance ne sont pas disponibles."
        )
    finally:
        await clear_setting(engine, "prescription_order_status")
    assert (await guest.place(store_id=guest.ids["chemist"], prescription_ids=images)).status_code == 200


async def test_buy_now_on_a_prescription_item_needs_an_image_as_the_cart_does(new_guest: NewShopper) -> None:
    guest = pharmacy(await new_guest())
    quoted = await guest.quote(item=guest.line("tramadol", 1))
    assert quoted.status_code == 200, quoted.text
    assert error(await guest.buy("tramadol", 1)) == (422, "prescription", PROMPT)
    images = await uploaded(guest, 2)
    placed = await guest.place(item=guest.line("tramadol", 1), prescription_ids=images)
    assert placed.status_code == 200, placed.text
    assert placed.json()["total_amount"] == quoted.json()["total"]
    order_id = placed.json()["order_id"]
    assert (await guest.track(order_id)).json()["details_count"] == 1
    assert (await read(guest, order_id, images[0])).status_code == 200
    # An item that needs none is bought without an image.
    assert (await guest.buy("plaster", 1)).status_code == 200


async def test_an_image_is_kept_without_its_metadata_and_at_most_2560_pixels_a_side(
    new_customer: NewShopper,
) -> None:
    shopper = pharmacy(await new_customer())
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "PhoneMaker"
    exif.get_ifd(ExifTags.IFD.GPSInfo).update(
        {ExifTags.GPS.GPSLatitudeRef: "N", ExifTags.GPS.GPSLatitude: (48.0, 51.0, 29.0)}
    )
    buffer = io.BytesIO()
    Image.new("RGB", (4000, 3000), (200, 30, 30)).save(buffer, format="JPEG", exif=exif)
    answer = await upload(shopper, ("rx.jpg", buffer.getvalue() + b"<html></html>", "image/jpeg"))
    assert answer.status_code == 200, answer.text
    await shopper.add("tramadol", 1)
    placed = await shopper.place(prescription_ids=answer.json()["prescription_ids"])
    assert placed.status_code == 200, placed.text
    read_back = await read(shopper, placed.json()["order_id"], answer.json()["prescription_ids"][0])
    kept = Image.open(io.BytesIO(read_back.content))
    assert (kept.format, kept.size) == ("JPEG", (2560, 1920))
    assert dict(kept.getexif()) == {}
    assert b"PhoneMaker" not in read_back.content
    assert b"<html" not in read_back.content
