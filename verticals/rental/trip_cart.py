"""The trip cart's use cases: read, add a vehicle with the trip data, change a quantity, remove a vehicle,
clear; and the move of a guest's trip cart to the customer it signs in as.

Every write runs in one transaction serialised on its owner (`VerticalRequest.transaction`), so the checks
(one provider per trip, a line's maximum, the vehicles' rates) and the write cannot be raced by another
write of that owner. Fares (and the provider's tax on them) are computed at each answer by the pricing
engine from the vehicles' current rates; a line whose vehicle left the catalogue or no longer has a rate of the
trip's type is not answered.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.errors import Conflict, InvalidInput, NotFound
from core.verticals import (
    GuestPurge,
    Money,
    Owner,
    SignIn,
    VerticalItem,
    VerticalRequest,
    discounted_unit,
    from_minor,
    to_minor,
)

from . import messages as m
from . import trip_cart_repository as repository
from .fares import TripPrice, TripTerms, VehicleRates, line_fare, trip_km, trip_price, unit_fare
from .stored import Place
from .wire import (
    EMPTY,
    MAX_DAYS,
    MAX_HOURS,
    MAX_QUANTITY,
    TripAddBody,
    TripCart,
    TripData,
    TripLine,
    TripPlace,
    TripProvider,
    TripVehicle,
)

MAX_VEHICLES = 20  # different vehicles in one trip
PAST_GRACE = dt.timedelta(minutes=5)  # a pickup time chosen a moment ago is still "now"
AHEAD = dt.timedelta(days=30)
RATE_FIELDS = {"hourly": "hourly_price", "day_wise": "daily_price", "distance_wise": "distance_price"}


def lock(owner: Owner) -> str:
    """What an owner's trip cart writes serialise on."""
    return f"rental:{owner.key}"


def _rate(extra: Mapping[str, Any], field: str) -> Money | None:
    value = extra.get(field)
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        rate = to_minor(value)
    except ArithmeticError:  # text that is no number
        return None
    return rate if rate >= 0 else None


def vehicle_rates(vehicle: VerticalItem) -> VehicleRates:
    """The vehicle's rates from its `extra`, in minor units (a missing or malformed rate: none)."""
    return VehicleRates(
        hourly=_rate(vehicle.extra, "hourly_price"),
        daily=_rate(vehicle.extra, "daily_price"),
        per_km=_rate(vehicle.extra, "distance_price"),
    )


def vehicle_fare(vehicle: VerticalItem, terms: TripTerms) -> Money | None:
    """What one vehicle costs for the trip: its rate for the trip's type and length, less the vehicle's own
    discount as its card shows it (a percent of the fare, or a flat amount off it, never below zero)."""
    fare = unit_fare(vehicle_rates(vehicle), terms)
    return None if fare is None else discounted_unit(fare, vehicle.discount)


def _km(trip: repository.StoredTrip) -> float | None:
    pickup, destination = trip.pickup, trip.destination
    if destination is None:
        return None
    return trip_km((pickup.lat, pickup.lng), (destination.lat, destination.lng))


def _terms(trip: repository.StoredTrip) -> TripTerms:
    return TripTerms(
        trip.rental_type,
        hours=trip.hours or 0,
        days=trip.days or 0,
        km=_km(trip) or 0.0,
    )


def checked_trip(body: TripAddBody, language: str, now: dt.datetime) -> repository.StoredTrip:
    """The trip data of an add, each field its rental type needs present (422 naming the field)."""
    moment = body.pickup_time if body.pickup_time.tzinfo else body.pickup_time.replace(tzinfo=dt.UTC)
    if not now - PAST_GRACE <= moment <= now + AHEAD:
        raise InvalidInput("pickup_time", m.say(language, m.PICKUP_TIME, days=AHEAD.days))
    if body.rental_type == "hourly" and body.estimated_hours is None:
        raise InvalidInput("estimated_hours", m.say(language, m.HOURS, max=MAX_HOURS))
    if body.rental_type == "day_wise" and body.estimated_days is None:
        raise InvalidInput("estimated_days", m.say(language, m.DAYS, max=MAX_DAYS))
    if body.rental_type == "distance_wise" and body.destination_location is None:
        raise InvalidInput("destination_location", m.say(language, m.DESTINATION))
    pickup, destination = body.pickup_location, body.destination_location
    return repository.StoredTrip(
        pickup=Place(pickup.address, pickup.lat, pickup.lng),
        destination=None
        if destination is None
        else Place(destination.address, destination.lat, destination.lng),
        pickup_time=moment.astimezone(dt.UTC),
        rental_type=body.rental_type,
        hours=body.estimated_hours if body.rental_type == "hourly" else None,
        days=body.estimated_days if body.rental_type == "day_wise" else None,
    )


