"""Following orders: list (running and history, paging), details, track with its status history,
refund reasons and cancel; guests reach an order only with their guest id and the contact number."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import advance, error

pytestmark = pytest.mark.anyio


async def test_the_list_pages_running_and_past_orders_newest_first(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    placed = [await shopper.placed() for _ in range(3)]
    await advance(engine, placed[0], "delivered")
    running = (await shopper.orders(offset=1, limit=1, type="running")).json()
    assert (running["total_size"], running["limit"], running["offset"]) == (2, 1, 1)
    assert [o["id"] for o in running["orders"]] == [placed[2]]
    second = (await shopper.orders(offset=2, limit=1)).json()
    assert [o["id"] for o in second["orders"]] == [placed[1]]
    history = (await shopper.orders(offset=1, limit=10, type="history")).json()
    assert [o["id"] for o in history["orders"]] == [placed[0]]
    order = history["orders"][0]
    assert order["store_name"] == "Grocer"
    assert order["delivery_address"]["contact_person_name"] == "Ada Lovelace"
    assert "status_history" not in order
    assert (await shopper.orders(limit=51)).status_code == 422


async def test_the_list_is_for_signed_in_customers(new_guest: NewShopper) -> None:
    shopper = await new_guest()
    await shopper.placed()
    assert (await shopper.orders(guest_id=shopper.guest_id)).status_code == 401


async def test_track_shows_the_status_history_and_cancel_records_it(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    order_id = await shopper.placed()
    tracked = (await shopper.track(order_id)).json()
    assert [s["status"] for s in tracked["status_history"]] == ["pending"]
    answer = await shopper.cancel(order_id, reason="I ordered by mistake")
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"message": "Order canceled successfully"}
    tracked = (await shopper.track(order_id)).json()
    assert tracked["order_status"] == "canceled"
    assert tracked["cancellation_reason"] == "I ordered by mistake"
    assert [s["status"] for s in tracked["status_history"]] == ["pending", "canceled"]
    assert error(await shopper.cancel(order_id)) == (
        409,
        "order_status",
        "This order can no longer be canceled.",
    )


async def test_an_order_on_its_way_can_no_longer_be_canceled(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    confirmed, processing = await shopper.placed(), await shopper.placed()
    await advance(engine, confirmed, "confirmed")
    await advance(engine, processing, "processing")
    assert (await shopper.cancel(confirmed)).status_code == 200
    assert error(await shopper.cancel(processing))[0] == 409
    assert (await shopper.track(processing)).json()["order_status"] == "processing"


async def test_refund_reasons_are_translated(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    english = await shopper.client.get("/api/v1/customer/order/refund-reasons")
    french = await shopper.client.get(
        "/api/v1/customer/order/refund-reasons", headers={"X-localization": "fr"}
    )
    assert english.json()["refund_reasons"][0] == {"id": 1, "reason": "I ordered by mistake"}
    assert french.json()["refund_reasons"][0] == {"id": 1, "reason": "J'ai commandé par erreur"}
    assert len(english.json()["refund_reasons"]) == len(french.json()["refund_reasons"])


async def test_a_guest_reaches_its_order_only_with_its_contact_number(new_guest: NewShopper) -> None:
    guest = await new_guest()
    order_id = await guest.placed()
    assert (await guest.track(order_id)).status_code == 200
    assert (await guest.details(order_id)).status_code == 200
    wrong = "+33600000000"
    assert error(await guest.track(order_id, contact=wrong)) == (404, "order_id", "Order not found.")
    assert error(await guest.details(order_id, contact=wrong))[0] == 404
    assert error(await guest.cancel(order_id, contact=wrong))[0] == 404
    assert (await guest.track(order_id)).json()["order_status"] == "pending"
    assert (await guest.cancel(order_id)).status_code == 200


async def test_no_order_call_reaches_another_owners_order(
    new_customer: NewShopper, new_guest: NewShopper
) -> None:
    owners = [await new_customer(), await new_customer(), await new_guest(), await new_guest()]
    orders = {id(o): [await o.placed(), await o.placed()] for o in owners}
    attempts = leaks = 0
    for _round in range(16):
        for asker in owners:
            for owner in owners:
                if owner is asker:
                    continue
                for order_id in orders[id(owner)]:
                    # A guest asker even knows the other guest's contact number (the same one).
                    for answer in (
                        await asker.track(order_id),
                        await asker.details(order_id),
                        await asker.cancel(order_id),
                    ):
                        attempts += 1
                        if answer.status_code != 404 or answer.json()["errors"][0]["code"] != "order_id":
                            leaks += 1
    assert attempts >= 1000
    assert leaks == 0
    for owner in owners:  # nothing was canceled by anyone else
        for order_id in orders[id(owner)]:
            assert (await owner.track(order_id)).json()["order_status"] == "pending"
    for asker in owners[:2]:
        listed = {o["id"] for o in (await asker.orders(limit=50)).json()["orders"]}
        assert listed == set(orders[id(asker)])
