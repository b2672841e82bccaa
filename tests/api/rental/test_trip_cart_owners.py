"""The trip cart's isolation and atomicity on SQLite and PostgreSQL, its move at sign-in, its refusals
when the database is busy or a vehicle lacks the asked rate."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.connect import sqlite_path
from adapters.settings import Settings
from tests.api.rental.traveller import ORLY, Traveller, Vehicle, error, trip_body


async def test_many_owners_see_and_change_only_their_own_trip_cart(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    travellers = [await Traveller.guest(client) for _ in range(12)]
    travellers += [await Traveller.customer(client) for _ in range(3)]
    fleet = [vehicle for provider in providers for vehicle in provider]
    # Each owner rents one vehicle, quantity by rank, all at once.
    answers = await asyncio.gather(
        *(t.add(trip_body(fleet[i % len(fleet)], 1 + i % 10)) for i, t in enumerate(travellers))
    )
    assert {a.status_code for a in answers} == {200}, [a.text for a in answers if a.status_code != 200]
    carts = await asyncio.gather(*(t.cart() for t in travellers))
    for i, cart in enumerate(carts):
        assert [(x["vehicle_id"], x["quantity"]) for x in cart["carts"]] == [
            (fleet[i % len(fleet)].id, 1 + i % 10)
        ]
    # Another owner's line can be neither changed nor removed, and stays as it was.
    victim, intruder = travellers[0], travellers[1]
    [line] = carts[0]["carts"]
    assert error(await intruder.update(line["id"], 7))[:2] == (404, "cart_id")
    assert error(await intruder.remove(line["vehicle_id"]))[:2] == (404, "vehicle_id")
    assert (await intruder.clear()).status_code == 200
    assert (await victim.cart()) == carts[0]


async def test_simultaneous_adds_never_lose_a_write(guest: Traveller, providers: list[list[Vehicle]]) -> None:
    car = providers[0][0]
    answers = await asyncio.gather(*(guest.add(trip_body(car, 1)) for _ in range(14)))
    accepted = [a for a in answers if a.status_code == 200]
    refused = {error(a)[:2] for a in answers if a.status_code != 200}
    assert len(accepted) == 10
    assert refused == {(409, "quantity")}
    assert [x["quantity"] for x in (await guest.cart())["carts"]] == [10]


async def test_simultaneous_adds_of_one_providers_vehicles_keep_every_line(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    fleet = providers[0]
    answers = await asyncio.gather(*(guest.add(trip_body(v, 2)) for v in fleet for _ in range(2)))
    assert {a.status_code for a in answers} == {200}
    lines = (await guest.cart())["carts"]
    assert sorted((x["vehicle_id"], x["quantity"]) for x in lines) == sorted((v.id, 4) for v in fleet)


async def test_simultaneous_adds_of_two_providers_never_mix_providers(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    first, second = providers[0][0], providers[1][0]
    answers = await asyncio.gather(*(guest.add(trip_body(v)) for _ in range(8) for v in (first, second)))
    assert {a.status_code for a in answers} <= {200, 409}
    cart = await guest.cart()
    assert len({x["vehicle"]["store_id"] for x in cart["carts"]}) == 1
    assert cart["provider"]["id"] == cart["carts"][0]["vehicle"]["store_id"]


async def test_a_guests_trip_cart_moves_to_the_customer_who_has_none(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    car, other = providers[0][0], providers[1][0]
    guest = await Traveller.guest(client)
    await guest.add(trip_body(car, 2))
    customer = await Traveller.customer(client, guest_id=guest.guest_id)
    assert [(x["vehicle_id"], x["quantity"]) for x in (await customer.cart())["carts"]] == [(car.id, 2)]
    assert (await guest.cart())["carts"] == []
    # A customer who has a trip keeps it: the next guest's trip does not overwrite it.
    second = await Traveller.guest(client)
    await second.add(trip_body(other, 1))
    await customer.sign_in(second.guest_id)
    assert [x["vehicle_id"] for x in (await customer.cart())["carts"]] == [car.id]
    assert [x["vehicle_id"] for x in (await second.cart())["carts"]] == [other.id]


@pytest.fixture
async def bike_without_km_rate(settings: Settings, providers: list[list[Vehicle]]) -> AsyncIterator[Vehicle]:
    """A vehicle whose `extra` lacks its per-km rate, for the test's duration (the worker's own database)."""
    vehicle = providers[0][-1]
    engine = create_async_engine(settings.database_url)
    stripped = {k: v for k, v in vehicle.extra.items() if k != "distance_price"}
    statement = text("UPDATE items SET extra = :extra WHERE id = :id")
    async with engine.begin() as conn:
        await conn.execute(statement, {"extra": json.dumps(stripped), "id": vehicle.id})
    try:
        yield vehicle
    finally:
        async with engine.begin() as conn:
            await conn.execute(statement, {"extra": json.dumps(vehicle.extra), "id": vehicle.id})
        await engine.dispose()


async def test_a_vehicle_without_the_asked_rate_is_refused(
    guest: Traveller, bike_without_km_rate: Vehicle, providers: list[list[Vehicle]]
) -> None:
    by_km = {"rental_type": "distance_wise", "estimated_hours": None, "destination_location": ORLY}
    refused = await guest.add(trip_body(bike_without_km_rate, **by_km))
    assert error(refused) == (409, "rental_type", "This vehicle cannot be rented this way.")
    in_french = await guest.add(trip_body(bike_without_km_rate, **by_km), language="fr")
    assert error(in_french)[2] == "Ce véhicule ne se loue pas de cette façon."
    # In a trip, new trip data must suit every vehicle already there.
    assert (await guest.add(trip_body(bike_without_km_rate))).status_code == 200
    other = next(v for v in providers[0] if v.id != bike_without_km_rate.id)
    assert error(await guest.add(trip_body(other, **by_km)))[:2] == (409, "rental_type")
    cart = await guest.cart()
    assert cart["user_data"]["rental_type"] == "hourly"
    assert [x["vehicle_id"] for x in cart["carts"]] == [bike_without_km_rate.id]


async def test_an_add_that_cannot_take_the_sqlite_write_lock_answers_503_and_stores_nothing(
    guest: Traveller, settings: Settings, providers: list[list[Vehicle]]
) -> None:
    path = sqlite_path(settings.database_url)
    if path is None:
        pytest.skip("SQLite only: PostgreSQL has no database-wide write lock")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        answer = await guest.add(trip_body(providers[0][0]))
        read = await guest.client.get(
            "/api/v1/rental/user/cart/get-cart", params={"guest_id": guest.guest_id}
        )
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert error(answer)[:2] == (503, "service_unavailable")
    assert answer.headers["retry-after"] == "1"
    assert read.status_code == 200  # readers never wait for the writer (WAL)
    assert (await guest.cart())["carts"] == []
