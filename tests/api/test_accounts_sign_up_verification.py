"""Sign-up with email verification on (centralize_login.email_verification_status 1): the answer says the
email waits for its code, the code goes through the sender, and verifying it marks the email verified.
With the switch off the answer asks for nothing."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.api import test_accounts_senders as senders
from tests.api.account_holder import AUTH, PASSWORD, AccountHolder, new_identity
from tests.conftest import make_settings

# The local SMTP server and the application mailing through it (test_accounts_senders.py).
smtp_server = senders.smtp_server
smtp_client = senders.smtp_client

DEMO = "123456"


async def test_a_sign_up_is_asked_to_verify_its_email_and_the_code_is_mailed(
    smtp_client, smtp_server
) -> None:
    mailbox, _ = smtp_server
    identity = new_identity()
    answer = await smtp_client.post(
        f"{AUTH}/sign-up", json={"name": "Ada Lovelace", "password": PASSWORD, **identity}
    )
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert (body["verification_on"], body["is_email_verified"]) == ("email", 0)
    ada = AccountHolder(smtp_client, identity["email"], identity["phone"], body["token"])
    assert (await ada.send_otp("email")).status_code == 200
    [mail] = mailbox.messages
    assert mail["to"] == [ada.email]
    assert f"Your verification code is {DEMO}." in mail["text"]
    verified = await ada.verify("email", DEMO)
    assert verified.json()["is_email_verified"] == 1
    assert (await ada.info()).json()["is_email_verified"] == 1


async def test_without_email_verification_a_sign_up_is_asked_nothing(empty_database: str, tmp_path) -> None:
    from adapters.http.app import create_app
    from tests.api.conftest import store_config

    await store_config(empty_database, {"centralize_login": {"email_verification_status": 0}})
    settings = make_settings(empty_database, tmp_path, secret_key="s" * 32)
    async with AsyncTestClient(app=create_app(settings)) as client:
        body = {"name": "Ada Lovelace", "password": PASSWORD, **new_identity()}
        answer = await client.post(f"{AUTH}/sign-up", json=body)
        assert answer.status_code == 200, answer.text
        assert set(answer.json()) == {"token", "is_phone_verified", "is_email_verified"}
