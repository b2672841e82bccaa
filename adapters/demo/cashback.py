"""The demo's cashback offers, one of each kind, so the cashback a delivered order earns can be seen
(docs/checkout-and-money.md, "Rewards", lists them).

Running from the day they are added for a year. Added once: an offer whose title is already stored is left
alone.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import CashbackOfferRow
from core.clock import DEFAULT_CLOCK

# (title, type, amount, min purchase, max cashback, takes per customer); amounts in currency units.
CASHBACK_OFFERS = (
    ("5% back on every order", "percentage", "5", "15", "5", 5),
    ("2.00 back from 40.00", "amount", "2", "40", "0", 2),
)


async def add_demo_cashback(conn: AsyncConnection, today: dt.date | None = None) -> int:
    """Insert the demo cashback offers not yet stored, running from `today` (the marketplace's date; by
    default that of its default time zone); how many were added."""
    start = today or DEFAULT_CLOCK().date()
    held = set((await conn.execute(select(CashbackOfferRow.title))).scalars())
    rows: list[dict[str, Any]] = [
        {
            "title": title,
            "cashback_type": kind,
            "cashback_amount": Decimal(amount),
            "min_purchase": Decimal(minimum),
            "max_discount": Decimal(maximum),
            "same_user_limit": limit,
            "start_date": start - dt.timedelta(days=1),
            "end_date": start + dt.timedelta(days=365),
            "status": True,
        }
        for title, kind, amount, minimum, maximum, limit in CASHBACK_OFFERS
        if title not in held
    ]
    if rows:
        await conn.execute(insert(CashbackOfferRow), rows)
    return len(rows)
