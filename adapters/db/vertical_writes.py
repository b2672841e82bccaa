"""Write transactions for verticals' own tables: serialised per name, busy databases answered 503.

A vertical writes its tables with SQLAlchemy on the deployment's engine. Each transaction here is serialised
with every other one naming the same lock, as the cart's owner lock does: SQLite begins it IMMEDIATE (writers
take turns from their first statement), PostgreSQL takes a transaction-level advisory lock on the name
first. What the database raises when it cannot serve now becomes `Unavailable`, never a 500.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import NOT_NOW, busy
from adapters.db.postgres import advisory_key


class SerialisedWrites:
    """Implements core's VerticalWrites on the ORM engine."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    @asynccontextmanager
    async def transaction(self, lock: str) -> AsyncIterator[Any]:
        """A connection inside one write transaction serialised on `lock`; committed at the block's end."""
        try:
            async with self._engine.connect() as bare:
                connection: AsyncConnection = await bare.execution_options(**BEGIN_IMMEDIATE)
                async with connection.begin():
                    if connection.dialect.name == "postgresql":
                        await connection.execute(select(func.pg_advisory_xact_lock(advisory_key(lock))))
                    yield connection
        except NOT_NOW as exc:
            raise busy() from exc
