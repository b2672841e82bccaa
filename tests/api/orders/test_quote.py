"""POST /customer/order/quote: the whole price of the cart, from the store's, zone's and coupon's terms,
and every refusal of the contract (tests/api/orders/market.py describes the marketplace)."""

from __future__ import annotations

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import Store
from core.pricing import distance_km
from tests.api.orders.conftest import NewShopper
from tests.api.orders.market import NEAR, NOWHERE, OUTSIDE, STORE_POINT
from tests.api.orders.shopper import error

pytestmark = pytest.mark.anyio


def near_fee() -> float:
    # 2.00 per km on the distance to NEAR, within 3.00..20.00 (about 2.2 km: 4.45).
    km = distance_km(*STORE_POINT, *NEAR)
    return max(3.0, min(20.0, round(2.0 * km, 2)))


async def test_a_delivery_quote_adds_tax_and_the_per_km_fee(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    await shopper.add("pear", 1)
    answer = await shopper.quote()
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    found = answer.json()
    fee = near_fee()
    assert 4.4 < fee < 4.5
    # 2 x 10.00 + 1.00 at 2.5% off (0.98 charged); tax 10% of 20.98 added.
    assert found["subtotal"] == 21.0
    assert found["item_discount"] == 0.02
    assert found["store_discount"] == 0
    assert found["coupon_discount"] == 0
    assert found["tax"] == 2.1
    assert found["tax_included"] is False
    assert found["delivery_fee"] == fee
    assert found["total"] == round(20.98 + 2.1 + fee, 2)
    assert found["distance_km"] == pytest.approx(distance_km(*STORE_POINT, *NEAR), abs=0.001)
    assert found["free_delivery_over"] == 100.0
    assert found["refusals"] == []
    assert found["store_id"] == shopper.ids["store"]


async def test_take_away_pays_no_delivery_fee_and_needs_no_position(new_guest: NewShopper) -> None:
    shopper = await new_guest()
    await shopper.add("apple", 1)
    answer = await shopper.quote(order_type="take_away", latitude=None, longitude=None)
    assert answer.status_code == 200, answer.text
    assert answer.json()["delivery_fee"] == 0
    assert answer.json()["total"] == 11.0


async def test_items_from_the_free_delivery_threshold_up_ship_free(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 10)
    found = (await shopper.quote()).json()
    assert found["delivery_fee"] == 0
    assert found["total"] == 110.0


async def test_coupons_take_their_share_and_free_delivery_waives_the_fee(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    tenoff = (await shopper.quote(coupon_code="TENOFF")).json()
    assert (tenoff["coupon_discount"], tenoff["tax"], tenoff["refusals"]) == (2.0, 1.8, [])
    assert tenoff["total"] == round(18 + 1.8 + near_fee(), 2)
    capped = (await shopper.quote(coupon_code="GROCER")).json()
    assert capped["coupon_discount"] == 3.0  # 50% capped at 3.00
    flat = (await shopper.quote(coupon_code="CENTRE5")).json()
    assert flat["coupon_discount"] == 5.0
    free = (await shopper.quote(coupon_code="FREESHIP")).json()
    assert (free["coupon_discount"], free["delivery_fee"], free["total"]) == (0, 0, 22.0)


async def test_a_coupon_that_does_not_apply_is_a_refusal_with_the_engine_message(
    new_customer: NewShopper,
) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    refused = {
        "BIGSPEND": "To apply this coupon, total item amount should be minimum 1000.00",
        "EASTONLY": "This coupon is not valid in your zone.",
        "OTHERSTORE": "This coupon is not valid for this store.",
        "EXPIRED": "Coupon not found.",
        "NOSUCHCODE": "Coupon not found.",
    }
    for code, message in refused.items():
        found = (await shopper.quote(coupon_code=code)).json()
        assert found["refusals"] == [{"code": "coupon", "message": message}], code
        assert found["coupon_discount"] == 0
    french = (await shopper.quote("fr", coupon_code="BIGSPEND")).json()
    assert french["refusals"][0]["message"].startswith("Pour utiliser ce coupon")


async def test_cash_on_delivery_over_the_zone_maximum_is_refused(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 16)  # 160.00 + 16.00 tax, over the 150.00 maximum
    found = (await shopper.quote()).json()
    assert found["refusals"] == [
        {
            "code": "payment_method",
            "message": "The total amount of the order, exceeds maximum amount of the cash on delivery method",
        }
    ]


async def test_an_empty_cart_and_a_point_outside_the_zone_are_refused(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    assert error(await shopper.quote()) == (422, "cart", "Your cart is empty.")
    assert error(await shopper.quote("fr")) == (422, "cart", "Votre panier est vide.")
    await shopper.add("apple")
    for point in (OUTSIDE, NOWHERE):
        answer = await shopper.quote(latitude=point[0], longitude=point[1])
        assert error(answer) == (422, "zone", "Service not available in this area")
    answer = await shopper.quote(latitude=None, longitude=None)
    assert error(answer)[:2] == (422, "latitude")


async def test_quote_needs_an_owner_and_a_module(new_customer: NewShopper, new_guest: NewShopper) -> None:
    shopper = await new_guest()
    shopper.guest_id = None
    assert (await shopper.quote()).status_code == 401
    customer = await new_customer()
    answer = await customer.client.post(
        "/api/v1/customer/order/quote",
        json={"order_type": "delivery"},
        headers={"Authorization": f"Bearer {customer.token}"},
    )
    assert error(answer)[:2] == (422, "moduleId")


async def test_a_running_store_discount_comes_off_the_items(
    new_customer: NewShopper, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 2)
    discount = {"discount": 10, "discount_type": "percent", "min_purchase": 5, "max_discount": 0}
    async with engine.begin() as connection:
        await connection.execute(update(Store).where(Store.id == ids["store"]).values(discount=discount))
    try:
        found = (await shopper.quote(order_type="take_away")).json()
        # 10% of 20.00, then 10% tax on the 18.00 left.
        assert (found["store_discount"], found["tax"], found["total"]) == (2.0, 1.8, 19.8)
    finally:
        async with engine.begin() as connection:
            await connection.execute(update(Store).where(Store.id == ids["store"]).values(discount=None))
