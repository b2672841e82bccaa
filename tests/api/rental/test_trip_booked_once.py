"""A trip cart is booked once, over real HTTP on SQLite and PostgreSQL: parallel bookings with one key make
one trip (a replay answers it), and without a key the cart is booked by one of them only."""

from __future__ import annotations

import asyncio

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.rental.traveller import Traveller, Vehicle, error, trip_body


async def booked_trips(engine: AsyncEngine, owner: str) -> int:
    async with engine.connect() as conn:
        found = await conn.execute(
            sa.text("SELECT count(*) FROM rental_bookings WHERE owner = :o"), {"o": owner}
        )
        return int(found.scalar_one())


async def test_parallel_bookings_with_one_key_make_one_trip(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    customer = await Traveller.customer(client)
    await customer.add(trip_body(providers[0][0], 2))
    answers = await asyncio.gather(*(customer.place(key="trip-key-1") for _ in range(12)))
    assert {a.status_code for a in answers} == {200}, [a.text for a in answers]
    assert len({a.json()["trip_id"] for a in answers}) == 1
    # A replay after a new trip cart answers the first trip and leaves the new cart alone.
    await customer.add(trip_body(providers[0][1]))
    replay = await customer.place(key="trip-key-1")
    assert replay.json() == answers[0].json()
    assert len((await customer.cart())["carts"]) == 1
    assert (await customer.trips()).json()["total_size"] == 1


async def test_parallel_bookings_without_a_key_book_the_cart_once(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    await guest.add(trip_body(providers[0][0]))
    answers = await asyncio.gather(*(guest.place() for _ in range(8)))
    assert sorted(a.status_code for a in answers) == [200] + [422] * 7
    assert {error(a)[1] for a in answers if a.status_code == 422} == {"cart"}
    assert await booked_trips(engine, f"guest:{guest.guest_id}") == 1
