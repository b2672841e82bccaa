"""The demo's wallet top-up bonuses, running for a year from the day they are added, so a top-up through
the demo gateway shows its bonus (docs/checkout-and-money.md lists them). Added once: a title already
stored is left alone."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import WalletBonusRow
from core.clock import DEFAULT_CLOCK

# (title, description, type, bonus, minimum top-up, maximum bonus); amounts in currency units.
BONUSES = (
    (
        "10% top-up bonus",
        "10% more on a top-up of 20.00 or more, up to 10.00.",
        "percentage",
        "10",
        "20",
        "10",
    ),
    ("5.00 for 50.00", "5.00 more on a top-up of 50.00 or more.", "amount", "5", "50", "0"),
)


async def add_demo_bonuses(conn: AsyncConnection, today: dt.date | None = None) -> int:
    """Insert the demo bonuses not yet stored, running from `today`; how many were added."""
    start = today or DEFAULT_CLOCK().date()
    held = set((await conn.execute(select(WalletBonusRow.title))).scalars())
    rows = [
        {
            "title": title,
            "description": description,
            "bonus_type": kind,
            "bonus_amount": Decimal(bonus),
            "minimum_add_amount": Decimal(minimum),
            "maximum_bonus_amount": Decimal(maximum),
            "start_date": start - dt.timedelta(days=1),
            "end_date": start + dt.timedelta(days=365),
            "status": True,
        }
        for title, description, kind, bonus, minimum, maximum in BONUSES
        if title not in held
    ]
    if rows:
        await conn.execute(insert(WalletBonusRow), rows)
    return len(rows)
