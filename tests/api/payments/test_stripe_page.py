"""Stripe's card page (`GET /api/v1/payments/stripe/{token}`) over real HTTP against localstripe, on SQLite
and PostgreSQL: its owner reads what Stripe.js needs (the publishable key, the PaymentIntent's own client
secret, where Stripe.js is served), nobody else reads anything, and a paid payment hands out no secret.
Stripe is offered only with its three keys (the publishable key included)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import stripe
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import PaymentRow
from tests.api.payments.conftest import SECRET
from tests.api.payments.payer import PAYMENTS, Payer
from tests.api.payments.stripe_server import StripeApp
from tests.conftest import app_client, make_settings
from tests.localstripe_process import PUBLISHABLE_KEY, SECRET_KEY
from tests.waiting import until

CARD = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2040, "cvc": "123"}
NOT_FOUND = (404, "token", "Payment not found.")


@pytest.fixture
async def http(stripe_app: StripeApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=stripe_app.url, timeout=30) as client:
        yield client


def _stripe(app: StripeApp) -> stripe.StripeClient:
    return stripe.StripeClient(SECRET_KEY, base_addresses={"api": app.localstripe.url})


async def _card_order(payer: Payer, gateway: str = "stripe") -> tuple[int, str]:
    """A card order of two apples: its id and its payment's token (from the page it is paid on)."""
    await payer.add("apple", 2)
    placed = await payer.pay("digital_payment", payment_gateway=gateway)
    assert placed.status_code == 200, placed.text
    return placed.json()["order_id"], placed.json()["payment_url"].rsplit("/", 1)[1]


async def _page(payer: Payer, token: str, **params: str) -> httpx.Response:
    """The card page's call, as the storefront makes it for this shopper (a guest names its guest id)."""
    query = {"guest_id": payer.guest_id, **params} if payer.guest_id else params
    return await payer.client.get(f"{PAYMENTS}/stripe/{token}", params=query, headers=payer.headers())


def _refusal(answer: httpx.Response) -> tuple[int, str, str]:
    found = answer.json()["errors"][0]
    return answer.status_code, found["code"], found["message"]


async def _reference(engine: AsyncEngine, order_id: int) -> str:
    async with engine.connect() as connection:
        found = await connection.scalar(select(PaymentRow.reference).where(PaymentRow.order_id == order_id))
    assert found is not None
    return str(found)


async def test_the_owner_reads_what_stripe_js_needs_to_take_the_card(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    order_id, token = await _card_order(payer)
    answer = await _page(payer, token)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    intent = await _stripe(stripe_app).v1.payment_intents.retrieve_async(await _reference(engine, order_id))
    order = await payer.order(order_id)
    assert answer.json() == {
        "amount": order["order_amount"],
        "currency_code": "EUR",
        "purpose": "order",
        "order_id": order_id,
        "status": "pending",
        "return_url": f"/my-orders/{order_id}",
        "client_secret": intent.client_secret,
        "publishable_key": PUBLISHABLE_KEY,
        "stripe_js_url": f"{stripe_app.localstripe.url}/js.stripe.com/v3/",
    }
    assert intent.amount == round(order["order_amount"] * 100)
    script = await http.get(answer.json()["stripe_js_url"])  # localstripe's fake Stripe.js is served there
    assert script.status_code == 200
    assert "confirmCardPayment" in script.text
    assert (await payer.order(order_id))["payment_status"] == "unpaid"  # reading the page pays nothing


async def test_a_guest_reads_its_own_card_page_with_its_guest_id(
    http: httpx.AsyncClient, ids: dict[str, int]
) -> None:
    guest = Payer(http, ids, guest_id=(await Payer.guest(http, ids)).guest_id)
    order_id, token = await _card_order(guest)
    answer = await _page(guest, token)
    assert answer.status_code == 200, answer.text
    assert answer.json()["return_url"] == f"/track-order?order_id={order_id}"
    assert answer.json()["client_secret"].startswith("pi_")


async def test_nobody_but_the_owner_reads_a_card_page(
    http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    _, token = await _card_order(payer)
    stranger = await Payer.signed_in(http, engine, SECRET, ids)
    assert _refusal(await _page(stranger, token)) == NOT_FOUND  # as if there were no such payment
    other_guest = Payer(http, ids, guest_id=(await Payer.guest(http, ids)).guest_id)
    assert _refusal(await _page(other_guest, token)) == NOT_FOUND
    nobody = await http.get(f"{PAYMENTS}/stripe/{token}")
    assert nobody.status_code == 401
    assert nobody.json()["errors"][0]["code"] == "guest_id"  # neither a customer nor a guest
    guest = Payer(http, ids, guest_id=(await Payer.guest(http, ids)).guest_id)
    _, guests_token = await _card_order(guest)
    signed_in = await _page(payer, guests_token, guest_id=guest.guest_id or "")  # a customer is not a guest
    assert _refusal(signed_in) == NOT_FOUND


async def test_a_token_that_is_no_stripe_payment_is_not_found(
    http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    assert _refusal(await _page(payer, "x" * 32)) == NOT_FOUND
    _, demo_token = await _card_order(payer, gateway="demo")
    assert _refusal(await _page(payer, demo_token)) == NOT_FOUND  # the demo gateway's: its own page
    assert (await _page(payer, "short")).status_code == 422  # not a token's shape at all


async def test_a_paid_payment_hands_out_no_client_secret(
    stripe_app: StripeApp, http: httpx.AsyncClient, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    payer = await Payer.signed_in(http, engine, SECRET, ids)
    order_id, token = await _card_order(payer)
    client = _stripe(stripe_app)
    method = await client.v1.payment_methods.create_async({"type": "card", "card": CARD})  # type: ignore[typeddict-item]
    reference = await _reference(engine, order_id)
    await client.v1.payment_intents.update_async(reference, {"payment_method": method.id})
    await client.v1.payment_intents.confirm_async(reference)

    async def paid() -> bool:
        return (await payer.order(order_id))["payment_status"] == "paid"

    await until(paid, timeout=30)  # Stripe's signed webhook, delivered by localstripe
    page = (await _page(payer, token)).json()
    assert (page["status"], page["client_secret"]) == ("succeeded", None)
    assert page["publishable_key"] == PUBLISHABLE_KEY


def _gateways_listed(config: dict[str, Any]) -> list[str]:
    return [g["gateway"] for g in config["active_payment_method_list"]]


@pytest.mark.parametrize(
    ("keys", "listed"),
    [
        ({"stripe_secret_key": SECRET_KEY, "stripe_webhook_secret": "whsec_x"}, ["demo"]),
        ({"stripe_secret_key": SECRET_KEY, "stripe_publishable_key": PUBLISHABLE_KEY}, ["demo"]),
        ({"stripe_webhook_secret": "whsec_x", "stripe_publishable_key": PUBLISHABLE_KEY}, ["demo"]),
        (
            {
                "stripe_secret_key": SECRET_KEY,
                "stripe_webhook_secret": "whsec_x",
                "stripe_publishable_key": PUBLISHABLE_KEY,
            },
            ["demo", "stripe"],
        ),
    ],
)
async def test_stripe_is_offered_only_with_its_three_keys(
    pay_database: tuple[str, dict[str, Any]], tmp_path: Path, keys: dict[str, str], listed: list[str]
) -> None:
    settings = make_settings(pay_database[0], tmp_path, secret_key=SECRET, **keys)
    async with app_client(settings) as client:
        config = (await client.get("/api/v1/config")).json()
    assert _gateways_listed(config) == listed