def place_answer(place: Place) -> TripPlace:
    """A stored place as answered."""
    return TripPlace(place.address, place.lat, place.lng)


def trip_data(trip: repository.StoredTrip) -> TripData:
    km = _km(trip)
    return TripData(
        pickup_location=place_answer(trip.pickup),
        destination_location=None if trip.destination is None else place_answer(trip.destination),
        pickup_time=trip.pickup_time,
        rental_type=trip.rental_type,
        estimated_hours=trip.hours,
        estimated_days=trip.days,
        distance_km=None if km is None else round(km, 3),
    )


@dataclass(frozen=True, slots=True)
class PricedLine:
    """A stored line whose vehicle is still rentable for the trip, with its fares in minor units."""

    line: repository.StoredLine
    vehicle: VerticalItem
    unit: Money
    price: Money


async def priced(
    request: VerticalRequest, trip: repository.StoredTrip, lines: Sequence[repository.StoredLine]
) -> list[PricedLine]:
    """The lines priced by the engine from their vehicles' current rates (a vehicle gone from the catalogue,
    or without a rate of the trip's type, is left out)."""
    vehicles = await request.items([line.vehicle_id for line in lines])
    terms = _terms(trip)
    found: list[PricedLine] = []
    for line in lines:
        vehicle = vehicles.get(line.vehicle_id)
        unit = None if vehicle is None else vehicle_fare(vehicle, terms)
        if vehicle is not None and unit is not None:
            found.append(PricedLine(line, vehicle, unit, line_fare(unit, line.quantity)))
    return found


async def trip_total(request: VerticalRequest, provider_id: int, found: Sequence[PricedLine]) -> TripPrice:
    """The trip's price by the engine: its fares and the provider's tax on them, as an order is taxed."""
    tax = await request.store_tax(provider_id)
    return trip_price([p.price for p in found], tax.rate, tax.included)


async def answer(
    request: VerticalRequest, trip: repository.StoredTrip | None, lines: Sequence[repository.StoredLine]
) -> TripCart:
    """The cart answer: each line priced by the engine from its vehicle's current rates."""
    if trip is None or not lines:
        return EMPTY
    found = await priced(request, trip, lines)
    if not found:
        return TripCart(carts=[], user_data=trip_data(trip), subtotal=0.0, provider=None)
    first = found[0].vehicle
    price = await trip_total(request, first.store_id, found)
    return TripCart(
        carts=[
            TripLine(
                id=p.line.id,
                vehicle_id=p.line.vehicle_id,
                quantity=p.line.quantity,
                price=from_minor(p.price),
                unit_fare=from_minor(p.unit),
                vehicle=TripVehicle(
                    p.vehicle.id,
                    p.vehicle.name,
                    p.vehicle.image_full_url,
                    p.vehicle.store_id,
                    p.vehicle.store_name,
                ),
            )
            for p in found
        ],
        user_data=trip_data(trip),
        subtotal=from_minor(price.subtotal),
        provider=TripProvider(first.store_id, first.store_name, first.zone_id),
        tax=from_minor(price.tax),
        tax_included=price.tax_included,
        total=from_minor(price.total),
    )


async def read(request: VerticalRequest, owner: Owner) -> TripCart:
    """The owner's trip cart."""
    async with request.read() as conn:
        lines = await repository.lines(conn, owner.key)
        trip = await repository.trip(conn, owner.key) if lines else None
    return await answer(request, trip, lines)


