"""The ledger's rules on the real databases (SQLite and PostgreSQL): whatever interleaving of credits,
debits and their retries reaches it, an account's balance is its credits minus its debits, never goes below
zero, and each (reason, source) is posted once."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.db.connect import open_database
from adapters.db.gateway import Database
from adapters.db.identity.tables import Customer
from adapters.db.ledger.repository import SqlLedgerRepository
from adapters.settings import Settings
from core.ledger.model import Posting

_numbers = itertools.count(1)
CREDITS = ("add_fund", "refund", "cashback", "referral_reward")
DEBITS = ("order_payment",)

# A movement is a key (reason, source) with its amount: a retry repeats the key and the amount.
movements = st.dictionaries(
    st.tuples(
        st.sampled_from(CREDITS + DEBITS), st.integers(min_value=1, max_value=6).map(lambda n: f"order:{n}")
    ),
    st.integers(min_value=1, max_value=5_000),
    min_size=1,
    max_size=12,
)


@st.composite
def histories(draw: st.DrawFn) -> list[list[tuple[str, str, int]]]:
    """Batches of postings sent at once (each batch concurrently), keys repeated as retries."""
    known = draw(movements)
    keys = list(known)
    sent = draw(st.lists(st.sampled_from(keys), min_size=1, max_size=30))
    sizes = draw(st.lists(st.integers(min_value=1, max_value=6), min_size=len(sent), max_size=len(sent)))
    batches, at = [], 0
    for size in sizes:
        if at >= len(sent):
            break
        batch = sent[at : at + size]
        batches.append(
            [
                (reason, source, known[(reason, source)] * (-1 if reason in DEBITS else 1))
                for reason, source in batch
            ]
        )
        at += size
    return batches


async def _new_customer(database: Database) -> int:
    number = f"{next(_numbers):06d}"
    async with database.session() as session:
        customer = Customer(
            f_name="Ledger",
            l_name=number,
            email=f"ledger{number}-{id(session)}@example.com",
            phone=f"+1666{id(session) % 10**6:06d}{number[-3:]}",
            password_hash="not-a-real-hash",
            ref_code=f"L{id(session) % 10**8:08d}{number[-3:]}",
        )
        session.add(customer)
        await session.commit()
        return customer.id


async def _history(settings_: Settings, batches: list[list[tuple[str, str, int]]]) -> None:
    database = await open_database(settings_)
    try:
        customer = await _new_customer(database)
        ledger = SqlLedgerRepository(database)
        outcomes: dict[tuple[str, str], list[str]] = {}
        for batch in batches:
            postings = [
                Posting(customer, "wallet", reason, f"{customer}:{source}", amount)
                for reason, source, amount in batch
            ]
            for posting, outcome in zip(
                postings, await asyncio.gather(*(ledger.post(p) for p in postings)), strict=True
            ):
                outcomes.setdefault((posting.reason, posting.source), []).append(outcome)
        total, entries = await ledger.page(customer, "wallet", 0, 1_000)
        chain = sorted(entries, key=lambda entry: entry.id)
        # Each key once, and only keys whose posting answered "posted".
        assert len({(e.reason, e.source) for e in chain}) == len(chain) == total
        assert {(e.reason, e.source) for e in chain} == {
            k for k, seen in outcomes.items() if "posted" in seen
        }
        assert all(seen.count("posted") <= 1 for seen in outcomes.values()), outcomes
        # The balance after each entry is the one before it plus its amount, never below zero.
        before = 0
        for entry in chain:
            assert entry.balance == before + entry.amount >= 0
            before = entry.balance
        assert await ledger.balance(customer, "wallet") == sum(e.amount for e in chain) == before
        # A debit refused as insufficient left nothing behind; the points account is untouched.
        assert await ledger.balance(customer, "points") == 0
    finally:
        await database.close()


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(batches=histories())
def test_the_balance_is_credits_minus_debits_never_negative_and_each_movement_posts_once(
    ledger_settings: Settings, batches: list[list[tuple[str, str, int]]]
) -> None:
    asyncio.run(_history(ledger_settings, batches))


def test_a_debit_larger_than_the_balance_is_refused_whole(ledger_settings: Settings) -> None:
    async def run() -> dict[str, Any]:
        database = await open_database(ledger_settings)
        try:
            customer = await _new_customer(database)
            ledger = SqlLedgerRepository(database)
            seen = {
                "credit": await ledger.post(
                    Posting(customer, "wallet", "add_fund", f"{customer}:pay:1", 1_000)
                ),
                "too_much": await ledger.post(
                    Posting(customer, "wallet", "order_payment", f"{customer}:order:1", -1_001)
                ),
                "all": await ledger.post(
                    Posting(customer, "wallet", "order_payment", f"{customer}:order:2", -1_000)
                ),
                "retry": await ledger.post(
                    Posting(customer, "wallet", "add_fund", f"{customer}:pay:1", 1_000)
                ),
                "balance": await ledger.balance(customer, "wallet"),
            }
            return seen
        finally:
            await database.close()

    assert asyncio.run(run()) == {
        "credit": "posted",
        "too_much": "insufficient",
        "all": "posted",
        "retry": "already_posted",
        "balance": 0,
    }
