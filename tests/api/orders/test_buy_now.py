"""Buy Now and a campaign's Order Now: one line, given with the quote and the order, priced and checked
exactly as a cart add would be, while the owner's cart stays as it was."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import error, orders_in_database, set_stock

pytestmark = pytest.mark.anyio
LOGIN = "You must be login to access this page."


async def test_buy_now_is_priced_like_the_same_line_in_a_cart(new_customer: NewShopper) -> None:
    buyer = await new_customer()
    await buyer.add("apple", 2)
    cart_before = await buyer.cart()
    other = await new_customer()
    await other.add("pear", 3)
    from_cart = (await other.quote(coupon_code="TENOFF")).json()
    answer = await buyer.quote(coupon_code="TENOFF", item=buyer.line("pear", 3))
    assert answer.status_code == 200, answer.text
    assert answer.json() == from_cart
    assert answer.json()["subtotal"] == 3.0
    assert await buyer.cart() == cart_before


async def test_buy_now_orders_the_line_alone_and_leaves_the_cart(new_customer: NewShopper) -> None:
    buyer = await new_customer()
    await buyer.add("apple", 2)
    cart_before = await buyer.cart()
    quoted = (await buyer.quote(item=buyer.line("pear", 3))).json()
    answer = await buyer.buy("pear", 3)
    assert answer.status_code == 200, answer.text
    assert answer.json()["total_amount"] == quoted["total"]
    lines = (await buyer.details(answer.json()["order_id"])).json()
    assert [(line["item_name"], line["quantity"], line["price"]) for line in lines] == [("Pear", 3, 2.94)]
    assert await buyer.cart() == cart_before
    # The cart is still placed as itself afterwards.
    placed = await buyer.place()
    assert placed.status_code == 200, placed.text
    assert (await buyer.details(placed.json()["order_id"])).json()[0]["item_name"] == "Apple"


async def test_a_guest_buys_now_with_an_empty_cart(new_guest: NewShopper) -> None:
    guest = await new_guest()
    answer = await guest.buy("pear", 2)
    assert answer.status_code == 200, answer.text
    assert (await guest.track(answer.json()["order_id"])).json()["details_count"] == 1


async def test_buy_now_is_refused_as_a_cart_add_would_be(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    buyer = await new_customer()
    before = await orders_in_database(engine)
    cases = [
        ({"item_id": 999_999, "quantity": 1}, (404, "item_id", "Item not found.")),
        # An item of another module is not for sale in this one.
        ({"item_id": ids["soup"], "quantity": 1}, (404, "item_id", "Item not found.")),
        (buyer.line("pear", 0), (422, "quantity", "The quantity must be a whole number from 1 to 10000.")),
        (buyer.line("tea", 1), (409, "variation", "Choose a variation.")),
        (
            buyer.line("tea", 1, variation=[{"type": "White"}]),
            (409, "variation", "This variation does not exist."),
        ),
        (buyer.line("rice", 6), (409, "stock", "Not enough stock for the requested quantity.")),
        (buyer.line("pear", 1, model="ItemCampaign"), (409, "campaign", "This item is not a campaign item.")),
        (buyer.line("pear", 1, add_on_ids=[1], add_on_qtys=[]), (422, "add_on_qtys", None)),
    ]
    await set_stock(engine, ids["rice"], 5)
    for line, expected in cases:
        for call in (buyer.quote, buyer.place):
            found = error(await call(item=line))
            assert found[:2] == expected[:2], (line, found)
            if expected[2] is not None:
                assert found[2] == expected[2], (line, found)
    assert error(await buyer.quote(language="fr", item=buyer.line("tea", 1)))[2] == "Choisissez une variante."
    assert await orders_in_database(engine) == before
    # A malformed line is refused while the body is decoded, naming the field.
    for line in (
        {"item_id": 0, "quantity": 1},
        {"item_id": ids["pear"]},
        {"item_id": ids["pear"], "quantity": "1"},
    ):
        assert (await buyer.place(item=line)).status_code in (400, 422), line


async def test_a_chosen_variation_is_priced_at_its_own_price(new_customer: NewShopper) -> None:
    buyer = await new_customer()
    answer = await buyer.quote(
        order_type="take_away", item=buyer.line("tea", 2, variation=[{"type": "Black"}])
    )
    assert answer.status_code == 200, answer.text
    assert answer.json()["subtotal"] == 8.0


async def test_order_now_on_a_campaign_item_needs_a_customer(
    new_customer: NewShopper, new_guest: NewShopper, engine: AsyncEngine
) -> None:
    guest = await new_guest()
    before = await orders_in_database(engine)
    campaign = guest.line("box", 1, model="ItemCampaign")
    assert error(await guest.quote(item=campaign)) == (401, "auth", LOGIN)
    assert error(await guest.place(item=campaign)) == (401, "auth", LOGIN)
    french = await guest.place(language="fr", item=campaign)
    assert error(french) == (401, "auth", "Vous devez être connecté pour accéder à cette page.")
    assert await orders_in_database(engine) == before
    customer = await new_customer()
    answer = await customer.buy("box", 2, model="ItemCampaign")
    assert answer.status_code == 200, answer.text
    assert (
        answer.json()["total_amount"]
        == (await customer.quote(item=customer.line("box", 2, model="ItemCampaign"))).json()["total"]
    )


async def test_a_replayed_key_answers_the_same_buy_now_order(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    buyer = await new_customer()
    await set_stock(engine, ids["rice"], 5)
    first = await buyer.buy("rice", 2, key="buy-now-1")
    assert first.status_code == 200, first.text
    before = await orders_in_database(engine)
    replay = await buyer.buy("rice", 2, key="buy-now-1")
    assert replay.json() == first.json()
    assert await orders_in_database(engine) == before
    # The replay took no stock: three are left for another order of three.
    assert (await buyer.buy("rice", 3)).status_code == 200
