"""Whose cart: guests and customers never reach each other's lines; a guest's cart moves at sign-in."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from dishka import AsyncContainer

from adapters.container import make_container
from adapters.settings import Settings
from core.verticals import load_registry
from tests.api.cart_shopper import Shopper, customer_token, error
from tests.api.conftest import SECRET

REJECTED = "Your account is inactive or Your token has been expired"


@asynccontextmanager
async def cart_container(settings: Settings) -> AsyncIterator[AsyncContainer]:
    """The application's container on this test's event loop (the test client serves the app on another)."""
    container = make_container(settings, load_registry())
    try:
        yield container
    finally:
        await container.close()


async def test_a_guest_cannot_see_change_or_remove_another_guests_lines(
    shopper: Shopper, cart_client
) -> None:
    [line] = (await shopper.add("apple", 2)).json()
    intruder = await Shopper.new_guest(cart_client, shopper.ids)
    assert await intruder.cart("grocery") == []
    assert error(await intruder.update(line["id"], "apple", 9))[:2] == (404, "cart_id")
    assert error(await intruder.remove(line["id"]))[:2] == (404, "cart_id")
    assert error(await intruder.remove_item(line["id"]))[:2] == (404, "cart_id")
    await intruder.clear("grocery")
    assert [x["quantity"] for x in await shopper.cart("grocery")] == [2]


async def test_customers_and_guests_have_separate_carts(shopper: Shopper, cart_client) -> None:
    customer = await Shopper.new_customer(cart_client, shopper.ids)
    [line] = (await customer.add("apple", 3)).json()
    assert await shopper.cart("grocery") == []
    assert error(await shopper.remove(line["id"]))[:2] == (404, "cart_id")
    # A token wins over a guest id: the customer still reaches only its own cart.
    both = Shopper(cart_client, shopper.ids, guest_id=shopper.guest_id, token=customer.token)
    assert [x["id"] for x in await both.cart("grocery")] == [line["id"]]
    other_customer = await Shopper.new_customer(cart_client, shopper.ids)
    assert await other_customer.cart("grocery") == []
    assert error(await other_customer.update(line["id"], "apple", 1))[:2] == (404, "cart_id")


async def test_bad_or_expired_tokens_answer_401_with_the_session_message(cart_client, ids) -> None:
    tokens = [
        "not-a-token",
        customer_token("another-secret", 7),
        customer_token(SECRET, 7, lifetime=dt.timedelta(seconds=-5)),
    ]
    for token in tokens:
        shopper = Shopper(cart_client, ids, token=token)
        assert error(await shopper.add("apple")) == (401, "unauthorized", REJECTED)
    french = await Shopper(cart_client, ids, token="x").add("apple", language="fr")
    assert error(french) == (401, "unauthorized", "Votre compte est inactif ou votre session a expiré")


async def test_neither_token_nor_guest_id_is_401_and_a_made_up_guest_id_is_refused(cart_client, ids) -> None:
    assert error(await Shopper(cart_client, ids).add("apple"))[:2] == (401, "guest_id")
    assert error(await Shopper(cart_client, ids, guest_id="123").add("apple"))[:2] == (422, "guest_id")
    invented = Shopper(cart_client, ids, guest_id="A" * 43)
    assert error(await invented.add("apple")) == (404, "guest", "Unknown guest.")
    assert await invented.cart("grocery") == []


async def test_a_guests_lines_move_into_the_customers_cart_at_login(cart_client, ids) -> None:
    guest = await Shopper.new_guest(cart_client, ids)
    customer = await Shopper.new_customer(cart_client, ids)
    await customer.add("apple", 1)
    await customer.add("soup", 1)
    await guest.add("apple", 2)
    await guest.add("limited", 1)
    await guest.add("shirt", 1, variation=[{"type": "S-White"}])
    await customer.sign_in(guest_id=guest.guest_id)
    grocery = {x["item_id"]: x["quantity"] for x in await customer.cart("grocery")}
    assert grocery == {ids["apple"]: 3, ids["limited"]: 1}
    assert [x["item_id"] for x in await customer.cart("ecommerce")] == [ids["shirt"]]
    assert [x["item_id"] for x in await customer.cart("food")] == [ids["soup"]]
    assert await guest.cart("grocery") == []


async def test_a_guest_cart_of_another_store_replaces_the_customers_at_sign_in(cart_client, ids) -> None:
    guest = await Shopper.new_guest(cart_client, ids)
    customer = await Shopper.new_customer(cart_client, ids)
    await customer.add("bread", 1)
    await guest.add("apple", 2)
    await customer.sign_in(guest_id=guest.guest_id)
    assert [(x["item_id"], x["quantity"]) for x in await customer.cart("grocery")] == [(ids["apple"], 2)]


async def test_a_guests_cart_moves_to_the_account_made_at_sign_up(cart_client, ids) -> None:
    guest = await Shopper.new_guest(cart_client, ids)
    await guest.add("apple", 2)
    customer = await Shopper.new_customer(cart_client, ids, guest_id=guest.guest_id)
    assert [(x["item_id"], x["quantity"]) for x in await customer.cart("grocery")] == [(ids["apple"], 2)]
    assert await guest.cart("grocery") == []


async def test_removing_an_account_deletes_its_cart(cart_client, cart_settings: Settings, ids) -> None:
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    customer = await Shopper.new_customer(cart_client, ids)
    await customer.add("apple", 1)
    info = (await cart_client.get("/api/v1/customer/info", headers=customer.headers())).json()
    removed = await cart_client.delete("/api/v1/customer/remove-account", headers=customer.headers())
    assert removed.status_code == 200
    engine = create_async_engine(cart_settings.database_url)
    async with engine.connect() as connection:
        left = await connection.execute(
            text("SELECT COUNT(*) FROM cart_lines WHERE owner = :owner"), {"owner": f"customer:{info['id']}"}
        )
        assert left.scalar_one() == 0
    await engine.dispose()
