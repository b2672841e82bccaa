"""Prescription images of pharmacy orders: placing with them (required by prescription items, in the cart or
bought now) and reading them back (the order's owner only, never cached)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.api.orders.conftest import NewShopper
from tests.api.orders.prescription_images import PROMPT, pharmacy, read, uploaded
from tests.api.orders.shopper import ORDER, error

pytestmark = pytest.mark.anyio


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
