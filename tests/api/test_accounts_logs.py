"""Nothing secret reaches the server's logs: a real server process at DEBUG level runs a whole account flow,
and its output holds no password, code, token or guest id."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx

from tests.api.conftest import store_config
from tests.bench.servers import NO_SHEDDING_ENV, granian

PASSWORD = "a secret password 1"
NEW_PASSWORD = "another secret password 2"


def test_an_account_flow_leaves_no_secret_in_the_logs(empty_database: str, tmp_path: Path) -> None:
    asyncio.run(store_config(empty_database, {"demo": True}))  # the code is then 123456
    env = {
        "DATABASE_URL": empty_database,
        "MEDIA_DIR": str(tmp_path / "media"),
        "LOG_LEVEL": "DEBUG",
        "STOREFRONT_SECRET_KEY": "logs-test-secret-of-at-least-thirty-two-bytes",
        **NO_SHEDDING_ENV,
    }
    log = tmp_path / "server.log"
    secrets: list[str] = [PASSWORD, NEW_PASSWORD, "123456", "654321"]
    with (
        granian("adapters.asgi:app", env, 1, "/api/v1/config", log) as (_, port),
        httpx.Client(base_url=f"http://127.0.0.1:{port}", headers={"Host": "127.0.0.1"}) as client,
    ):
        guest_id = client.post("/api/v1/auth/guest/request").json()["guest_id"]
        identity = {"email": "logs@example.com", "phone": "+33600000042"}
        signed_up = client.post(
            "/api/v1/auth/sign-up",
            json={"name": "Log Reader", "password": PASSWORD, "guest_id": guest_id, **identity},
        ).json()
        client.get("/api/v1/customer/cart/list", params={"guest_id": guest_id}, headers={"moduleId": "1"})
        login = client.post(
            "/api/v1/auth/login",
            json={"email_or_phone": identity["email"], "password": PASSWORD, "login_type": "manual"},
        ).json()
        client.post(
            "/api/v1/auth/login", json={"email_or_phone": identity["phone"], "password": "wrong one!"}
        )
        bearer = {"Authorization": f"Bearer {login['token']}"}
        assert client.post(
            "/api/v1/auth/send-otp", json={"verification_on": "phone"}, headers=bearer
        ).is_success
        client.post(
            "/api/v1/auth/verify-phone",
            json={"phone": identity["phone"], "otp": "654321"},
            headers=bearer,
        )
        verified = client.post(
            "/api/v1/auth/verify-phone",
            json={"phone": identity["phone"], "otp": "123456"},
            headers=bearer,
        )
        assert verified.is_success, verified.text
        form = {
            "name": "Log Reader",
            **identity,
            "password": NEW_PASSWORD,
            "confirm_password": NEW_PASSWORD,
        }
        no_photo = {"image": ("", b"", "application/octet-stream")}  # as a browser sends a form
        updated = client.post("/api/v1/customer/update-profile", data=form, files=no_photo, headers=bearer)
        assert updated.is_success, updated.text
        assert client.post("/api/v1/auth/logout", headers=bearer).is_success
        client.get("/api/v1/customer/info", headers={"Authorization": f"Bearer {signed_up['token']}"})
        secrets += [guest_id, signed_up["token"], login["token"], *login["token"].split(".")]
    written = log.read_text()
    assert written.count("request") >= 10  # the access log did record the flow
    assert "one-time code sent" in written
    leaked = [secret for secret in secrets if secret in written]
    assert leaked == []
