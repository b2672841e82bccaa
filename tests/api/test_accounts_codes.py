"""One-time codes: sent, stored hashed, checked five times at most even in parallel, ending, resent after the
wait; verifying a pending profile change applies it. The accounts database runs in demo mode (code 123456)."""

from __future__ import annotations

import asyncio
from collections import Counter

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import CustomerOtp
from adapters.settings import Settings
from tests.api.account_holder import AccountHolder, error, new_identity

DEMO = "123456"
TOO_MANY = "Too many attempts. Please request a new OTP."
EXPIRY, RESEND = 600, 60  # seconds: OTP_EXPIRY_SECONDS and OTP_RESEND_SECONDS by default


async def stored_codes(settings: Settings, customer_id: int) -> list[CustomerOtp]:
    """The customer_otps rows of a customer."""
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(select(CustomerOtp).where(CustomerOtp.customer_id == customer_id))
            return list(rows.all())  # type: ignore[arg-type]
    finally:
        await engine.dispose()


async def age_codes(settings: Settings, customer_id: int, seconds: int) -> None:
    """Make the customer's codes look sent `seconds` earlier, as that much waiting would."""
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(
                update(CustomerOtp)
                .where(CustomerOtp.customer_id == customer_id)
                .values(sent_at=CustomerOtp.sent_at - seconds, expires_at=CustomerOtp.expires_at - seconds)
            )
    finally:
        await engine.dispose()


