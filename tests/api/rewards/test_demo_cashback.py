"""The demo marketplace runs its two cashback offers (adapters/demo/cashback.py), and the demo customer's
referral code has the contract's form."""

from __future__ import annotations

import re

from litestar.testing import AsyncTestClient

from adapters.demo.cashback import CASHBACK_OFFERS
from adapters.demo.customer import DEMO_EMAIL, DEMO_PASSWORD


async def test_the_demo_runs_its_cashback_offers(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    answer = await client.get("/api/v1/cashback/list")
    assert answer.status_code == 200, answer.text
    assert [(o["title"], o["cashback_type"]) for o in answer.json()] == [
        (title, kind) for title, kind, *_ in CASHBACK_OFFERS
    ]
    best = (await client.get("/api/v1/cashback/getCashback", params={"amount": 50})).json()
    assert (best["title"], best["calculated_cashback"]) == ("5% back on every order", 2.5)


async def test_the_demo_customer_has_a_referral_code_of_the_contracts_form(client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    body = {"email_or_phone": DEMO_EMAIL, "password": DEMO_PASSWORD, "login_type": "manual"}
    token = (await client.post("/api/v1/auth/login", json=body)).json()["token"]
    info = (await client.get("/api/v1/customer/info", headers={"Authorization": f"Bearer {token}"})).json()
    assert re.fullmatch(r"[A-Z0-9]{10}", info["ref_code"])
