"""Issued guest ids, an ordinary table: an advanced-alchemy repository in one unit of work per call."""

from __future__ import annotations

from advanced_alchemy.repository import SQLAlchemyAsyncRepository
from sqlalchemy import select

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database
from adapters.db.identity.tables import Guest


class GuestTable(SQLAlchemyAsyncRepository[Guest]):
    """The guests table."""

    model_type = Guest


class SqlGuestRepository:
    """Implements core's GuestRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def add_guest(self, guest_id: str) -> None:
        """Record a newly issued guest id, committed before this returns."""
        async with self._database.session() as session:
            # A write from the first statement: SQLite takes the write lock at BEGIN (see engine.py).
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            await GuestTable(session=session).add(Guest(guest_id=guest_id))
            await session.commit()

    async def issued(self, guest_id: str) -> bool:
        """Whether the guest id was issued: one indexed read."""
        async with self._database.session() as session:
            found = await session.scalar(select(Guest.guest_id).where(Guest.guest_id == guest_id))
        return found is not None
