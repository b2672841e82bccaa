"""Uploading prescription images: real content and size checked, at most 3, kept without their metadata
and at most 2560 pixels a side, outside the public media (never at a public address)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import ExifTags, Image

from adapters.settings import Settings
from tests.api.orders.conftest import NewShopper
from tests.api.orders.prescription_images import PROMPT, pharmacy, picture, read, upload, uploaded
from tests.api.orders.shopper import ORDER, error

pytestmark = pytest.mark.anyio

TOO_MANY = "Maximum 3 images can be send at a time."


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
