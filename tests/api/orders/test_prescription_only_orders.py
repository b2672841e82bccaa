"""Prescription-only pharmacy orders: quoted and charged their delivery alone, taken only by a pharmacy that
takes them, and stopped when the marketplace turns them off."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.prescription_images import pharmacy, read, uploaded
from tests.api.orders.shopper import clear_setting, error, set_setting

pytestmark = pytest.mark.anyio


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
