"""Booking the trip cart, the owner's trips, a trip's details and cancelling, over real HTTP on SQLite and
PostgreSQL: fares recomputed by the server, one trip per key, owners kept apart, refusals in the errors
shape."""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.shopper import clear_setting, set_setting
from tests.api.rental.traveller import (
    CONTACT,
    EIFFEL_TOWER,
    ORLY,
    Traveller,
    Vehicle,
    error,
    provider_tax,
    tax_cents,
    trip_body,
)
from verticals.rental.fares import trip_km

BY_KM = {"rental_type": "distance_wise", "estimated_hours": None, "destination_location": ORLY}


async def booked_trips(engine: AsyncEngine, owner: str) -> int:
    async with engine.connect() as conn:
        found = await conn.execute(
            sa.text("SELECT count(*) FROM rental_bookings WHERE owner = :o"), {"o": owner}
        )
        return int(found.scalar_one())


async def set_trip_status(engine: AsyncEngine, trip_id: int, status: str) -> None:
    """Move a trip on, as the provider would."""
    async with engine.begin() as conn:
        await conn.execute(
            sa.text("UPDATE rental_bookings SET trip_status = :s WHERE id = :i"), {"s": status, "i": trip_id}
        )


async def test_a_guest_books_an_hourly_trip_priced_by_the_server(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    car, van = providers[0][0], providers[0][1]
    await guest.add(trip_body(car, 2, estimated_hours=3))
    await guest.add(trip_body(van, 1, estimated_hours=3))
    # Money a client sends is not read.
    placed = await guest.place(total_amount=0.01, subtotal=0.01, trip_note="Child seat, please.")
    assert placed.status_code == 200, placed.text
    assert placed.headers["cache-control"] == "no-store"
    cents = car.fare(car.cents("hourly_price") * 3) * 2 + van.fare(van.cents("hourly_price") * 3)
    tax = tax_cents(cents, await provider_tax(engine, car.provider_id))
    body = placed.json()
    assert body["message"] == "Trip booked successfully"
    assert body["total_amount"] == (cents + tax) / 100
    assert (await guest.cart())["carts"] == []  # the trip cart is emptied once the trip is stored
    details = await guest.trip(body["trip_id"])
    assert details.status_code == 200, details.text
    assert details.headers["cache-control"] == "no-store"
    trip = details.json()
    assert trip["id"] == body["trip_id"]
    assert (trip["trip_status"], trip["payment_method"], trip["payment_status"]) == (
        "pending",
        "cash_on_delivery",
        "unpaid",
    )
    assert trip["provider"]["id"] == car.provider_id
    assert trip["provider"]["name"]
    assert (trip["rental_type"], trip["estimated_hours"], trip["estimated_days"]) == ("hourly", 3, None)
    assert trip["pickup_location"] == EIFFEL_TOWER
    assert trip["destination_location"] is None
    assert trip["distance_km"] is None
    assert trip["contact"] == {"name": "Ada Traveller", "number": "+33 6 12 34 56 78", "email": None}
    assert (trip["subtotal"], trip["tax"], trip["total_amount"]) == (
        cents / 100,
        tax / 100,
        (cents + tax) / 100,
    )
    assert [(x["vehicle_id"], x["quantity"], x["unit_fare"], x["price"]) for x in trip["lines"]] == [
        (
            car.id,
            2,
            car.fare(car.cents("hourly_price") * 3) / 100,
            car.fare(car.cents("hourly_price") * 3) * 2 / 100,
        ),
        (
            van.id,
            1,
            van.fare(van.cents("hourly_price") * 3) / 100,
            van.fare(van.cents("hourly_price") * 3) / 100,
        ),
    ]
    assert all(x["vehicle_name"] and x["image_full_url"] for x in trip["lines"])
    assert [step["status"] for step in trip["status_history"]] == ["pending"]
    assert trip["trip_note"] == "Child seat, please."
    assert trip["cancellation_reason"] is None
    assert dt.datetime.fromisoformat(trip["pickup_time"]) > dt.datetime.now(dt.UTC)


async def test_a_customer_books_a_distance_wise_trip_and_finds_it_in_running_trips(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
    engine: AsyncEngine,
) -> None:
    customer = await Traveller.customer(client)
    car = providers[0][0]
    assert (await customer.add(trip_body(car, 1, **BY_KM))).status_code == 200
    placed = await customer.place(contact_person_email="ada@example.com")
    assert placed.status_code == 200, placed.text
    km = trip_km((EIFFEL_TOWER["lat"], EIFFEL_TOWER["lng"]), (ORLY["lat"], ORLY["lng"]))
    cents = car.fare(
        int((Decimal(car.cents("distance_price")) * Decimal(km)).quantize(Decimal(1), ROUND_HALF_UP))
    )
    tax = tax_cents(cents, await provider_tax(engine, car.provider_id))
    assert placed.json()["total_amount"] == (cents + tax) / 100
    running = await customer.trips("running")
    assert running.status_code == 200
    assert running.headers["cache-control"] == "no-store"
    page = running.json()
    assert (page["total_size"], page["offset"], page["limit"]) == (1, 1, 10)
    [trip] = page["trips"]
    assert trip["id"] == placed.json()["trip_id"]
    assert trip["rental_type"] == "distance_wise"
    assert trip["destination_location"] == ORLY
    assert trip["distance_km"] == round(km, 3)
    assert trip["contact"]["email"] == "ada@example.com"
    assert (await customer.trips("history")).json()["total_size"] == 0
    assert (await customer.trip(trip["id"])).json() == trip


async def test_trips_page_newest_first(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    customer = await Traveller.customer(client)
    ids = []
    for vehicle in providers[1][:3]:
        await customer.add(trip_body(vehicle))
        ids.append((await customer.place()).json()["trip_id"])
    first = (await customer.trips(limit=2)).json()
    second = (await customer.trips(offset=2, limit=2)).json()
    assert first["total_size"] == second["total_size"] == 3
    assert [t["id"] for t in first["trips"]] + [t["id"] for t in second["trips"]] == ids[::-1]
    assert (await customer.trips(offset=3, limit=2)).json()["trips"] == []


async def test_cancel_while_pending_or_confirmed_and_never_after(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
    engine: AsyncEngine,
) -> None:
    customer = await Traveller.customer(client)
    trips = []
    for vehicle in providers[0][:3]:
        await customer.add(trip_body(vehicle))
        trips.append((await customer.place()).json()["trip_id"])
    pending, confirmed, ongoing = trips
    await set_trip_status(engine, confirmed, "confirmed")
    await set_trip_status(engine, ongoing, "ongoing")
    canceled = await customer.cancel(pending, "Plans changed")
    assert canceled.status_code == 200, canceled.text
    assert canceled.json() == {"message": "Trip canceled successfully"}
    assert (await customer.cancel(confirmed)).status_code == 200
    too_late = "This trip can no longer be canceled."
    assert error(await customer.cancel(ongoing)) == (409, "trip_status", too_late)
    assert error(await customer.cancel(pending)) == (409, "trip_status", too_late)
    trip = (await customer.trip(pending)).json()
    assert trip["trip_status"] == "canceled"
    assert trip["cancellation_reason"] == "Plans changed"
    assert [step["status"] for step in trip["status_history"]] == ["pending", "canceled"]
    history = (await customer.trips("history")).json()
    assert {t["id"] for t in history["trips"]} == {pending, confirmed}
    assert [t["id"] for t in (await customer.trips("running")).json()["trips"]] == [ongoing]


async def test_owners_never_reach_each_others_trips(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    owners = [await Traveller.customer(client) for _ in range(3)] + [
        await Traveller.guest(client) for _ in range(3)
    ]
    trip_ids = []
    for owner, vehicle in zip(owners, providers[0] * 2, strict=False):
        await owner.add(trip_body(vehicle))
        placed = await owner.place()
        assert placed.status_code == 200, placed.text
        trip_ids.append(placed.json()["trip_id"])
    not_found = (404, "trip_id", "Trip not found.")
    missing = max(trip_ids) + 1000
    for owner, own in zip(owners, trip_ids, strict=True):
        assert (await owner.trip(own)).status_code == 200
        assert error(await owner.trip(missing)) == not_found
        for other in trip_ids:
            if other != own:
                assert error(await owner.trip(other)) == not_found
                assert error(await owner.cancel(other)) == not_found
    for customer, own in zip(owners[:3], trip_ids[:3], strict=True):
        assert [t["id"] for t in (await customer.trips()).json()["trips"]] == [own]
    guest, guest_trip = owners[3], trip_ids[3]
    # A guest's trip id alone reaches nothing: the contact number given with it is needed.
    assert error(await guest.trip(guest_trip, contact="+33 6 00 00 00 00")) == not_found
    assert error(await guest.trip(guest_trip, contact="")) == not_found
    assert error(await guest.cancel(guest_trip, contact="+33600000000")) == not_found
    assert (await guest.trip(guest_trip)).json()["trip_status"] == "pending"
    assert (await guest.cancel(guest_trip)).status_code == 200
    assert error(await guest.trips())[:2] == (401, "unauthorized")


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


async def test_a_deleted_customer_is_erased_from_their_trips_which_stay_for_the_books(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
    engine: AsyncEngine,
) -> None:
    customer = await Traveller.customer(client)
    car = providers[0][0]
    assert (await customer.add(trip_body(car, 1, **BY_KM))).status_code == 200
    placed = await customer.place(contact_person_email="ada@example.com", trip_note="Child seat, please.")
    assert placed.status_code == 200, placed.text
    assert (await customer.add(trip_body(car, 1, **BY_KM))).status_code == 200  # a new trip cart
    removed = await client.delete("/api/v1/customer/remove-account", headers=customer.headers())
    assert removed.status_code == 200, removed.text
    async with engine.connect() as connection:
        trip = (
            await connection.execute(
                sa.text(
                    "SELECT owner, contact_name, contact_number, contact_email, pickup_address, destination_address, "
                    "trip_note, total_amount FROM rental_bookings WHERE id = :id"
                ),
                {"id": placed.json()["trip_id"]},
            )
        ).one()
        carts = (
            await connection.execute(
                sa.text(
                    "SELECT COUNT(*) FROM rental_trip_lines WHERE owner LIKE 'customer:%' AND owner NOT IN "
                    "(SELECT 'customer:' || CAST(id AS VARCHAR(20)) FROM customers)"
                )
            )
        ).scalar_one()
    assert trip[:7] == ("erased", "", "", None, "", None, None)
    assert trip[7] == round(placed.json()["total_amount"] * 100)  # the amounts stay
    assert carts == 0  # no trip cart is left filed under a customer that is gone
