"""The rental provider's tax is in the trip's price: the trip cart (the trip's quote) answers the subtotal of the
fares, the provider's tax on it and the total, and a booked trip is charged that total (the demo's providers
charge 20%, added to the fares while the marketplace's prices are without tax)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.shopper import clear_setting, set_setting
from tests.api.rental.traveller import Traveller, Vehicle, provider_tax, tax_cents, trip_body


async def test_the_trip_cart_answers_the_providers_tax_and_the_total(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    car = providers[0][0]
    cart = (await guest.add(trip_body(car, 2, estimated_hours=3))).json()
    rate = await provider_tax(engine, car.provider_id)
    assert rate > 0  # the demo's providers charge tax
    subtotal = car.fare(car.cents("hourly_price") * 3) * 2
    tax = tax_cents(subtotal, rate)
    assert (cart["subtotal"], cart["tax"], cart["tax_included"]) == (subtotal / 100, tax / 100, False)
    assert cart["total"] == (subtotal + tax) / 100


async def test_a_booked_trip_is_charged_its_fares_and_the_providers_tax(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    car = providers[0][0]
    await guest.add(trip_body(car, 1, estimated_hours=2))
    subtotal = car.fare(car.cents("hourly_price") * 2)
    tax = tax_cents(subtotal, await provider_tax(engine, car.provider_id))
    placed = await guest.place()
    assert placed.status_code == 200, placed.text
    assert placed.json()["total_amount"] == (subtotal + tax) / 100
    trip = (await guest.trip(placed.json()["trip_id"])).json()
    assert (trip["subtotal"], trip["tax"], trip["total_amount"]) == (
        subtotal / 100,
        tax / 100,
        (subtotal + tax) / 100,
    )


async def test_a_tax_included_in_the_prices_is_named_but_not_added(
    guest: Traveller, providers: list[list[Vehicle]], engine: AsyncEngine
) -> None:
    car = providers[0][0]
    await set_setting(engine, "tax_included", 1)
    try:
        cart = (await guest.add(trip_body(car, 1, estimated_hours=2))).json()
    finally:
        await clear_setting(engine, "tax_included")
    subtotal = car.fare(car.cents("hourly_price") * 2)
    rate = await provider_tax(engine, car.provider_id)
    included = int((Decimal(subtotal) * rate / (100 + rate)).quantize(Decimal(1), ROUND_HALF_UP))
    assert (cart["tax"], cart["tax_included"], cart["total"]) == (included / 100, True, subtotal / 100)
