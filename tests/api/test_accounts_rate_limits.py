"""Sign-in and codes are limited per client (before the route) and per account (in the use cases): 429 with
Retry-After in the errors shape."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.identity.throttle import CounterThrottle
from adapters.limits import Limit, RedisCounters
from adapters.settings import Settings
from tests.api.account_holder import AUTH, PASSWORD, AccountHolder, new_identity
from tests.api.visitor import client_at, served
from tests.conftest import make_settings

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")


@asynccontextmanager
async def limited_client(settings: Settings, **limits: Any) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """The accounts application with the given limits (every other one unlimited)."""
    limited = make_settings(
        settings.database_url, settings.media_dir, secret_key=settings.secret_key, **limits
    )
    async with AsyncTestClient(app=create_app(limited)) as client:
        yield client


def assert_too_many(answer: Any, window: int) -> str:
    assert answer.status_code == 429, answer.text
    assert 1 <= int(answer.headers["retry-after"]) <= window
    assert answer.headers["cache-control"] == "no-store"
    [entry] = answer.json()["errors"]
    assert entry["code"] == "too_many_requests"
    return str(entry["message"])


async def test_logins_per_client(accounts_settings) -> None:
    async with limited_client(accounts_settings, rate_limit_login="3/60") as client:
        ada = await AccountHolder.sign_up(client)
        answers = [await ada.login(password="wrong password") for _ in range(4)]
        assert [a.status_code for a in answers[:3]] == [401, 401, 401]
        assert "try again in" in assert_too_many(answers[3], 60)
        assert (await ada.info()).status_code == 200  # other calls keep their budget


async def test_failed_logins_per_account_whatever_the_client(accounts_settings) -> None:
    async with limited_client(accounts_settings, rate_limit_login_account="2/900") as client:
        ada = await AccountHolder.sign_up(client)
        bob = await AccountHolder.sign_up(client)
        assert (await ada.login(password="wrong password")).status_code == 401
        assert (await ada.login(identifier=ada.email.upper())).status_code == 200  # a success is not counted
        assert (await ada.login(password="wrong password")).status_code == 401
        message = assert_too_many(await ada.login(), 900)  # this client failed: even the right password waits
        assert message.startswith("Too many attempts: try again in ")
        assert (await bob.login()).status_code == 200
        unknown = new_identity()["email"]
        for _ in range(2):
            assert (await ada.login(identifier=unknown)).status_code == 401
        assert_too_many(await ada.login(identifier=unknown), 900)  # unknown accounts are limited too


async def test_one_guessing_an_account_does_not_keep_its_owner_out(accounts_settings) -> None:
    limited = make_settings(
        accounts_settings.database_url,
        accounts_settings.media_dir,
        secret_key=accounts_settings.secret_key,
        rate_limit_login_account="3/900",
    )
    guesser, owner = "198.51.100.7", "203.0.113.20"
    async with (
        served(create_app(limited)) as app,
        client_at(app, guesser) as guessing,
        client_at(app, owner) as own,
    ):
        ada = await AccountHolder.sign_up(own)

        async def login(identifier: str, password: str, who: str) -> int:
            body = {"email_or_phone": identifier, "password": password, "login_type": "manual"}
            return (await (guessing if who == guesser else own).post(f"{AUTH}/login", json=body)).status_code

        # The email and the phone are one account: their failed tries add up.
        guesses = [(ada.email, "guess 1"), (ada.phone, "guess 2"), (ada.email.upper(), "guess 3")]
        assert [await login(identifier, password, guesser) for identifier, password in guesses] == [401] * 3
        assert await login(ada.phone, "guess 4", guesser) == 429
        assert await login(ada.email, PASSWORD, guesser) == 429  # the guesser is out, right password or not
        assert await login(ada.email, PASSWORD, owner) == 200  # the owner, who has not failed, is not
        assert await login(ada.email, "a slip", owner) == 401
        assert await login(ada.email, PASSWORD, owner) == 429  # now the owner has failed too


async def test_sign_ups_per_client_and_per_address(accounts_settings) -> None:
    async with limited_client(accounts_settings, rate_limit_sign_up="2/3600") as client:
        await AccountHolder.sign_up(client)
        await AccountHolder.sign_up(client)
        body = {"name": "Third", "password": PASSWORD, **new_identity()}
        assert_too_many(await client.post(f"{AUTH}/sign-up", json=body), 3600)
    async with limited_client(accounts_settings, rate_limit_sign_up_account="1/3600") as client:
        ada = await AccountHolder.sign_up(client)
        again = {"name": "Again", "password": PASSWORD, "email": ada.email, "phone": new_identity()["phone"]}
        assert_too_many(await client.post(f"{AUTH}/sign-up", json=again), 3600)


async def test_failed_code_checks_per_account(accounts_settings) -> None:
    limits = {"rate_limit_otp_verify_account": "2/86400"}
    async with limited_client(accounts_settings, **limits) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.send_otp("email")).status_code == 200
        assert (await ada.verify("email", "123456")).status_code == 200  # a success is not counted
        assert (await ada.send_otp("phone")).status_code == 200
        assert (await ada.verify("phone", "000000")).status_code == 422
        assert (await ada.verify("phone", "000001")).status_code == 422
        assert_too_many(await ada.verify("phone", "123456"), 86400)


async def test_code_sends_and_checks_per_account(accounts_settings) -> None:
    limits = {"rate_limit_otp_send_account": "1/900", "rate_limit_otp_verify_account": "2/900"}
    async with limited_client(accounts_settings, **limits) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.send_otp("email")).status_code == 200
        assert_too_many(await ada.send_otp("phone"), 900)
        assert (await ada.verify("email", "000000")).status_code == 422
        assert (await ada.verify("email", "000001")).status_code == 422
        assert_too_many(await ada.verify("email", "123456"), 900)
        bob = await AccountHolder.sign_up(client)
        assert (await bob.send_otp("email")).status_code == 200


async def test_code_sends_and_checks_per_client(accounts_settings) -> None:
    limits = {"rate_limit_otp_send": "1/60", "rate_limit_otp_verify": "1/60"}
    async with limited_client(accounts_settings, **limits) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.send_otp("email")).status_code == 200
        bob = await AccountHolder.sign_up(client)
        assert_too_many(await bob.send_otp("email"), 60)
        assert (await ada.verify("email", "123456")).status_code == 200
        assert_too_many(await bob.verify("email", "123456"), 60)


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL is not set (.ci/run starts a Redis server)")
async def test_per_account_counts_hold_across_processes_through_redis() -> None:
    key = f"customer:{secrets.token_hex(8)}"
    first, second = RedisCounters(REDIS_URL), RedisCounters(REDIS_URL)  # two processes' counters
    try:
        limits = {"login": Limit(2, 60)}
        assert await CounterThrottle(first, limits).hit("login", key) is None
        assert await CounterThrottle(second, limits).hit("login", key) is None
        wait = await CounterThrottle(first, limits).hit("login", key)
        assert wait is not None
        assert 1 <= wait <= 60
    finally:
        await first.close()
        await second.close()
