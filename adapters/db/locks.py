"""Serialising one owner's writes in an ORM unit of work, so a bound checked by counting cannot be passed.

A use case that counts rows before adding one (at most N addresses, N wishlist entries) would let two
concurrent adds both see N - 1 under READ COMMITTED. SQLite: the transaction starts with BEGIN IMMEDIATE, so
writers take turns from their first statement. PostgreSQL: a transaction-level advisory lock on the owner's
name, taken by its own statement before the count (a lock inside the counting statement would leave that
statement's snapshot blind to a row committed while it waited).
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.postgres import advisory_key


async def serialise_on(session: AsyncSession, name: str) -> None:
    """Begin the session's write transaction, serialised with every other one naming `name`."""
    connection = await session.connection(execution_options=BEGIN_IMMEDIATE)
    if connection.dialect.name == "postgresql":
        await session.execute(select(func.pg_advisory_xact_lock(advisory_key(name))))


async def begin_write(session: AsyncSession) -> None:
    """Begin the session's write transaction (SQLite: BEGIN IMMEDIATE, see engine.py)."""
    await session.connection(execution_options=BEGIN_IMMEDIATE)
