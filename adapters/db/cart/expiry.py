"""Idle guest carts, deleted in one statement (housekeeping: an ordinary write, through the ORM's session)."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import delete, func, select

from adapters.db.cart.tables import CartLine
from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database, stored_time

GUEST_OWNERS = "guest:%"


class SqlIdleGuestCarts:
    """Implements core's IdleGuestCarts."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def purge_idle(self, idle_since: dt.datetime) -> int:
        """Delete the lines of every guest whose newest change is older than `idle_since`."""
        idle = (
            select(CartLine.owner)
            .where(CartLine.owner.like(GUEST_OWNERS))
            .group_by(CartLine.owner)
            .having(func.max(CartLine.updated_at) < stored_time(self._database, idle_since))
        )
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            result = await session.execute(delete(CartLine).where(CartLine.owner.in_(idle)))
            await session.commit()
        return int(result.rowcount or 0)  # type: ignore[attr-defined]
