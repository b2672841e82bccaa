"""The Stripe gateway against a real fake Stripe server (localstripe) on loopback, with the application
served by `storefront serve` on a port of its own, on SQLite and PostgreSQL: an order paid by card stays
unpaid until Stripe's signed webhook arrives (delivered by localstripe over real HTTP), the event is applied
once (a replay answers 200 and changes nothing), an unsigned or badly signed one is refused 401, the
shopper's return never marks anything paid, and a canceled order is refunded through Stripe when the wallet
is off."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import stripe
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import PaymentEventRow, PaymentRow
from tests.api.orders.shopper import clear_setting, set_setting
from tests.api.payments.conftest import SECRET
from tests.api.payments.payer import Payer, balance_of, payments_of
from tests.api.payments.stripe_server import WEBHOOK, WEBHOOK_SECRET, StripeApp
from tests.localstripe_process import SECRET_KEY
from tests.waiting import until

CARD = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2040, "cvc": "123"}


@pytest.fixture
async def http(stripe_app: StripeApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=stripe_app.url, timeout=30) as client:
        yield client


def _stripe(app: StripeApp) -> stripe.StripeClient:
    return stripe.StripeClient(SECRET_KEY, base_addresses={"api": app.localstripe.url})


async def _card_payment(app: StripeApp, reference: str) -> None:
    """What the shopper's browser does with Stripe.js: a card attached to the PaymentIntent, confirmed."""
    client = _stripe(app)
    method = await client.v1.payment_methods.create_async({"type": "card", "card": CARD})  # type: ignore[typeddict-item]
    await client.v1.payment_intents.update_async(reference, {"payment_method": method.id})
    await client.v1.payment_intents.confirm_async(reference)


async def _placed(payer: Payer, engine: AsyncEngine) -> tuple[int, str]:
    """A card order of two apples: its id and its PaymentIntent's id."""
    await payer.add("apple", 2)
    placed = await payer.pay("digital_payment", payment_gateway="stripe")
    assert placed.status_code == 200, placed.text
    assert placed.json()["payment_url"].startswith("/payment/stripe/")
    order_id: int = placed.json()["order_id"]
    async with engine.connect() as connection:
        reference = await connection.scalar(
            select(PaymentRow.reference).where(PaymentRow.order_id == order_id)
        )
    assert reference is not None
    assert reference.startswith("pi_")
    return order_id, reference


def _signed(payload: str, secret: str = WEBHOOK_SECRET) -> str:
    """A Stripe-Signature header for `payload`, as Stripe computes it (HMAC-SHA256 of `<t>.<payload>`)."""
    at = int(time.time())
    digest = hmac.new(secret.encode(), f"{at}.{payload}".encode(), hashlib.sha256).hexdigest()
    return f"t={at},v1={digest}"


async def _succeeded_event(app: StripeApp, reference: str) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=app.localstripe.url, auth=(SECRET_KEY, "")) as client:
        events = (await client.get("/v1/events", params={"type": "payment_intent.succeeded"})).json()
    found: dict[str, Any] = next(e for e in events["data"] if e["data"]["object"]["id"] == reference)
    return found


async def _events_applied(engine: AsyncEngine, event_id: str) -> int:
    async with engine.connect() as connection:
        count = select(func.count()).select_from(PaymentEventRow).where(PaymentEventRow.event_id == event_id)
        return int(await connection.scalar(count) or 0)


async def test_stripes_signed_webhook_pays_the_order_once(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    order_id, reference = await _placed(payer, engine)
    await _card_payment(stripe_app, reference)

    async def paid() -> bool:
        return (await payer.order(order_id))["payment_status"] == "paid"

    await until(paid, timeout=30)  # localstripe delivers the webhook a second after the charge
    assert await payer.cart() == []
    event = await _succeeded_event(stripe_app, reference)
    payload = json.dumps(event)
    for _ in range(2):  # Stripe's retry of an event already applied
        replay = await http.post(WEBHOOK, content=payload, headers={"Stripe-Signature": _signed(payload)})
        assert replay.status_code == 200, replay.text
    assert await _events_applied(engine, event["id"]) == 1
    assert (await payer.order(order_id))["payment_status"] == "paid"
    assert await payments_of(engine, order_id) == [("stripe", "succeeded", event["data"]["object"]["amount"])]


async def test_an_unsigned_or_badly_signed_webhook_is_refused(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    order_id, reference = await _placed(payer, engine)
    forged = json.dumps(
        {"id": "evt_forged", "type": "payment_intent.succeeded", "data": {"object": {"id": reference}}}
    )
    for headers in (
        {},
        {"Stripe-Signature": _signed(forged, "whsec_someone_else")},
        {"Stripe-Signature": "t=1,v1=00"},
    ):
        refused = await http.post(WEBHOOK, content=forged, headers=headers)
        assert refused.status_code == 401, refused.text
        assert refused.json()["errors"][0]["code"] == "signature"
    assert (await payer.order(order_id))["payment_status"] == "unpaid"
    assert await _events_applied(engine, "evt_forged") == 0


async def test_the_shoppers_return_never_marks_the_order_paid(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    order_id, reference = await _placed(payer, engine)
    stripe_app.deliver_webhooks(to="http://127.0.0.1:9/nowhere")  # Stripe's word does not arrive
    try:
        await _card_payment(stripe_app, reference)
        intent = await _stripe(stripe_app).v1.payment_intents.retrieve_async(reference)
        assert intent.status == "succeeded"  # charged at Stripe ...
        for path in (f"/my-orders/{order_id}", f"/payment/stripe/{reference}"):  # ... the shopper returns
            await http.get(path)
        assert (await payer.order(order_id))["payment_status"] == "unpaid"  # ... and only the webhook pays
        event = await _succeeded_event(stripe_app, reference)
    finally:
        stripe_app.deliver_webhooks()
    payload = json.dumps(event)
    assert (
        await http.post(WEBHOOK, content=payload, headers={"Stripe-Signature": _signed(payload)})
    ).status_code == 200
    assert (await payer.order(order_id))["payment_status"] == "paid"


async def test_a_canceled_card_order_is_refunded_through_stripe_when_the_wallet_is_off(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    assert payer.customer_id is not None
    order_id, reference = await _placed(payer, engine)
    await _card_payment(stripe_app, reference)

    async def paid() -> bool:
        return (await payer.order(order_id))["payment_status"] == "paid"

    await until(paid, timeout=30)
    await set_setting(engine, "customer_wallet_status", 0)
    try:
        assert (await payer.cancel(order_id)).status_code == 200

        async def refunded() -> bool:
            return [s for _, s, _ in await payments_of(engine, order_id)] == ["refunded"]

        await until(refunded, timeout=30)
    finally:
        await clear_setting(engine, "customer_wallet_status")
    refunds = await _stripe(stripe_app).v1.refunds.list_async({"payment_intent": reference})
    assert [r.amount for r in refunds.data] == [(await payments_of(engine, order_id))[0][2]]
    assert await balance_of(engine, payer.customer_id) == 0  # nothing went to the wallet
    assert (await payer.order(order_id))["payment_status"] == "refunded"
