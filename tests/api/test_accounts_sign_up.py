"""Sign-up and login: answers, the rules' messages per field, taken addresses, and what a body cannot set."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.tables import Customer
from adapters.settings import Settings
from tests.api.account_holder import AUTH, PASSWORD, AccountHolder, error, new_identity


async def stored_customer(settings: Settings, email: str) -> Customer:
    """The customers row of `email`, read straight from the database."""
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            row = (await connection.execute(select(Customer).where(Customer.email == email))).one()
    finally:
        await engine.dispose()
    return row  # type: ignore[return-value]


async def test_sign_up_answers_a_token_and_the_flags_and_splits_the_name(accounts_client) -> None:
    identity = new_identity()
    answer = await accounts_client.post(
        f"{AUTH}/sign-up", json={"name": "Grace Brewster Hopper", "password": PASSWORD, **identity}
    )
    assert answer.status_code == 200
    body = answer.json()
    # The account tests' operator asks new accounts to verify their email (tests/api/conftest.py).
    assert set(body) == {"token", "is_phone_verified", "is_email_verified", "verification_on"}
    assert (body["is_phone_verified"], body["is_email_verified"], body["verification_on"]) == (0, 0, "email")
    assert answer.headers["cache-control"] == "no-store"
    grace = AccountHolder(accounts_client, identity["email"], identity["phone"], body["token"])
    info = (await grace.info()).json()
    assert (info["f_name"], info["l_name"]) == ("Grace", "Brewster Hopper")
    assert info["email"] == identity["email"]
    assert set(info) == {
        "id", "f_name", "l_name", "email", "phone", "image_full_url", "is_phone_verified",
        "is_email_verified", "ref_code", "ref_by", "wallet_balance", "loyalty_point", "created_at",
    }  # fmt: skip
    assert info["image_full_url"] is None
    assert info["created_at"].endswith(("Z", "+00:00"))


async def test_f_name_and_l_name_are_taken_as_sent(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client, name=None, f_name="Ada", l_name="King")
    info = (await ada.info()).json()
    assert (info["f_name"], info["l_name"]) == ("Ada", "King")


async def test_every_broken_field_has_its_own_entry_with_spec_wording(accounts_client) -> None:
    answer = await accounts_client.post(f"{AUTH}/sign-up", json={"password": "short"})
    assert answer.status_code == 422
    assert answer.json()["errors"] == [
        {"code": "name", "message": "name is required"},
        {"code": "email", "message": "Email is required"},
        {"code": "phone", "message": "phone number required"},
        {"code": "password", "message": "The password must be at least 8 characters."},
    ]
    bad = {"name": "Ada", "email": "not-an-email", "phone": "12ab", "password": PASSWORD}
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=bad)
    assert [(e["code"], e["message"]) for e in answer.json()["errors"]] == [
        ("email", "Must be a valid email"),
        ("phone", "Enter a valid phone number."),
    ]
    long_email = {**bad, "email": "a" * 250 + "@example.com", "phone": new_identity()["phone"]}
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=long_email)
    assert error(answer) == (422, "email", "The email may not be greater than 255 characters.")


async def test_messages_are_translated(accounts_client) -> None:
    answer = await accounts_client.post(f"{AUTH}/sign-up", json={}, headers={"X-localization": "fr"})
    assert answer.json()["errors"][0] == {"code": "name", "message": "Le nom est requis"}


async def test_a_taken_email_or_phone_is_refused_whatever_its_case_or_spacing(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    again = {
        "name": "Other",
        "password": PASSWORD,
        "email": ada.email.upper(),
        "phone": new_identity()["phone"],
    }
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=again)
    assert error(answer) == (422, "email", "The email has already been taken.")
    spaced = f"{ada.phone[:3]} {ada.phone[3:6]} {ada.phone[6:]}"
    again = {**again, "email": new_identity()["email"], "phone": spaced}
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=again)
    assert error(answer) == (422, "phone", "The phone has already been taken.")


async def test_two_sign_ups_racing_for_one_email_make_one_account(accounts_client) -> None:
    identity = new_identity()
    bodies = [
        {"name": "Racer", "password": PASSWORD, "email": identity["email"], "phone": new_identity()["phone"]}
        for _ in range(4)
    ]
    answers = await asyncio.gather(*(accounts_client.post(f"{AUTH}/sign-up", json=b) for b in bodies))
    assert sorted(a.status_code for a in answers) == [200, 422, 422, 422]


async def test_a_body_cannot_set_ids_flags_balances_or_referrers(accounts_client, accounts_settings) -> None:
    referrer = await AccountHolder.sign_up(accounts_client)
    referrer_id = (await referrer.info()).json()["id"]
    identity = new_identity()
    body = {
        "name": "Mallory", "password": PASSWORD, **identity, "id": 1, "is_phone_verified": 1,
        "is_email_verified": 1, "wallet_balance": 1_000_000, "loyalty_point": 99, "ref_by": referrer_id,
        "ref_code_owner": referrer_id, "image": "../../etc/passwd", "password_hash": "x", "status": 0,
    }  # fmt: skip
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=body)
    assert answer.status_code == 200
    assert (answer.json()["is_phone_verified"], answer.json()["is_email_verified"]) == (0, 0)
    mallory = AccountHolder(accounts_client, identity["email"], identity["phone"], answer.json()["token"])
    info = (await mallory.info()).json()
    assert info["id"] != 1 or referrer_id != 0
    assert (info["is_phone_verified"], info["is_email_verified"], info["image_full_url"]) == (0, 0, None)
    row = await stored_customer(accounts_settings, identity["email"])
    assert row.ref_by is None
    assert row.image is None
    assert row.password_hash.startswith("$argon2id$")
    assert (await mallory.login()).status_code == 200


async def test_a_referral_code_names_the_referrer(accounts_client, accounts_settings) -> None:
    referrer = await AccountHolder.sign_up(accounts_client)
    info = (await referrer.info()).json()
    friend = await AccountHolder.sign_up(accounts_client, ref_code=info["ref_code"].lower())
    assert (await stored_customer(accounts_settings, friend.email)).ref_by == info["id"]
    body = {"name": "X", "password": PASSWORD, **new_identity(), "ref_code": "NOSUCHCODE"}
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=body)
    assert error(answer) == (422, "ref_code", "Invalid referral code.")


async def test_login_by_email_or_phone_classified_by_the_server(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.login(identifier=ada.email.upper(), field_type="phone")).status_code == 200
    spaced = f"{ada.phone[:3]} {ada.phone[3:6]}-{ada.phone[6:]}"
    answer = await ada.login(identifier=spaced, field_type="phone")
    assert answer.status_code == 200
    assert set(answer.json()) == {"token", "is_phone_verified", "is_email_verified"}
    assert (await ada.info()).status_code == 200


@pytest.mark.parametrize("identifier", ["", "ada", "ada@", "12", "+33 6 12 ab"])
async def test_an_identifier_neither_email_nor_phone_is_422(accounts_client, identifier: str) -> None:
    body = {"email_or_phone": identifier, "password": PASSWORD, "login_type": "manual"}
    answer = await accounts_client.post(f"{AUTH}/login", json=body)
    assert error(answer) == (422, "email_or_phone", "Enter a valid email or phone number.")


async def test_unknown_account_and_wrong_password_answer_exactly_alike(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    wrong = await ada.login(password="not the password")
    unknown = await ada.login(identifier=new_identity()["email"])
    unknown_phone = await ada.login(identifier=new_identity()["phone"])
    assert wrong.status_code == unknown.status_code == unknown_phone.status_code == 401
    assert wrong.content == unknown.content == unknown_phone.content
    assert wrong.json() == {"errors": [{"code": "auth-001", "message": "Invalid email/phone or password."}]}


async def test_only_manual_login_is_open(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    answer = await ada.login(login_type="social")
    assert error(answer)[:2] == (422, "login_type")


async def test_a_malformed_guest_id_is_refused_before_any_account_is_made(accounts_client) -> None:
    body = {"name": "Ada", "password": PASSWORD, **new_identity(), "guest_id": "not-one"}
    answer = await accounts_client.post(f"{AUTH}/sign-up", json=body)
    assert error(answer) == (422, "guest_id", "guest_id is not a valid guest id.")
    body["guest_id"] = None
    assert (await accounts_client.post(f"{AUTH}/sign-up", json=body)).status_code == 200
