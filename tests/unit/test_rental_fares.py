"""The rental trip fare (verticals/rental/fares.py): worked examples and invariants over generated trips."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from core.pricing import Money
from verticals.rental.fares import (
    MAX_DAYS,
    MAX_HOURS,
    RENTAL_TYPES,
    TripTerms,
    VehicleRates,
    line_fare,
    trip_km,
    trip_price,
    unit_fare,
)

rate = st.none() | st.integers(min_value=0, max_value=10_000_000).map(Money)
rates = st.builds(VehicleRates, hourly=rate, daily=rate, per_km=rate)
latitude = st.floats(min_value=-89.9, max_value=89.9, allow_nan=False)
longitude = st.floats(min_value=-180, max_value=180, allow_nan=False)
terms = st.builds(
    TripTerms,
    rental_type=st.sampled_from(RENTAL_TYPES),
    hours=st.integers(1, MAX_HOURS),
    days=st.integers(1, MAX_DAYS),
    km=st.floats(min_value=0, max_value=20_100, allow_nan=False),
)
quantity = st.integers(min_value=0, max_value=10)

PARIS = (48.8566, 2.3522)
VERSAILLES = (48.8049, 2.1204)


def test_each_rental_type_charges_by_its_own_rate() -> None:
    van = VehicleRates(hourly=Money(1200), daily=Money(6500), per_km=Money(85))
    assert unit_fare(van, TripTerms("hourly", hours=3)) == 3600
    assert unit_fare(van, TripTerms("day_wise", days=2)) == 13000
    # 17.9348 km at 0.85 a km: 15.2446..., rounded once, half up.
    km = trip_km(PARIS, VERSAILLES)
    assert round(km, 4) == 17.9348
    assert unit_fare(van, TripTerms("distance_wise", km=km)) == 1524
    assert line_fare(Money(3600), 2) == 7200


def test_a_vehicle_without_the_rate_of_the_asked_type_has_no_fare() -> None:
    bike = VehicleRates(hourly=Money(300), daily=Money(1800))
    assert unit_fare(bike, TripTerms("distance_wise", km=3.0)) is None
    assert unit_fare(VehicleRates(), TripTerms("hourly", hours=1)) is None


def test_half_a_minor_unit_rounds_up() -> None:
    assert unit_fare(VehicleRates(per_km=Money(1)), TripTerms("distance_wise", km=0.5)) == 1
    assert unit_fare(VehicleRates(per_km=Money(1)), TripTerms("distance_wise", km=0.49)) == 0


@given(rates, terms, quantity)
def test_a_fare_is_never_negative(vehicle: VehicleRates, trip: TripTerms, count: int) -> None:
    unit = unit_fare(vehicle, trip)
    assert unit is None or (unit >= 0 and line_fare(unit, count) >= 0)


@given(rates, terms, quantity, quantity)
def test_a_fare_is_linear_in_the_quantity(vehicle: VehicleRates, trip: TripTerms, a: int, b: int) -> None:
    unit = unit_fare(vehicle, trip)
    if unit is not None:
        assert line_fare(unit, a + b) == line_fare(unit, a) + line_fare(unit, b)
        assert line_fare(unit, a) == a * unit


@given(rates, latitude, longitude)
def test_a_distance_wise_trip_of_zero_km_costs_nothing(vehicle: VehicleRates, lat: float, lng: float) -> None:
    km = trip_km((lat, lng), (lat, lng))
    assert km == 0
    unit = unit_fare(vehicle, TripTerms("distance_wise", km=km))
    assert unit is None if vehicle.per_km is None else unit == 0


@given(rates, terms)
def test_a_longer_trip_never_costs_less(vehicle: VehicleRates, trip: TripTerms) -> None:
    longer = TripTerms(trip.rental_type, trip.hours + 1, trip.days + 1, trip.km + 1)
    unit, more = unit_fare(vehicle, trip), unit_fare(vehicle, longer)
    assert (unit is None) == (more is None)
    assert unit is None or more is None or more >= unit


def test_a_trip_adds_its_providers_tax_unless_the_prices_include_it() -> None:
    added = trip_price([Money(3600), Money(1250)], Decimal(20), tax_included=False)
    assert (added.subtotal, added.tax, added.total) == (4850, 970, 5820)
    included = trip_price([Money(3600), Money(1250)], Decimal(20), tax_included=True)
    assert (included.subtotal, included.tax, included.total) == (4850, 808, 4850)  # 4850 * 20 / 120
    assert trip_price([Money(3600)], Decimal(0), tax_included=False).total == 3600
