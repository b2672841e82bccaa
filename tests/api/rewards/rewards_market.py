"""The rewards tests' marketplace: the checkout tests' small marketplace (tests/api/orders/market.py, where two
apples at the grocer make an order of about 26.40 and four of about 48.40) and these cashback offers:

- "Ten percent back": 10% of the order from 20.00, at most 5.00, twice per customer;
- "Three back": 3.00 from 40.00, once per customer;
- three that never apply: one ended yesterday, one paused, one starting tomorrow.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.rewards.tables import CashbackOfferRow
from core.clock import DEFAULT_CLOCK
from tests.api.orders.market import build_order_market


def _offers(today: dt.date) -> dict[str, CashbackOfferRow]:
    day = dt.timedelta(days=1)
    running = {"start_date": today - day, "end_date": today + 30 * day}
    return {
        "ten_percent": CashbackOfferRow(
            title="Ten percent back",
            cashback_type="percentage",
            cashback_amount=Decimal(10),
            min_purchase=Decimal(20),
            max_discount=Decimal(5),
            same_user_limit=2,
            **running,
        ),
        "three_back": CashbackOfferRow(
            title="Three back",
            cashback_type="amount",
            cashback_amount=Decimal(3),
            min_purchase=Decimal(40),
            max_discount=Decimal(0),
            same_user_limit=1,
            **running,
        ),
        "ended": CashbackOfferRow(
            title="Ended",
            cashback_type="amount",
            cashback_amount=Decimal(50),
            min_purchase=Decimal(0),
            max_discount=Decimal(0),
            same_user_limit=0,
            start_date=today - 10 * day,
            end_date=today - day,
        ),
        "paused": CashbackOfferRow(
            title="Paused",
            cashback_type="amount",
            cashback_amount=Decimal(40),
            min_purchase=Decimal(0),
            max_discount=Decimal(0),
            same_user_limit=0,
            status=False,
            **running,
        ),
        "upcoming": CashbackOfferRow(
            title="Upcoming",
            cashback_type="amount",
            cashback_amount=Decimal(30),
            min_purchase=Decimal(0),
            max_discount=Decimal(0),
            same_user_limit=0,
            start_date=today + day,
            end_date=today + 30 * day,
        ),
    }


async def build_rewards_market(database_url: str) -> dict[str, int]:
    """The checkout tests' marketplace and the cashback offers; the ids tests use, by name."""
    ids = await build_order_market(database_url)
    offers = _offers(DEFAULT_CLOCK.now().date())
    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        session.add_all(offers.values())
        await session.commit()
    await engine.dispose()
    return {**ids, **{f"offer_{name}": offer.id for name, offer in offers.items()}}