async def add(request: VerticalRequest, owner: Owner, body: TripAddBody) -> TripCart:
    """Add `body`'s vehicle (an equal vehicle's line grows) and make `body`'s trip data the cart's."""
    language = request.language
    trip = checked_trip(body, language, dt.datetime.now(dt.UTC))
    vehicle = (await request.items([body.vehicle_id])).get(body.vehicle_id)
    if vehicle is None:
        raise NotFound("vehicle_id", m.say(language, m.VEHICLE_NOT_FOUND))
    terms = _terms(trip)
    if unit_fare(vehicle_rates(vehicle), terms) is None:
        raise Conflict("rental_type", m.say(language, m.RENTAL_TYPE))
    async with request.transaction(lock(owner)) as conn:
        current = await repository.lines(conn, owner.key)
        if any(line.provider_id != vehicle.store_id for line in current):
            raise Conflict("different_provider", m.say(language, m.DIFFERENT_PROVIDER))
        held = next((line for line in current if line.vehicle_id == vehicle.id), None)
        if held is not None and held.quantity + body.quantity > MAX_QUANTITY:
            raise Conflict("quantity", m.say(language, m.LINE_LIMIT, max=MAX_QUANTITY))
        if held is None and len(current) >= MAX_VEHICLES:
            raise Conflict("vehicle_id", m.say(language, m.VEHICLE_LIMIT, max=MAX_VEHICLES))
        # The new trip data apply to every vehicle of the trip: each must be rentable that way.
        others = await request.items([line.vehicle_id for line in current if line.vehicle_id != vehicle.id])
        if any(unit_fare(vehicle_rates(other), terms) is None for other in others.values()):
            raise Conflict("rental_type", m.say(language, m.RENTAL_TYPE))
        await repository.add_line(conn, owner.key, vehicle.id, vehicle.store_id, body.quantity)
        await repository.save_trip(conn, owner.key, trip)
        lines = await repository.lines(conn, owner.key)
    return await answer(request, trip, lines)


async def update(request: VerticalRequest, owner: Owner, line_id: int, quantity: int) -> TripCart:
    """Set the owner's line `line_id` to `quantity` (404 cart_id for another owner's or a gone line)."""
    async with request.transaction(lock(owner)) as conn:
        if not await repository.set_quantity(conn, owner.key, line_id, quantity):
            raise NotFound("cart_id", m.say(request.language, m.LINE_NOT_FOUND))
        await repository.touch(conn, owner.key)
        lines = await repository.lines(conn, owner.key)
        trip = await repository.trip(conn, owner.key)
    return await answer(request, trip, lines)


async def remove(request: VerticalRequest, owner: Owner, vehicle_id: int) -> TripCart:
    """Take the vehicle out of the owner's trip (404 vehicle_id when it is not in it)."""
    async with request.transaction(lock(owner)) as conn:
        if not await repository.remove_vehicle(conn, owner.key, vehicle_id):
            raise NotFound("vehicle_id", m.say(request.language, m.NOT_IN_TRIP))
        await repository.touch(conn, owner.key)
        lines = await repository.lines(conn, owner.key)
        trip = await repository.trip(conn, owner.key) if lines else None
    return await answer(request, trip, lines)


async def clear(request: VerticalRequest, owner: Owner) -> TripCart:
    """Empty the owner's trip cart."""
    async with request.transaction(lock(owner)) as conn:
        await repository.clear(conn, owner.key)
    return EMPTY


async def guest_signed_in(sign_in: SignIn) -> None:
    """The guest's trip cart becomes the customer's when the customer has none (else both stay as they
    are: the customer's own trip is never overwritten)."""
    async with sign_in.storage.transaction(lock(sign_in.customer)) as conn:
        await repository.move(conn, sign_in.guest.key, sign_in.customer.key)


async def purge_idle_guests(purge: GuestPurge) -> int:
    """Forget the trip carts guests have left unchanged since `purge.idle_since` (housekeeping)."""
    async with purge.storage.transaction("rental:housekeeping") as conn:
        return await repository.purge_idle_guests(conn, purge.idle_since)
