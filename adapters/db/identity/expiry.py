"""Guests without a cart, deleted in one statement (housekeeping: an ordinary write, through the ORM's session).

The cart's table is named here, not imported: each context's adapters stand alone (import contracts)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import ColumnElement, column, delete, exists, literal, or_, select, table

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database, stored_time
from adapters.db.identity.tables import Guest

_CART_LINES = table("cart_lines", column("owner"))


class SqlUnusedGuests:
    """Implements core's UnusedGuests."""

    def __init__(self, database: Database, guest_tables: Sequence[tuple[str, str]] = ()) -> None:
        """`guest_tables`: (table, owner column) of the verticals' tables whose rows keep a guest, as a cart
        line does (the rental trip cart): their names come from the installed verticals, never a request."""
        self._database = database
        self._owners = [
            _CART_LINES.c.owner,
            *(table(name, column(owner)).c[owner] for name, owner in guest_tables),
        ]

    def _held(self) -> ColumnElement[bool]:
        """A guest some row still names: a cart line, or a row of a vertical's guest table."""
        owner = literal("guest:") + Guest.guest_id
        return or_(*(exists(select(literal(1)).where(named == owner)) for named in self._owners))

    async def purge_unused(self, issued_before: dt.datetime) -> int:
        """Delete the guests issued before `issued_before` that own no cart line and no row of a vertical's
        guest table, in one statement: a guest adding a line meanwhile is never deleted under it."""
        statement = delete(Guest).where(
            Guest.created_at < stored_time(self._database, issued_before), ~self._held()
        )
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            result = await session.execute(statement)
            await session.commit()
        return int(result.rowcount or 0)  # type: ignore[attr-defined]
