"""Alembic environment: runs migrations on the async engine of the configured URL."""

from __future__ import annotations

import asyncio

from advanced_alchemy.base import BigIntAuditBase
from alembic import context
from sqlalchemy import pool, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

import adapters.db.tables  # noqa: F401 - registers every table on the shared metadata
from adapters.db.engine import pooler_connect_args
from adapters.db.postgres import advisory_key

MIGRATION_LOCK = advisory_key("storefront:migrate")

target_metadata = BigIntAuditBase.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        # Two nodes starting together never migrate at the same time: on PostgreSQL the second waits for the
        # first's lock, then reads the revisions (run_migrations reads them after it) and finds every one
        # applied. The lock is the transaction's, taken in the one transaction every revision runs in: a
        # session's lock would outlive its unlock behind PgBouncer in transaction mode, where the unlock may
        # reach another server session, and hold every later migration back.
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        context.run_migrations()


async def _run_async() -> None:
    engine = create_async_engine(
        context.config.get_main_option("sqlalchemy.url", ""),
        poolclass=pool.NullPool,
        connect_args=pooler_connect_args(context.config.get_main_option("storefront.pooler", "")),
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
