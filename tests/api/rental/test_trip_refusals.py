"""Bookings refused, over real HTTP on SQLite and PostgreSQL: guests while guest checkout is off, bad input
(4xx in the errors shape), and a pickup time that has passed; the trip cart is kept."""

from __future__ import annotations

import datetime as dt

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.shopper import clear_setting, set_setting
from tests.api.rental.traveller import CONTACT, Traveller, Vehicle, error, trip_body


async def test_guests_book_only_while_guest_checkout_is_on(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    await guest.add(trip_body(providers[0][0]))
    await set_setting(engine, "guest_checkout_status", 0)
    try:
        refused = await guest.place()
        assert error(refused)[:2] == (401, "guest_id")
        assert len((await guest.cart())["carts"]) == 1
    finally:
        await clear_setting(engine, "guest_checkout_status")
    assert (await guest.place()).status_code == 200


async def test_bookings_refuse_bad_input_with_4xx(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Traveller,
    providers: list[list[Vehicle]],
    engine: AsyncEngine,
) -> None:
    empty = "Your trip cart is empty."
    assert error(await guest.place()) == (422, "cart", empty)
    assert error(await guest.place(language="fr")) == (422, "cart", "Votre panier du trajet est vide.")
    await guest.add(trip_body(providers[0][0]))
    assert error(await guest.place(contact_person_number="call me"))[:2] == (422, "contact_person_number")
    assert error(await guest.place(contact_person_name="   "))[:2] == (422, "contact_person_name")
    assert error(await guest.place(contact_person_email="not an email"))[:2] == (422, "contact_person_email")
    assert error(await guest.place(payment_method="card"))[:2] == (422, "payment_method")
    assert error(await guest.place(trip_note="x" * 501))[:2] == (422, "trip_note")
    assert (await guest.place(key="k" * 65)).status_code == 422
    invented = Traveller(client, guest_id="x" * 43)
    assert error(await invented.place())[:2] == (404, "guest")
    nobody = await client.post(
        "/api/v1/rental/trip/place", json={**CONTACT, "payment_method": "cash_on_delivery"}
    )
    assert nobody.status_code == 401
    assert (await client.get("/api/v1/rental/trip/details", params={"trip_id": "0"})).status_code == 422
    assert (await client.get("/api/v1/rental/trip/details", params={"trip_id": "abc"})).status_code == 422
    customer = await Traveller.customer(client)
    assert (await customer.trips(limit=51)).status_code == 422
    assert (await customer.trips(offset=0)).status_code == 422
    assert (await customer.trips(kind="all")).status_code == 422
    assert error(await customer.cancel(1, reason=" "))[:2] == (422, "reason")
    too_big = await client.post(
        "/api/v1/rental/trip/place", json={**CONTACT, "payment_method": "cash_on_delivery", "pad": "x" * 9000}
    )
    assert too_big.status_code == 413


async def test_a_pickup_time_that_has_passed_is_refused_and_the_cart_kept(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    await guest.add(trip_body(providers[0][0]))
    past = dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)
    async with engine.begin() as conn:
        await conn.execute(
            sa.text("UPDATE rental_trips SET pickup_time = :t WHERE owner = :o").bindparams(
                sa.bindparam("t", type_=sa.DateTime(timezone=True))
            ),
            {"t": past, "o": f"guest:{guest.guest_id}"},
        )
    refused = await guest.place()
    assert error(refused)[:2] == (422, "pickup_time")
    assert len((await guest.cart())["carts"]) == 1
