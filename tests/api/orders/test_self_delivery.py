"""A store that delivers itself (`self_delivery_system`) charges its own per-km rate, minimum and maximum,
never the zone's (tests/api/orders/market.py: the baker charges 1.20 per km, 2.00 to 6.00; the zone 2.00 per
km, 3.00 to 20.00)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest

from core.pricing import distance_km
from tests.api.orders.conftest import NewShopper
from tests.api.orders.market import NEAR, STORE_POINT

pytestmark = pytest.mark.anyio

CLOSE = (0.5, 0.505)  # about 0.56 km from the baker: under its minimum
FAR = (0.5, 0.95)  # about 50 km, still in the zone: over its maximum


def own_fee(point: tuple[float, float]) -> float:
    """The baker's fee to `point`: 1.20 per km, rounded half up to the cent, kept within 2.00..6.00."""
    km = Decimal(str(distance_km(*STORE_POINT, *point)))
    fee = (Decimal("1.20") * km).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return float(max(Decimal("2.00"), min(Decimal("6.00"), fee)))


@pytest.mark.parametrize(
    ("point", "expected"), [(NEAR, None), (CLOSE, 2.0), (FAR, 6.0)], ids=["per-km", "minimum", "maximum"]
)
async def test_a_self_delivery_store_charges_its_own_rates(
    new_customer: NewShopper, point: tuple[float, float], expected: float | None
) -> None:
    shopper = await new_customer()
    await shopper.add("croissant", 2)
    answer = await shopper.quote(latitude=point[0], longitude=point[1])
    assert answer.status_code == 200, answer.text
    found = answer.json()
    assert found["distance_km"] == pytest.approx(distance_km(*STORE_POINT, *point), abs=0.001)
    fee = own_fee(point)
    if expected is not None:
        assert fee == expected
    else:
        assert 2.0 < fee < 6.0  # per km on the distance, within the store's bounds
    assert found["delivery_fee"] == fee
    assert found["total"] == round(3.0 + fee, 2)


async def test_the_order_is_charged_the_stores_own_fee(new_guest: NewShopper) -> None:
    shopper = await new_guest()
    await shopper.add("croissant", 2)
    quoted = (await shopper.quote()).json()
    assert quoted["delivery_fee"] == own_fee(NEAR)
    placed = await shopper.place()
    assert placed.status_code == 200, placed.text
    assert placed.json()["total_amount"] == quoted["total"]
