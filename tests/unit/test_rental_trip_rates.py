"""The rental vertical reads a vehicle's rates from its `extra` and checks a trip's data before any write."""

from __future__ import annotations

import datetime as dt

import pytest

from core.errors import InvalidInput
from core.verticals import Money, VerticalItem
from verticals.rental.fares import VehicleRates
from verticals.rental.trip_cart import checked_trip, vehicle_rates
from verticals.rental.wire import TripAddBody, TripPlace

NOW = dt.datetime(2026, 11, 26, 12, 0, tzinfo=dt.UTC)
HERE = TripPlace("Gare de Lyon", 48.8443, 2.3744)


def vehicle(**extra: object) -> VerticalItem:
    return VerticalItem(1, 6, "Van", "/media/van.webp", 3, "Lutèce Location", 1, extra)


def test_rates_are_read_in_cents_and_a_malformed_rate_is_none() -> None:
    assert vehicle_rates(
        vehicle(hourly_price=12.5, daily_price="65.00", distance_price=0.855)
    ) == VehicleRates(Money(1250), Money(6500), Money(86))
    odd = vehicle(hourly_price="twelve", daily_price=True, distance_price=-1)
    assert vehicle_rates(odd) == VehicleRates()
    assert vehicle_rates(vehicle()) == VehicleRates()


def body(**changes: object) -> TripAddBody:
    values: dict[str, object] = {
        "vehicle_id": 1,
        "quantity": 1,
        "pickup_time": NOW + dt.timedelta(hours=2),
        "rental_type": "hourly",
        "estimated_hours": 2,
        "estimated_days": 3,
        "pickup_location": HERE,
        **changes,
    }
    return TripAddBody(**values)  # type: ignore[arg-type]


def test_a_trip_keeps_only_the_duration_of_its_type_and_reads_a_naive_time_as_utc() -> None:
    trip = checked_trip(body(pickup_time=dt.datetime(2026, 11, 27, 9, 0)), "en", NOW)
    assert (trip.hours, trip.days) == (2, None)
    assert trip.pickup_time == dt.datetime(2026, 11, 27, 9, 0, tzinfo=dt.UTC)
    assert checked_trip(body(rental_type="day_wise"), "en", NOW).days == 3


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"pickup_time": NOW - dt.timedelta(minutes=6)}, "pickup_time"),
        ({"pickup_time": NOW + dt.timedelta(days=30, minutes=1)}, "pickup_time"),
        ({"estimated_hours": None}, "estimated_hours"),
        ({"rental_type": "day_wise", "estimated_days": None}, "estimated_days"),
        ({"rental_type": "distance_wise"}, "destination_location"),
    ],
)
def test_trip_data_a_type_needs_or_a_time_out_of_range_are_refused(
    changes: dict[str, object], field: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        checked_trip(body(**changes), "en", NOW)
    assert refused.value.code == field
