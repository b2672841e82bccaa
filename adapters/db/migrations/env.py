"""Alembic environment: runs migrations on the async engine of the configured URL."""

from __future__ import annotations

import asyncio

from advanced_alchemy.base import BigIntAuditBase
from alembic import context
from sqlalchemy import pool, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

import adapters.db.tables  # noqa: F401 - registers every table on the shared metadata
from adapters.db.postgres import advisory_key

MIGRATION_LOCK = advisory_key("storefront:migrate")

target_metadata = BigIntAuditBase.metadata


def _run(connection: Connection) -> None:
    # Two nodes starting together never migrate at the same time: on PostgreSQL the second waits for the
    # first's lock, then finds every revision applied. (The lock is the session's, so it is taken and its
    # transaction ended before Alembic begins its own.)
    postgres = connection.dialect.name == "postgresql"
    if postgres:
        connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK})
        connection.commit()
    try:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()
    finally:
        if postgres:
            connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK})
            connection.commit()


async def _run_async() -> None:
    engine = create_async_engine(
        context.config.get_main_option("sqlalchemy.url", ""), poolclass=pool.NullPool
    )
    async with engine.connect() as connection:
        await connection.run_sync(_run)
    await engine.dispose()


if context.is_offline_mode():
    context.configure(url=context.config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
else:
    asyncio.run(_run_async())
