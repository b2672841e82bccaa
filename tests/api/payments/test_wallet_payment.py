"""Paying from the wallet, over real HTTP on SQLite and PostgreSQL: the whole total (`wallet`) or what the
wallet holds with the rest in cash (`partial_payment`). The debit (ledger `order_payment`, source
`order:<id>`) and the order commit together or not at all; refusals name `payment_method`; a client never
sets the payment status."""

from __future__ import annotations

import asyncio

from sqlalchemy.ext.asyncio import AsyncEngine

from core.pricing.quote import COD_MAXIMUM
from tests.api.orders.shopper import clear_setting, error, orders_in_database, set_setting
from tests.api.payments.conftest import Credit, NewPayer
from tests.api.payments.payer import balance_of, orders_of, wallet_entries

INSUFFICIENT = "Insufficient balance."
NO_WALLET = "The wallet is not available."


async def test_the_wallet_pays_the_whole_order_and_the_order_starts_paid(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 100_00)
    await payer.add("apple", 2)
    quote = (await payer.quote(payment_method="wallet")).json()
    assert quote["refusals"] == []
    assert (quote["wallet_balance"], quote["wallet_pays"], quote["rest_to_pay"]) == (100.0, quote["total"], 0)
    placed = await payer.pay("wallet")
    assert placed.status_code == 200, placed.text
    assert placed.json()["payment_url"] is None
    order_id = placed.json()["order_id"]
    order = await payer.order(order_id)
    assert (order["payment_method"], order["payment_status"]) == ("wallet", "paid")
    assert order["wallet_paid"] == order["order_amount"] == quote["total"]
    total = round(quote["total"] * 100)
    assert (await wallet_entries(engine, payer.customer_id))[-1] == (
        "order_payment",
        f"order:{order_id}",
        -total,
        100_00 - total,
    )
    assert await payer.cart() == []  # a paid order empties its cart at once


async def test_a_balance_under_the_total_is_refused_and_nothing_is_ordered_nor_debited(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 1_00)
    await payer.add("apple", 2)
    quote = (await payer.quote(payment_method="wallet")).json()
    assert quote["refusals"] == [{"code": "payment_method", "message": INSUFFICIENT}]
    assert (quote["wallet_balance"], quote["wallet_pays"], quote["rest_to_pay"]) == (1.0, 0, quote["total"])
    before = await orders_in_database(engine)
    assert error(await payer.pay("wallet")) == (422, "payment_method", INSUFFICIENT)
    assert error(await payer.pay("wallet", language="fr")) == (422, "payment_method", "Solde insuffisant.")
    assert await orders_in_database(engine) == before
    assert await balance_of(engine, payer.customer_id) == 1_00
    assert len(await payer.cart()) == 1