async def test_a_code_verifies_the_email_then_the_phone(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    sent = await ada.send_otp("email")
    assert (sent.status_code, sent.json()) == (200, {"message": "OTP sent successfully.", "resend_after": 60})
    answer = await ada.verify("email", DEMO)
    assert answer.json() == {
        "message": "Email verified successfully.", "is_phone_verified": 0, "is_email_verified": 1,
    }  # fmt: skip
    await ada.send_otp("phone")
    answer = await ada.verify("phone", DEMO)
    assert answer.json() == {
        "message": "Phone number verified successfully.", "is_phone_verified": 1, "is_email_verified": 1,
    }  # fmt: skip
    info = (await ada.info()).json()
    assert (info["is_phone_verified"], info["is_email_verified"]) == (1, 1)
    login = (await ada.login()).json()
    assert (login["is_phone_verified"], login["is_email_verified"]) == (1, 1)


async def test_codes_are_stored_as_hashes_only(accounts_client, accounts_settings) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.send_otp("phone")
    customer_id = (await ada.info()).json()["id"]
    [row] = await stored_codes(accounts_settings, customer_id)
    assert DEMO not in row.code_hash
    assert len(row.code_hash) == 64
    assert row.target == ada.phone
    assert row.tries == 0


async def test_a_wrong_code_a_malformed_code_or_another_address_do_not_match(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.send_otp("phone")
    assert error(await ada.verify("phone", "654321")) == (422, "otp", "OTP does not match.")
    assert error(await ada.verify("phone", "12345a")) == (422, "otp", "OTP does not match.")
    assert error(await ada.verify("phone", DEMO, value=new_identity()["phone"]))[:2] == (422, "otp")
    assert error(await ada.verify("email", DEMO))[:2] == (422, "otp")  # no code was sent by email
    assert (await ada.verify("phone", DEMO)).status_code == 200
    assert error(await ada.verify("phone", DEMO))[:2] == (422, "otp")  # a code verifies once


async def test_five_tries_then_even_the_right_code_is_refused(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.send_otp("email")
    for _ in range(5):
        assert (await ada.verify("email", "000000")).status_code == 422
    refused = await ada.verify("email", DEMO)
    assert error(refused) == (429, "otp", TOO_MANY)
    assert int(refused.headers["retry-after"]) >= 1


async def test_fifty_parallel_wrong_codes_evaluate_at_most_five(accounts_client, accounts_settings) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.send_otp("email")
    answers = await asyncio.gather(*(ada.verify("email", f"{n:06d}") for n in range(50)))
    assert Counter(a.status_code for a in answers) == {422: 5, 429: 45}
    [row] = await stored_codes(accounts_settings, (await ada.info()).json()["id"])
    assert row.tries == 5


async def test_a_second_send_within_the_wait_is_429_with_retry_after(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.send_otp("email")).status_code == 200
    again = await ada.send_otp("email")
    assert again.status_code == 429
    assert 1 <= int(again.headers["retry-after"]) <= 60
    assert again.json()["errors"][0]["code"] == "too_many_requests"
    assert (await ada.send_otp("phone")).status_code == 200  # each channel has its own wait


async def test_twenty_parallel_sends_store_one_code(accounts_client, accounts_settings) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    answers = await asyncio.gather(*(ada.send_otp("phone") for _ in range(20)))
    assert Counter(a.status_code for a in answers) == {200: 1, 429: 19}
    assert len(await stored_codes(accounts_settings, (await ada.info()).json()["id"])) == 1


async def test_a_code_ends_and_another_can_be_sent_after_the_wait(accounts_client, accounts_settings) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.send_otp("email")
    await age_codes(accounts_settings, (await ada.info()).json()["id"], EXPIRY + 1)
    assert error(await ada.verify("email", DEMO)) == (422, "otp", "OTP has expired.")
    assert (await ada.send_otp("email")).status_code == 200
    assert (await ada.verify("email", DEMO)).status_code == 200


async def test_a_new_phone_waits_for_its_code_then_replaces_the_old(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    old_phone, new_phone = ada.phone, new_identity()["phone"]
    answer = await ada.update_profile(phone=new_phone)
    assert answer.json() == {
        "otp_send": True,
        "verification_on": "phone",
        "message": "OTP sent successfully.",
    }
    assert (await ada.info()).json()["phone"] == old_phone  # pending until verified
    assert error(await ada.verify("phone", DEMO, value=old_phone))[:2] == (422, "otp")
    verified = await ada.verify("phone", DEMO, value=new_phone)
    assert verified.json()["is_phone_verified"] == 1
    info = (await ada.info()).json()
    assert (info["phone"], info["is_phone_verified"]) == (new_phone, 1)
    ada.phone = new_phone
    assert error(await ada.update_profile(phone=new_identity()["phone"])) == (422, "phone", "Not Changeable")
    assert (await ada.login(identifier=new_phone)).status_code == 200


async def test_a_new_email_waits_for_its_code_and_send_otp_goes_to_it(
    accounts_client, accounts_settings
) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    new_email = new_identity()["email"]
    answer = await ada.update_profile(email=new_email)
    assert (answer.json()["otp_send"], answer.json()["verification_on"]) == (True, "email")
    assert (await ada.send_otp("email")).status_code == 429  # the wait is not over
    await age_codes(accounts_settings, (await ada.info()).json()["id"], RESEND + 1)
    assert (await ada.send_otp("email")).status_code == 200  # to the pending address
    assert error(await ada.verify("email", DEMO))[:2] == (422, "otp")  # the old address
    assert (await ada.verify("email", DEMO, value=new_email)).json()["is_email_verified"] == 1
    assert (await ada.info()).json()["email"] == new_email


async def test_an_address_another_account_uses_or_waits_for_is_taken(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    bob = await AccountHolder.sign_up(accounts_client)
    assert error(await bob.update_profile(email=ada.email)) == (
        422,
        "email",
        "The email has already been taken.",
    )
    wanted = new_identity()["email"]
    await ada.update_profile(email=wanted)
    assert error(await bob.update_profile(email=wanted))[:2] == (422, "email")
    answer = await accounts_client.post(
        "/api/v1/auth/sign-up",
        json={"name": "C", "password": "long enough", "email": bob.email, "phone": ada.phone},
    )
    assert [e["code"] for e in answer.json()["errors"]] == ["email", "phone"]
    answer = await accounts_client.post(
        "/api/v1/auth/sign-up",
        json={"name": "C", "password": "long enough", "email": wanted, "phone": new_identity()["phone"]},
    )
    assert error(answer) == (422, "email", "The email has already been taken.")  # waited for by ada
