"""Fixtures of the payments tests: the checkout tests' small marketplace (tests/api/orders/market.py) in a
fresh database per engine, the application on it, customers whose wallet the ledger credits, and guests."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import LedgerEntry
from adapters.settings import Settings
from tests.api.orders.market import build_order_market
from tests.api.payments.payer import Payer, balance_of
from tests.api.payments.stripe_server import StripeApp, serve_with_stripe
from tests.api.world import world
from tests.localstripe_process import LocalStripe, localstripe

__all__ = ["localstripe"]  # the session's fake Stripe server, a fixture of these tests

SECRET = "payments-tests-secret-of-at-least-thirty-two-bytes"

pay_database, pay_settings, ids, pay_container, pay_client, engine = world("pay", build_order_market, SECRET)

NewPayer = Callable[[], Awaitable[Payer]]
Credit = Callable[[Payer, int], Awaitable[None]]


@pytest.fixture
def new_customer(pay_client: AsyncTestClient, engine: AsyncEngine, ids: dict[str, int]) -> NewPayer:  # type: ignore[type-arg]
    async def make() -> Payer:
        return await Payer.signed_in(pay_client, engine, SECRET, ids)

    return make


@pytest.fixture
def new_guest(pay_client: AsyncTestClient, ids: dict[str, int]) -> NewPayer:  # type: ignore[type-arg]
    async def make() -> Payer:
        payer = await Payer.guest(pay_client, ids)
        return Payer(pay_client, ids, guest_id=payer.guest_id)

    return make


@pytest.fixture
def credit(engine: AsyncEngine) -> Credit:
    """Credit a customer's wallet as an operator's bonus would be (minor units): the entry's balance is the
    one before plus its amount, as the ledger posts it."""
    counter = iter(range(1, 1_000_000))

    async def give(payer: Payer, amount: int) -> None:
        assert payer.customer_id is not None
        balance = await balance_of(engine, payer.customer_id) + amount
        async with engine.begin() as connection:
            await connection.execute(
                insert(LedgerEntry).values(
                    customer_id=payer.customer_id,
                    account="wallet",
                    reason="admin_bonus",
                    source=f"test:{payer.customer_id}:{next(counter)}",
                    amount=amount,
                    balance=balance,
                )
            )

    return give


@pytest.fixture(scope="session")
def stripe_app(
    pay_database: tuple[str, dict[str, Any]],
    pay_settings: Settings,
    localstripe: LocalStripe,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[StripeApp]:
    """The application served on a port of its own with Stripe on (against localstripe), on this engine's
    payments database."""
    url = pay_database[0]
    name = "postgres" if url.startswith("postgresql") else "sqlite"
    media = tmp_path_factory.mktemp(f"stripe-app-{name}")
    yield from serve_with_stripe(url, media, SECRET, localstripe, name)
