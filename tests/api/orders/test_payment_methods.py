"""The payment method a checkout names (core/checkout/payment/): cash on delivery is refused where the zone
does not take cash, in the quote beside its figures and when placing, and an order starts with the payment
status its method gives it. Over real HTTP on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import Zone
from core.checkout.payment import PAYMENT_METHODS, CashOnDelivery, PaymentMethods
from core.errors import InvalidInput
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import error

NOT_AVAILABLE = "Cash on delivery is not available."


async def test_cash_on_delivery_is_refused_where_the_zone_takes_no_cash(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    await shopper.add("apple")
    async with engine.begin() as connection:
        await connection.execute(update(Zone).values(cash_on_delivery=False))
    try:
        found = (await shopper.quote()).json()
        assert found["refusals"] == [{"code": "payment_method", "message": NOT_AVAILABLE}]
        assert found["total"] > 0  # the figures are still there, beside the refusal
        assert error(await shopper.place()) == (422, "payment_method", NOT_AVAILABLE)
        french = error(await shopper.place(language="fr"))
        assert french == (422, "payment_method", "Le paiement à la livraison n'est pas disponible.")
        assert len(await shopper.cart()) == 1  # nothing was ordered, the cart is kept
    finally:
        async with engine.begin() as connection:
            await connection.execute(update(Zone).values(cash_on_delivery=True))
    order_id = await shopper.placed()
    order = (await shopper.track(order_id)).json()
    assert (order["payment_method"], order["payment_status"]) == ("cash_on_delivery", "unpaid")


def test_the_registry_knows_each_method_once_and_refuses_a_name_it_does_not_know() -> None:
    assert PAYMENT_METHODS.names == ("cash_on_delivery", "wallet", "digital_payment", "partial_payment")
    with pytest.raises(InvalidInput) as refused:
        PAYMENT_METHODS.get("bitcoin", "fr")
    assert (refused.value.code, refused.value.message) == (
        "payment_method",
        "Ce moyen de paiement n'est pas disponible.",
    )
    with pytest.raises(ValueError, match="two payment methods"):
        PaymentMethods([CashOnDelivery(), CashOnDelivery()])
