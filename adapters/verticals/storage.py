"""A vertical's tables: reads and write transactions, serialised per name, a busy database answered 503.

A vertical runs SQLAlchemy statements on a connection this storage opens; it never holds the engine. Each
write transaction is serialised with every other one naming the same lock, as the cart's owner lock does:
SQLite begins it IMMEDIATE (writers take turns from their first statement), PostgreSQL takes a
transaction-level advisory lock on the name first. What the database raises when it cannot serve now (a held
SQLite lock, an exhausted pool), in the block or around it, becomes `Unavailable`, as core's gateway answers
it: never a 500, and no HTTP code of its own.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import busy
from adapters.db.not_now import CANDIDATES, not_now
from adapters.db.postgres import advisory_key


class VerticalDatabase:
    """Implements core's VerticalStorage on the deployment's engine."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Any]:
        """A connection for reads, returned to the pool at the block's end."""
        try:
            async with self._engine.connect() as connection:
                yield connection
        except CANDIDATES as exc:
            if not_now(exc):
                raise busy() from exc
            raise

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
        except CANDIDATES as exc:
            if not_now(exc):
                raise busy() from exc
            raise
