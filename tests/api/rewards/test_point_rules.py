"""The loyalty points' rules on the real databases (SQLite and PostgreSQL), through the rewards' use case and
the ledger: whatever interleaving of points earned, conversions and their retries reaches them, at any
exchange rate,

- the points' balance plus every point converted equals every point earned;
- the wallet holds exactly the money of the conversions, each worth exactly the points it debited;
- a conversion debits at most the points asked for, and keeps fewer points than make one exact exchange;
- a retried conversion (the same key) converts once, and no balance ever goes below zero.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import math
from collections import defaultdict

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.container import make_container
from adapters.settings import Settings
from core.errors import DomainError
from core.ledger.model import Posting
from core.ledger.ports import LedgerRepository
from core.ledger.service import LedgerService
from core.rewards.service import RewardsService
from core.verticals import load_registry
from tests.api.conftest import store_config
from tests.api.places.customer import new_customer_id

MINIMUM = 10
_runs = itertools.count(1)

# An operation: ("earn", order, points) or ("convert", key, points); a repeated key is a retry.
operations = st.one_of(
    st.tuples(st.just("earn"), st.integers(1, 5), st.integers(1, 400)),
    st.tuples(st.just("convert"), st.integers(1, 6), st.integers(1, 600)),
)
histories = st.lists(st.lists(operations, min_size=1, max_size=6), min_size=1, max_size=6)


async def _history(base: Settings, rate: int, batches: list[list[tuple[str, int, int]]]) -> None:
    await store_config(
        base.database_url, {"loyalty_point_exchange_rate": rate, "loyalty_point_minimum_point": MINIMUM}
    )
    container = make_container(base, load_registry(base.verticals))
    try:
        rewards, ledger = await container.get(RewardsService), await container.get(LedgerService)
        entries = await container.get(LedgerRepository)
        engine = create_async_engine(base.database_url)
        customer = await new_customer_id(engine)
        await engine.dispose()
        run = next(_runs)
        earned: dict[int, int] = {}
        asked: dict[int, set[int]] = defaultdict(set)  # points asked for under each key

        async def act(kind: str, key: int, points: int) -> None:
            if kind == "earn":
                outcome = await ledger.post(
                    Posting(customer, "points", "order_earned", f"rules:{run}:order:{key}", points)
                )
                if outcome == "posted":
                    earned[key] = points
                return
            asked[key].add(points)
            with contextlib.suppress(DomainError):  # refused (too few, not enough): nothing moves
                await rewards.transfer_points(customer, points, "en", key=f"rules-{run}-{key}")

        for batch in batches:
            await asyncio.gather(*(act(*operation) for operation in batch))

        _, points = await entries.page(customer, "points", 0, 1_000)
        _, wallet = await entries.page(customer, "wallet", 0, 1_000)
        for chain in (points, wallet):
            before = 0
            for entry in sorted(chain, key=lambda e: e.id):
                assert entry.balance == before + entry.amount >= 0
                before = entry.balance
        debits = {e.source: -e.amount for e in points if e.reason == "converted_to_wallet"}
        credits = {e.source: e.amount for e in wallet if e.reason == "loyalty_conversion"}
        assert set(debits) == set(credits)  # both entries of a conversion, or neither
        assert sum(e.amount for e in points if e.reason == "order_earned") == sum(earned.values())
        points_balance = await ledger.balance(customer, "points")
        assert points_balance + sum(debits.values()) == sum(earned.values())
        assert await ledger.balance(customer, "wallet") == sum(credits.values())
        step = rate // math.gcd(rate, 100)  # the points of the smallest exact exchange (two decimals)
        for source, debited in debits.items():
            assert debited * 100 == credits[source] * rate  # worth exactly the points: nothing lost
            key = int(source.rsplit("-", 1)[1])
            assert any(0 <= wanted - debited < step for wanted in asked[key]), (source, debited, asked[key])
    finally:
        await container.close()


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(rate=st.sampled_from([100, 3, 7, 250, 40]), batches=histories)
def test_points_and_conversions_always_add_up(
    rewards_settings: Settings, rate: int, batches: list[list[tuple[str, int, int]]]
) -> None:
    try:
        asyncio.run(_history(rewards_settings, rate, batches))
    finally:
        asyncio.run(
            store_config(
                rewards_settings.database_url,
                {"loyalty_point_exchange_rate": 100, "loyalty_point_minimum_point": 200},
            )
        )
