"""Booking the trip cart as a trip, and the owner's trips: list, details, cancel.

Booking runs in the trip cart's own transaction, serialised on its owner: the idempotency key is looked up,
the stored cart priced by the engine (money a client sends is never read), the trip, its lines and its first
status stored, and the trip cart emptied, all or nothing. So a replayed key answers its first trip, parallel
bookings with one key make one trip, and parallel bookings without a key book one cart once (the others
find it empty). A guest reaches a trip only with the contact number given with it; another owner's trip
answers exactly like one that does not exist.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from core.errors import Conflict, InvalidInput, NotFound, Unauthorized
from core.verticals import Owner, VerticalRequest, from_minor

from . import booking_records, booking_repository, trip_cart, trip_cart_repository
from . import messages as m
from .booking_wire import (
    CANCELABLE,
    RUNNING,
    Booked,
    BookedLine,
    Said,
    StatusStep,
    Trip,
    TripCancelBody,
    TripContact,
    TripPage,
    TripPlaceBody,
    TripProviderName,
)

HISTORY = ("completed", "canceled")


async def place(request: VerticalRequest, owner: Owner, body: TripPlaceBody, key: str | None) -> Booked:
    """Book the owner's trip cart as one trip (a key already used answers its trip)."""
    language = request.language
    if owner.kind == "guest" and not await request.guest_checkout():
        raise Unauthorized("guest_id", m.say(language, m.GUEST_CHECKOUT))
    now = dt.datetime.now(dt.UTC)
    async with request.transaction(trip_cart.lock(owner)) as conn:
        if key is not None:
            done = await booking_repository.booked_with(conn, owner.key, key)
            if done is not None:
                return Booked(m.say(language, m.BOOKED), done.id, from_minor(done.total_amount))
        lines = await trip_cart_repository.lines(conn, owner.key)
        trip = await trip_cart_repository.trip(conn, owner.key) if lines else None
        found = [] if trip is None else await trip_cart.priced(request, trip, lines)
        if trip is None or not found:
            raise InvalidInput("cart", m.say(language, m.CART_EMPTY))
        if trip.pickup_time < now - trip_cart.PAST_GRACE:
            raise InvalidInput("pickup_time", m.say(language, m.PICKUP_PASSED))
        vehicle = found[0].vehicle
        price = await trip_cart.trip_total(request, vehicle.store_id, found)
        booked = booking_records.NewTrip(
            owner=owner.key,
            idempotency_key=key,
            module_id=vehicle.module_id,
            provider_id=vehicle.store_id,
            provider_name=vehicle.store_name,
            trip_status="pending",
            payment_method=body.payment_method,
            pickup=trip.pickup,
            destination=trip.destination,
            pickup_time=trip.pickup_time,
            rental_type=trip.rental_type,
            estimated_hours=trip.hours,
            estimated_days=trip.days,
            distance_km=trip_cart.trip_data(trip).distance_km,
            contact=booking_records.Contact(
                body.contact_person_name.strip(),
                body.contact_person_number.strip(),
                body.contact_person_email,
            ),
            subtotal=price.subtotal,
            tax=price.tax,
            total_amount=price.total,
            trip_note=body.trip_note or None,
            created_at=now,
            demo=request.demo,
        )
        new_lines = [
            booking_records.BookedLine(
                p.vehicle.id, p.vehicle.name, p.vehicle.image_full_url, p.line.quantity, p.unit, p.price
            )
            for p in found
        ]
        trip_id = await booking_repository.insert(conn, booked, new_lines)
        await trip_cart_repository.clear(conn, owner.key)
    return Booked(m.say(language, m.BOOKED), trip_id, from_minor(booked.total_amount))


def _trip(
    trip: booking_records.BookedTrip,
    lines: list[booking_records.BookedLine],
    steps: list[booking_records.TripStep],
) -> Trip:
    destination = trip.destination
    return Trip(
        id=trip.id,
        trip_status=trip.trip_status,
        payment_method=trip.payment_method,
        payment_status="unpaid",
        provider=TripProviderName(trip.provider_id, trip.provider_name),
        module_id=trip.module_id,
        created_at=trip.created_at,
        pickup_time=trip.pickup_time,
        rental_type=trip.rental_type,
        estimated_hours=trip.estimated_hours,
        estimated_days=trip.estimated_days,
        distance_km=trip.distance_km,
        pickup_location=trip_cart.place_answer(trip.pickup),
        destination_location=None if destination is None else trip_cart.place_answer(destination),
        contact=TripContact(trip.contact.name, trip.contact.number, trip.contact.email),
        subtotal=from_minor(trip.subtotal),
        tax=from_minor(trip.tax),
        total_amount=from_minor(trip.total_amount),
        lines=[
            BookedLine(
                vehicle_id=line.vehicle_id,
                vehicle_name=line.vehicle_name,
                image_full_url=line.image_full_url,
                quantity=line.quantity,
                unit_fare=from_minor(line.unit_fare),
                price=from_minor(line.price),
            )
            for line in lines
        ],
        status_history=[StatusStep(step.status, step.at) for step in steps],
        cancellation_reason=trip.cancellation_reason,
        trip_note=trip.trip_note,
    )


async def _answers(conn: Any, trips: list[booking_records.BookedTrip]) -> list[Trip]:
    ids = [trip.id for trip in trips]
    lines = await booking_repository.lines_of(conn, ids)
    steps = await booking_repository.statuses_of(conn, ids)
    return [_trip(trip, lines[trip.id], steps[trip.id]) for trip in trips]


async def page(request: VerticalRequest, owner: Owner, running: bool, offset: int, limit: int) -> TripPage:
    """One page (`offset` from 1) of the owner's running or past trips, newest first."""
    async with request.read() as conn:
        total, found = await booking_repository.page(
            conn, owner.key, RUNNING if running else HISTORY, (offset - 1) * limit, limit
        )
        trips = await _answers(conn, found)
    return TripPage(total_size=total, limit=limit, offset=offset, trips=trips)


def _reachable(owner: Owner, trip: booking_records.BookedTrip | None, contact: str | None) -> bool:
    # A guest names its trip with the contact number given with it, so a trip id alone reaches nothing.
    if trip is None:
        return False
    return owner.kind != "guest" or trip.contact.number == (contact or "").strip()


async def details(request: VerticalRequest, owner: Owner, trip_id: int, contact: str | None) -> Trip:
    """One of the owner's trips (404 trip_id otherwise, never a hint that it exists)."""
    async with request.read() as conn:
        found = await booking_repository.owned(conn, owner.key, trip_id)
        if found is None or not _reachable(owner, found, contact):
            raise NotFound("trip_id", m.say(request.language, m.TRIP_NOT_FOUND))
        [trip] = await _answers(conn, [found])
    return trip


async def cancel(request: VerticalRequest, owner: Owner, body: TripCancelBody) -> Said:
    """Cancel one of the owner's trips while pending or confirmed (409 trip_status after)."""
    language = request.language
    async with request.transaction(trip_cart.lock(owner)) as conn:
        found = await booking_repository.owned(conn, owner.key, body.trip_id)
        if not _reachable(owner, found, body.contact_number):
            raise NotFound("trip_id", m.say(language, m.TRIP_NOT_FOUND))
        moved = await booking_repository.move_status(
            conn, body.trip_id, CANCELABLE, "canceled", dt.datetime.now(dt.UTC), body.reason.strip()
        )
        if not moved:
            raise Conflict("trip_status", m.say(language, m.NOT_CANCELABLE))
    return Said(m.say(language, m.CANCELED))
