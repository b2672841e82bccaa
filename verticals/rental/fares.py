"""The rental trip fare: what one vehicle line of a trip costs, per rental type (SPEC.md section 7), on the
pricing engine's money, rounding, distance and tax, as every other price is.

Rates are minor units of the marketplace currency. Hourly and day-wise fares are whole multiples of the rate,
so they are exact; a distance-wise fare multiplies the per-km rate by a real distance and rounds once, half
up. A line costs its unit fare times its quantity, so a fare is linear in the quantity. The trip's total adds
the provider's tax to the fares (unless the marketplace's prices include it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from core.verticals import Money, distance_km, half_up, tax_on

RentalType = Literal["hourly", "day_wise", "distance_wise"]
RENTAL_TYPES: tuple[RentalType, ...] = ("hourly", "day_wise", "distance_wise")
MAX_HOURS = 720  # thirty days counted in hours
MAX_DAYS = 30


@dataclass(frozen=True, slots=True)
class VehicleRates:
    """A vehicle's rates in minor units; None where the vehicle cannot be rented that way."""

    hourly: Money | None = None
    daily: Money | None = None
    per_km: Money | None = None

    def rate(self, rental_type: RentalType) -> Money | None:
        """The rate a rental type charges by."""
        if rental_type == "hourly":
            return self.hourly
        if rental_type == "day_wise":
            return self.daily
        return self.per_km


@dataclass(frozen=True, slots=True)
class TripTerms:
    """How a trip is charged: by whole hours, whole days, or the distance from pickup to destination (km)."""

    rental_type: RentalType
    hours: int = 0
    days: int = 0
    km: float = 0.0


def trip_km(pickup: tuple[float, float], destination: tuple[float, float]) -> float:
    """The distance a distance-wise trip is charged on, as the delivery fee measures it."""
    return distance_km(pickup[0], pickup[1], destination[0], destination[1])


def unit_fare(rates: VehicleRates, terms: TripTerms) -> Money | None:
    """What one vehicle costs for the trip, or None when the vehicle has no rate of the trip's type."""
    rate = rates.rate(terms.rental_type)
    if rate is None or rate < 0:
        return None
    if terms.rental_type == "hourly":
        return Money(rate * max(terms.hours, 0))
    if terms.rental_type == "day_wise":
        return Money(rate * max(terms.days, 0))
    return half_up(Decimal(rate) * Decimal(str(max(terms.km, 0.0))))


def line_fare(unit: Money, quantity: int) -> Money:
    """A line of `quantity` equal vehicles."""
    return Money(unit * max(quantity, 0))


@dataclass(frozen=True, slots=True)
class TripPrice:
    """A trip's price in minor units: the fares of its lines, the provider's tax on them, and the total
    charged (the tax added, unless the marketplace's prices include it)."""

    subtotal: Money
    tax: Money
    tax_included: bool
    total: Money


def trip_price(fares: Sequence[Money], tax_rate: Decimal, tax_included: bool) -> TripPrice:
    """The trip's price from its line fares and its provider's tax rate (percent), as an order's tax is."""
    subtotal = Money(sum(fares))
    tax = tax_on(subtotal, tax_rate, tax_included)
    return TripPrice(subtotal, tax, tax_included, Money(subtotal + (0 if tax_included else tax)))
