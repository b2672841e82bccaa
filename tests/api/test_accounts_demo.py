"""The demo marketplace has a customer a newcomer signs in with (README's login), verified, in demo mode."""

from __future__ import annotations

from adapters.demo.customer import DEMO_EMAIL, DEMO_PASSWORD, DEMO_PHONE


async def test_the_demo_customer_signs_in_with_the_published_login(client) -> None:
    body = {"email_or_phone": DEMO_EMAIL, "password": DEMO_PASSWORD, "login_type": "manual"}
    answer = await client.post("/api/v1/auth/login", json=body)
    assert answer.status_code == 200
    assert (answer.json()["is_phone_verified"], answer.json()["is_email_verified"]) == (1, 1)
    bearer = {"Authorization": f"Bearer {answer.json()['token']}"}
    info = (await client.get("/api/v1/customer/info", headers=bearer)).json()
    assert (info["f_name"], info["email"], info["phone"]) == ("Camille", DEMO_EMAIL, DEMO_PHONE)
    config = (await client.get("/api/v1/config")).json()
    assert config["demo"] is True  # every code is 123456 there
    assert (await client.post("/api/v1/auth/logout", headers=bearer)).status_code == 200
