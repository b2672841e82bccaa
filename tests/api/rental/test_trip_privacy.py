"""Whose trips they are, over real HTTP on SQLite and PostgreSQL: owners (customers, and guests with their
contact number) never reach each other's trips, and a deleted customer is erased from theirs, which stay for
the books."""

from __future__ import annotations

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.rental.traveller import BY_KM, Traveller, Vehicle, error, trip_body


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
