"""Helpers of the prescription image tests: real pictures, a pharmacy shopper, uploading images and reading
them back as the order's owner."""

from __future__ import annotations

import io
import os
from typing import Any

from httpx import Response
from PIL import Image

from tests.api.orders.shopper import ORDER, PLACE, OrderShopper

PROMPT = "Please upload your prescription image"


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
