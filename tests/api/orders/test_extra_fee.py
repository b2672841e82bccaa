"""The operator's extra fee (additional_charge_status, additional_charge_name, additional_charge): a flat
amount added to every order while on, shown under its name; off by default."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import clear_setting, set_setting

pytestmark = pytest.mark.anyio
SETTINGS = ("additional_charge_status", "additional_charge_name", "additional_charge")


async def test_no_extra_fee_by_default(new_customer: NewShopper) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 1)
    quoted = (await shopper.quote(order_type="take_away")).json()
    assert (quoted["extra_fee"], quoted["extra_fee_name"], quoted["total"]) == (0, "Service charge", 11.0)
    placed = await shopper.place(order_type="take_away")
    order = (await shopper.track(placed.json()["order_id"])).json()
    assert (order["extra_fee"], order["extra_fee_name"], order["order_amount"]) == (0, None, 11.0)


async def test_the_extra_fee_is_quoted_and_charged_under_its_name(
    new_customer: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_customer()
    await shopper.add("apple", 1)
    await set_setting(engine, "additional_charge_status", 1)
    await set_setting(engine, "additional_charge", 1.5)
    await set_setting(engine, "additional_charge_name", "Packaging")
    try:
        quoted = (await shopper.quote(order_type="take_away")).json()
        assert (quoted["extra_fee"], quoted["extra_fee_name"], quoted["total"]) == (1.5, "Packaging", 12.5)
        buy_now = (await shopper.quote(order_type="take_away", item=shopper.line("apple", 1))).json()
        assert buy_now["extra_fee"] == 1.5
        placed = await shopper.place(order_type="take_away")
        assert placed.json()["total_amount"] == 12.5
        order = (await shopper.track(placed.json()["order_id"])).json()
        assert (order["extra_fee"], order["extra_fee_name"], order["order_amount"]) == (
            1.5,
            "Packaging",
            12.5,
        )
        await clear_setting(engine, "additional_charge_name")  # the default name, in the shopper's language
        await shopper.add("apple", 1)
        assert (await shopper.quote(order_type="take_away")).json()["extra_fee_name"] == "Service charge"
        french = (await shopper.quote(order_type="take_away", language="fr")).json()
        assert (french["extra_fee"], french["extra_fee_name"]) == (1.5, "Frais de service")
    finally:
        for key in SETTINGS:
            await clear_setting(engine, key)
