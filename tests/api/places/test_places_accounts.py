"""Addresses and the wishlist with accounts made through the API: a signed-up customer's token works, a
logged-out token does not, and removing the account removes its addresses and wishlist."""

from __future__ import annotations

from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import CustomerAddress, WishlistEntry
from tests.api.account_holder import AccountHolder
from tests.api.places.customer import ADDRESS, HOME, WISHLIST, SignedInCustomer, error
from tests.api.places.test_places_storage import count_rows

REJECTED = (401, [("unauthorized", "Your account is inactive or Your token has been expired")])


async def test_a_signed_up_customer_keeps_addresses_and_a_wishlist_until_logout(
    places_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    holder = await AccountHolder.sign_up(places_client)
    assert holder.token is not None
    customer = SignedInCustomer(places_client, 0, holder.token)
    address = await customer.saved()
    assert (await customer.wish(item_id=ids["apple"])).status_code == 200
    assert await customer.addresses() == [address]
    assert (await holder.logout()).status_code == 200
    assert error(await places_client.get(f"{ADDRESS}/list", headers=customer.headers())) == REJECTED
    assert error(await places_client.get(WISHLIST, headers=customer.headers())) == REJECTED
    assert error(await customer.add_address(**HOME)) == REJECTED


async def test_removing_the_account_removes_its_addresses_and_wishlist(
    places_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
    engine: AsyncEngine,
) -> None:
    holder = await AccountHolder.sign_up(places_client)
    assert holder.token is not None
    customer = SignedInCustomer(places_client, 0, holder.token)
    await customer.saved()
    await customer.wish(store_id=ids["store_grocer"])
    info = await holder.info()
    customer_id = info.json()["id"]
    answer = await places_client.delete("/api/v1/customer/remove-account", headers=customer.headers())
    assert answer.status_code == 200, answer.text
    assert await count_rows(engine, CustomerAddress, customer_id) == 0
    assert await count_rows(engine, WishlistEntry, customer_id) == 0
