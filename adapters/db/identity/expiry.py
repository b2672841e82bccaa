"""Guests without a cart, deleted in one statement (housekeeping: an ordinary write, through the ORM's session).

The cart's table is named here, not imported: each context's adapters stand alone (import contracts)."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import column, delete, exists, literal, select, table

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database, stored_time
from adapters.db.identity.tables import Guest

_CART_LINES = table("cart_lines", column("owner"))


class SqlUnusedGuests:
    """Implements core's UnusedGuests."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def purge_unused(self, issued_before: dt.datetime) -> int:
        """Delete the guests issued before `issued_before` that own no cart line."""
        has_cart = exists(select(literal(1)).where(_CART_LINES.c.owner == literal("guest:") + Guest.guest_id))
        statement = delete(Guest).where(
            Guest.created_at < stored_time(self._database, issued_before), ~has_cart
        )
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            result = await session.execute(statement)
            await session.commit()
        return int(result.rowcount or 0)  # type: ignore[attr-defined]
