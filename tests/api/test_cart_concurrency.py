"""Exact under concurrency on both databases, and never a success for a write that was not stored."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from adapters.db.connect import sqlite_path
from adapters.settings import Settings
from tests.api.cart_shopper import Shopper, error


async def test_two_hundred_simultaneous_adds_end_with_quantity_two_hundred(shopper: Shopper) -> None:
    answers = await asyncio.gather(*(shopper.add("apple", 1) for _ in range(200)))
    assert {a.status_code for a in answers} == {200}, {a.text for a in answers if a.status_code != 200}
    assert [x["quantity"] for x in await shopper.cart("grocery")] == [200]


async def test_simultaneous_adds_past_a_limit_accept_exactly_the_limit(shopper: Shopper) -> None:
    answers = await asyncio.gather(*(shopper.add("limited", 1) for _ in range(200)))
    accepted = [a for a in answers if a.status_code == 200]
    refused = [error(a)[:2] for a in answers if a.status_code != 200]
    assert len(accepted) == 3
    assert set(refused) == {(409, "maximum_cart_quantity")}
    assert len(refused) == 197
    assert [x["quantity"] for x in await shopper.cart("grocery")] == [3]


async def test_simultaneous_updates_of_one_line_end_with_one_of_the_requested_quantities(
    shopper: Shopper,
) -> None:
    [line] = (await shopper.add("apple", 1)).json()
    wanted = list(range(2, 52))
    answers = await asyncio.gather(*(shopper.update(line["id"], "apple", q) for q in wanted))
    assert {a.status_code for a in answers} == {200}
    [after] = await shopper.cart("grocery")
    assert after["quantity"] in wanted


async def test_simultaneous_adds_of_two_stores_never_mix_stores_in_one_cart(shopper: Shopper) -> None:
    answers = await asyncio.gather(*(shopper.add(item) for _ in range(20) for item in ("apple", "bread")))
    stores = {x["store_id"] for x in await shopper.cart("grocery")}
    assert len(stores) == 1
    assert {a.status_code for a in answers} <= {200, 409}


async def test_an_add_that_cannot_take_the_sqlite_write_lock_answers_503_and_stores_nothing(
    shopper: Shopper, cart_settings: Settings
) -> None:
    path = sqlite_path(cart_settings.database_url)
    if path is None:
        pytest.skip("SQLite only: PostgreSQL has no database-wide write lock")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        answer = await shopper.add("apple", 1)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert error(answer)[:2] == (503, "service_unavailable")
    assert answer.headers["retry-after"] == "1"
    assert await shopper.cart("grocery") == []
