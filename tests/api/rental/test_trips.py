"""Booking the trip cart, the owner's trips, a trip's details and cancelling, over real HTTP on SQLite and
PostgreSQL: fares recomputed by the server, trips paged newest first, cancelling until the trip is under
way."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.rental.traveller import (
    BY_KM,
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