async def test_two_wallet_orders_at_once_on_one_balance_leave_one_order_and_no_negative_balance(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    total = round(
        (await payer.quote(payment_method="wallet", item=payer.line("apple", 2))).json()["total"] * 100
    )
    await credit(payer, total + 50)  # enough for one order, not two
    answers = await asyncio.gather(
        *(payer.place(payment_method="wallet", item=payer.line("apple", 2)) for _ in range(2))
    )
    assert sorted(a.status_code for a in answers) == [200, 422]
    refused = next(a for a in answers if a.status_code == 422)
    assert error(refused) == (422, "payment_method", INSUFFICIENT)
    assert [status for _, status in await orders_of(engine, f"customer:{payer.customer_id}")] == ["paid"]
    assert await balance_of(engine, payer.customer_id) == 50


async def test_guests_and_a_wallet_switched_off_are_refused(
    new_customer: NewPayer, new_guest: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    guest = await new_guest()
    await guest.add("apple")
    assert (await guest.quote(payment_method="wallet")).json()["refusals"] == [
        {"code": "payment_method", "message": NO_WALLET}
    ]
    assert (await guest.quote()).json()["wallet_balance"] == 0
    assert error(await guest.pay("wallet")) == (422, "payment_method", NO_WALLET)
    assert error(await guest.pay("partial_payment")) == (422, "payment_method", NO_WALLET)
    payer = await new_customer()
    await credit(payer, 100_00)
    await payer.add("apple")
    await set_setting(engine, "customer_wallet_status", 0)
    try:
        assert error(await payer.pay("wallet")) == (422, "payment_method", NO_WALLET)
    finally:
        await clear_setting(engine, "customer_wallet_status")
    assert (await payer.pay("wallet")).status_code == 200


async def test_a_partial_payment_takes_the_wallet_and_leaves_the_rest_to_cash(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 5_00)
    await payer.add("apple", 2)
    quote = (await payer.quote(payment_method="partial_payment")).json()
    assert quote["refusals"] == []
    assert (quote["wallet_pays"], quote["rest_to_pay"]) == (5.0, round(quote["total"] - 5, 2))
    placed = await payer.pay("partial_payment", partial_rest="cash_on_delivery")
    assert placed.status_code == 200, placed.text
    assert placed.json()["payment_url"] is None
    order = await payer.order(placed.json()["order_id"])
    assert (order["payment_method"], order["payment_status"], order["wallet_paid"]) == (
        "partial_payment",
        "partially_paid",
        5.0,
    )
    assert await balance_of(engine, payer.customer_id) == 0
    assert await payer.cart() == []


async def test_partial_payment_is_refused_with_an_empty_wallet_or_when_switched_off(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    await payer.add("apple")
    assert error(await payer.pay("partial_payment")) == (422, "payment_method", "Your wallet is empty.")
    await credit(payer, 1_00)
    await set_setting(engine, "partial_payment_status", 0)
    try:
        refused = (await payer.quote(payment_method="partial_payment", language="fr")).json()["refusals"]
        assert refused == [{"code": "payment_method", "message": "Le paiement partiel n'est pas disponible."}]
    finally:
        await clear_setting(engine, "partial_payment_status")
    await set_setting(engine, "partial_payment_method", "digital_payment")
    try:
        assert error(await payer.pay("partial_payment", partial_rest="cash_on_delivery")) == (
            422,
            "partial_rest",
            "This way to pay the rest is not available.",
        )
    finally:
        await clear_setting(engine, "partial_payment_method")


async def test_a_client_setting_the_payment_status_is_refused(new_customer: NewPayer, credit: Credit) -> None:
    payer = await new_customer()
    await payer.add("apple")
    refused = (422, "payment_status", "The payment status is set by the server.")
    assert error(await payer.pay("cash_on_delivery", payment_status="paid")) == refused
    assert error(await payer.quote(payment_status="paid")) == refused
    assert len(await payer.cart()) == 1


async def test_a_buy_now_order_is_paid_partly_from_the_wallet(
    new_customer: NewPayer, credit: Credit, engine: AsyncEngine
) -> None:
    payer = await new_customer()
    assert payer.customer_id is not None
    await credit(payer, 1)
    placed = await payer.pay("partial_payment", partial_rest="cash_on_delivery", item=payer.line("apple", 2))
    assert placed.status_code == 200, placed.text
    order = await payer.order(placed.json()["order_id"])
    assert (order["payment_status"], order["wallet_paid"]) == ("partially_paid", 0.01)
    assert await balance_of(engine, payer.customer_id) == 0


async def test_the_cash_a_partial_payment_leaves_is_held_to_the_zones_cash_maximum(
    new_customer: NewPayer, credit: Credit
) -> None:
    payer = await new_customer()
    await credit(payer, 10_00)
    await payer.add("apple", 16)  # 160.00 + 16.00 tax: 166.00 left in cash, over the zone's 150.00
    refused = (await payer.quote(payment_method="partial_payment")).json()["refusals"]
    assert refused == [{"code": "payment_method", "message": COD_MAXIMUM}]
    await credit(payer, 20_00)  # 30.00 in the wallet: 146.00 left in cash
    assert (await payer.quote(payment_method="partial_payment")).json()["refusals"] == []
    assert (await payer.pay("partial_payment", partial_rest="cash_on_delivery")).status_code == 200
