"""The devices a customer is signed in on: a session unused for SESSION_IDLE_DAYS ends before its token
expires and each use keeps it open; the customer lists their sessions and signs out of one or all."""

from __future__ import annotations

import time

import jwt
from dishka import AsyncContainer
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.changes import Changes
from adapters.settings import Settings
from tests.api.account_holder import AUTH, CUSTOMER, PASSWORD, REJECTED, AccountHolder, error
from tests.api.conftest import ACCOUNTS_SECRET

SESSIONS = f"{CUSTOMER}/sessions"
PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
LAPTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:133.0) Gecko/20100101 Firefox/133.0"
DAY = 86_400


async def execute(settings: Settings, statement: str, **values: object) -> list[tuple[object, ...]]:
    """Run one statement straight on the database (to age a session as days of disuse would)."""
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.begin() as connection:
            result = await connection.execute(text(statement), values)
            return [tuple(row) for row in result] if result.returns_rows else []
    finally:
        await engine.dispose()


async def age(container: AsyncContainer, settings: Settings, session: str, unused_since: int) -> None:
    """Make `session` look unused since `unused_since`, as days of disuse would; the server then forgets
    what it remembers of open sessions, as it does when its remembering time has passed."""
    update = "UPDATE customer_sessions SET last_used_at = :t WHERE id = :id"
    await execute(settings, update, t=unused_since, id=session)
    await (await container.get(Changes)).announce()


def session_of(holder: AccountHolder) -> str:
    return str(jwt.decode(holder.token or "", ACCOUNTS_SECRET, algorithms=["HS256"])["jti"])


async def signed_in_on(holder: AccountHolder, agent: str) -> AccountHolder:
    """The same customer signed in once more, from a browser that says `agent`."""
    body = {"email_or_phone": holder.email, "password": PASSWORD, "login_type": "manual"}
    answer = await holder.client.post(f"{AUTH}/login", json=body, headers={"User-Agent": agent})
    assert answer.status_code == 200, answer.text
    return AccountHolder(holder.client, holder.email, holder.phone, answer.json()["token"])


async def test_a_session_unused_for_the_idle_days_ends(
    accounts_client, accounts_settings, accounts_container
) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.info()).status_code == 200
    unused_since = int(time.time()) - 7 * DAY - 60  # SESSION_IDLE_DAYS is 7 by default
    await age(accounts_container, accounts_settings, session_of(ada), unused_since)
    assert error(await ada.info()) == (401, "unauthorized", REJECTED)


async def test_using_a_session_keeps_it_open(accounts_client, accounts_settings, accounts_container) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    six_days_ago = int(time.time()) - 6 * DAY
    session = session_of(ada)
    await age(accounts_container, accounts_settings, session, six_days_ago)
    assert (await ada.info()).status_code == 200  # six days idle: still open, and this use is written back
    [(used,)] = await execute(
        accounts_settings, "SELECT last_used_at FROM customer_sessions WHERE id = :id", id=session
    )
    assert int(str(used)) >= int(time.time()) - 60


async def test_the_customer_lists_the_devices_they_are_signed_in_on(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    phone = await signed_in_on(ada, PHONE)
    laptop = await signed_in_on(ada, LAPTOP)
    bob = await AccountHolder.sign_up(accounts_client)
    answer = await accounts_client.get(SESSIONS, headers=laptop.headers())
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "no-store"
    listed = answer.json()
    assert len(listed) == 3  # the sign-up's session and two sign-ins; none of Bob's
    devices = {row["device"] for row in listed}
    assert {"Chrome on Android", "Firefox on macOS"} <= devices
    [current] = [row for row in listed if row["current"]]
    assert current["device"] == "Firefox on macOS"
    assert all(
        session_of(holder) not in answer.text for holder in (ada, phone, laptop)
    )  # handles, not secrets
    assert all(row["created_at"] <= row["last_used_at"] + 5 for row in listed)
    assert len((await accounts_client.get(SESSIONS, headers=bob.headers())).json()) == 1
    in_french = (await accounts_client.get(SESSIONS, headers=ada.headers("fr"))).json()
    # The sign-up's session came from the test client, which names no browser.
    assert {row["device"] for row in in_french} == {
        "Appareil inconnu",
        "Chrome sur Android",
        "Firefox sur macOS",
    }


async def test_signing_out_one_device_leaves_the_others(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    phone = await signed_in_on(ada, PHONE)
    listed = (await accounts_client.get(SESSIONS, headers=ada.headers())).json()
    [on_phone] = [row["id"] for row in listed if row["device"] == "Chrome on Android"]
    answer = await accounts_client.delete(f"{SESSIONS}/{on_phone}", headers=ada.headers())
    assert answer.status_code == 200
    assert answer.json()["message"] == "Signed out on that device."
    assert error(await phone.info()) == (401, "unauthorized", REJECTED)
    assert (await ada.info()).status_code == 200
    again = await accounts_client.delete(f"{SESSIONS}/{on_phone}", headers=ada.headers())
    assert error(again)[:2] == (404, "session")
    bob = await AccountHolder.sign_up(accounts_client)
    [bobs] = [row["id"] for row in (await accounts_client.get(SESSIONS, headers=bob.headers())).json()]
    assert error(await accounts_client.delete(f"{SESSIONS}/{bobs}", headers=ada.headers()))[:2] == (
        404,
        "session",
    )
    assert (await bob.info()).status_code == 200


async def test_signing_out_everywhere_ends_every_session_of_the_customer(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    phone = await signed_in_on(ada, PHONE)
    bob = await AccountHolder.sign_up(accounts_client)
    answer = await accounts_client.post(f"{SESSIONS}/sign-out-everywhere", headers=phone.headers("fr"))
    assert answer.status_code == 200
    assert answer.json()["message"] == "Déconnecté partout."
    for holder in (ada, phone):
        assert error(await holder.info()) == (401, "unauthorized", REJECTED)
    assert (await bob.info()).status_code == 200
    assert (await accounts_client.post(f"{SESSIONS}/sign-out-everywhere")).status_code == 401
    assert (await ada.login()).status_code == 200  # the password still signs in
