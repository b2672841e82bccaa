"""A signed-in check costs no database round trip on most requests, and a closed session is still refused at
once: each process remembers the sessions it found open for SESSION_TRUST_SECONDS and drops the ones closed
anywhere, announced through Redis to every node (adapters/identity/remembered_sessions.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adapters.changes import Changes
from adapters.settings import Settings
from tests.api.account_holder import REJECTED, AccountHolder, error
from tests.api.test_accounts_devices import execute, session_of
from tests.api.visitor import application, client_at, served, two_nodes
from tests.conftest import make_settings
from tests.waiting import until

REDIS_URL = os.environ.get("TEST_REDIS_URL", "")
needs_redis = pytest.mark.skipif(
    not REDIS_URL, reason="TEST_REDIS_URL is not set (.ci/run starts a Redis server)"
)
WITHIN = 1.0  # seconds
GONE = "DELETE FROM customer_sessions WHERE id = :id"  # behind the server's back: no notice told


async def test_an_open_session_is_answered_from_memory(
    accounts_client, accounts_settings: Settings, accounts_container
) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.info()).status_code == 200
    await execute(accounts_settings, GONE, id=session_of(ada))
    # The process found the session open a moment ago and does not ask the database again ...
    assert (await ada.info()).status_code == 200
    # ... until it forgets what it remembers (a change notice; or SESSION_TRUST_SECONDS pass).
    await (await accounts_container.get(Changes)).announce()
    assert error(await ada.info()) == (401, "unauthorized", REJECTED)


async def test_a_logout_is_refused_at_once_by_the_process_that_remembered_it(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.info()).status_code == 200
    assert (await ada.logout()).status_code == 200
    assert error(await ada.info()) == (401, "unauthorized", REJECTED)


async def test_a_removed_account_is_refused_at_once(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    other_device = await ada.new_session()
    assert (await other_device.info()).status_code == 200
    assert (await ada.remove()).status_code == 200
    assert error(await other_device.info()) == (401, "unauthorized", REJECTED)


@needs_redis
async def test_a_logout_on_one_node_is_refused_on_every_node_within_a_second(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    settings = make_settings(
        accounts_settings.database_url, tmp_path, secret_key=accounts_settings.secret_key, redis_url=REDIS_URL
    )
    async with two_nodes(settings) as (first, second):
        on_first = await AccountHolder.sign_up(first)
        on_second = AccountHolder(second, on_first.email, on_first.phone, on_first.token)
        assert (await on_first.info()).status_code == 200
        assert (await on_second.info()).status_code == 200  # both nodes remember it now
        assert (await on_first.logout()).status_code == 200

        async def refused() -> bool:
            return (await on_second.info()).status_code == 401

        await until(refused, timeout=WITHIN)


async def test_a_node_that_cannot_hear_the_notices_asks_the_database_every_time(
    accounts_client, accounts_settings: Settings, tmp_path: Path
) -> None:
    # Nothing listens on this port: the node never hears the channel, so it may miss any logout.
    settings = make_settings(
        accounts_settings.database_url,
        tmp_path,
        secret_key=accounts_settings.secret_key,
        redis_url="redis://127.0.0.1:9/0",
    )
    signed_up = await AccountHolder.sign_up(accounts_client)
    async with served(application(settings)) as node, client_at(node) as client:
        ada = AccountHolder(client, signed_up.email, signed_up.phone, signed_up.token)
        assert (await ada.info()).status_code == 200
        await execute(accounts_settings, GONE, id=session_of(ada))
        assert error(await ada.info()) == (401, "unauthorized", REJECTED)
