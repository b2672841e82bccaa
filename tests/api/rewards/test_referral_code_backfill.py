"""Migration 0015 gives every existing customer a referral code of the contract's form (10 upper-case
letters or digits), keeping the codes already in that form, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import re

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.migrate import upgrade
from tests.conftest import ENGINES, database_url_for

CODES = {
    "old-demo@example.com": "DEMO2026",
    "lower@example.com": "ab12cd34ef",
    "kept@example.com": "KEPT000042",
}


async def _run(url: str, statement: str, **values: object) -> list[tuple[object, ...]]:
    engine = create_async_engine(url)
    try:
        async with engine.begin() as connection:
            result = await connection.execute(text(statement), values)
            return [tuple(row) for row in result.all()] if result.returns_rows else []
    finally:
        await engine.dispose()


@pytest.fixture(params=ENGINES)
def empty_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A new, empty database on each engine."""
    return database_url_for(request, tmp_path_factory, "backfill")


def test_existing_customers_get_a_code_of_the_contracts_form(empty_url: str) -> None:
    url = empty_url
    upgrade(url, "0014")
    for n, (email, code) in enumerate(CODES.items()):
        asyncio.run(
            _run(
                url,
                "INSERT INTO customers (f_name, l_name, email, phone, password_hash, is_phone_verified,"
                " is_email_verified, ref_code) VALUES ('A', 'B', :email, :phone, 'x', false, false, :code)",
                email=email,
                phone=f"+3360000000{n}",
                code=code,
            )
        )
    upgrade(url)
    found = dict(asyncio.run(_run(url, "SELECT email, ref_code FROM customers")))
    assert found["kept@example.com"] == "KEPT000042"
    assert all(re.fullmatch(r"[A-Z0-9]{10}", str(code)) for code in found.values()), found
    assert len(set(found.values())) == len(found)
    assert found["old-demo@example.com"] != "DEMO2026"
