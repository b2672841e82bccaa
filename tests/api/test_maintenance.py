"""Housekeeping forgets idle guest carts and guests without a cart, and nothing else."""

from __future__ import annotations

import datetime as dt
from typing import Any

from litestar.testing import AsyncTestClient
from sqlalchemy import text

from adapters.db.gateway import Database, stored_time
from adapters.housekeeping import run_once
from adapters.settings import Settings
from tests.api.cart_shopper import Shopper
from tests.api.test_cart_owners import cart_container

LONG_AGO = dt.datetime.now(dt.UTC) - dt.timedelta(days=400)


async def _age(database: Database, statement: str, **values: Any) -> None:
    async with database.session() as session:
        await session.execute(text(statement), {"then": stored_time(database, LONG_AGO), **values})
        await session.commit()


async def _guest_exists(database: Database, guest_id: str) -> bool:
    async with database.session() as session:
        found = await session.execute(text("SELECT 1 FROM guests WHERE guest_id = :g"), {"g": guest_id})
        return found.first() is not None


async def test_idle_guest_carts_and_unused_guests_are_forgotten(
    cart_settings: Settings,
    cart_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, Any],
) -> None:
    idle, busy, old_empty, new_empty = [await Shopper.new_guest(cart_client, ids) for _ in range(4)]
    await idle.add("apple", 2)
    await busy.add("apple", 1)
    async with cart_container(cart_settings) as container:
        database = await container.get(Database)
        for shopper in (idle, busy, old_empty):
            await _age(
                database, "UPDATE guests SET created_at = :then WHERE guest_id = :g", g=shopper.guest_id
            )
        await _age(
            database, "UPDATE cart_lines SET updated_at = :then WHERE owner = :o", o=f"guest:{idle.guest_id}"
        )
        purged = await run_once(container)
        assert purged.cart_lines >= 1
        assert purged.guests >= 2
        assert await idle.cart("grocery") == []
        assert [line["quantity"] for line in await busy.cart("grocery")] == [1]
        assert not await _guest_exists(database, idle.guest_id)  # its cart went first, then the guest
        assert not await _guest_exists(database, old_empty.guest_id)
        assert await _guest_exists(database, busy.guest_id)  # old, but its cart is in use
        assert await _guest_exists(database, new_empty.guest_id)  # no cart yet, but issued just now


def test_the_maintenance_command_runs_one_pass(empty_database: str, tmp_path: Any) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "DATABASE_URL": empty_database, "MEDIA_DIR": str(tmp_path), "LOG_LEVEL": "WARNING"}
    done = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "maintenance"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "forgot 0 idle guest cart lines and 0 guests without a cart" in done.stdout


async def test_each_server_process_runs_housekeeping_periodically(
    cart_settings: Settings, ids: dict[str, Any]
) -> None:
    from adapters.http.app import create_app
    from tests.conftest import make_settings
    from tests.waiting import until

    every_second = make_settings(
        cart_settings.database_url,
        cart_settings.media_dir,
        maintenance_seconds=1,
        secret_key=cart_settings.secret_key,
    )
    async with AsyncTestClient(app=create_app(every_second)) as client:
        old = await Shopper.new_guest(client, ids)
        async with cart_container(cart_settings) as container:
            database = await container.get(Database)
            await _age(database, "UPDATE guests SET created_at = :then WHERE guest_id = :g", g=old.guest_id)

            async def forgotten() -> bool:  # the next housekeeping pass, a second away at most
                return not await _guest_exists(database, old.guest_id)

            await until(forgotten, timeout=4)


async def test_housekeeping_forgets_customer_sessions_whose_token_expired(
    cart_settings: Settings, cart_client
) -> None:
    from adapters.housekeeping import run_once

    customer = await Shopper.new_customer(cart_client, {})
    other = await Shopper.new_customer(cart_client, {})
    async with cart_container(cart_settings) as container:
        database = await container.get(Database)
        await _age(database, "UPDATE customer_sessions SET expires_at = 1 WHERE customer_id = ("
                   "SELECT id FROM customers WHERE email = :g)", g=customer.email)  # fmt: skip
        assert (await run_once(container)).sessions >= 1
    info = "/api/v1/customer/info"
    assert (await cart_client.get(info, headers=customer.headers())).status_code == 401
    assert (await cart_client.get(info, headers=other.headers())).status_code == 200
