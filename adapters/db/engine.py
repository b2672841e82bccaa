"""The SQLAlchemy engine, tuned per database.

SQLite: WAL so readers never wait for the writer, a 5 s busy timeout, and transactions that write start
with BEGIN IMMEDIATE (a deferred BEGIN that reads then writes fails at once with "database is locked" once
another writer got there first). PostgreSQL: a bounded pool that gives up after `db_pool_timeout` seconds,
which the HTTP layer answers with 503 instead of hanging.
"""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from sqlalchemy import event
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from adapters.settings import Settings, is_sqlite

BEGIN_IMMEDIATE = {"sqlite_begin": "IMMEDIATE"}


def _tune_sqlite(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Own the transaction boundaries (pysqlite's implicit BEGIN would defeat BEGIN IMMEDIATE).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA busy_timeout=5000")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")


def pooler_connect_args(pooler: str) -> dict[str, Any]:
    """The asyncpg connection arguments behind `pooler` (DATABASE_POOLER): with PgBouncer in transaction mode,
    no statement prepared under a name another server session would not know (SQLAlchemy's asyncpg notes on
    PgBouncer); none otherwise."""
    if pooler != "transaction":
        return {}
    return {
        "statement_cache_size": 0,
        "prepared_statement_cache_size": 0,
        "prepared_statement_name_func": lambda: f"__storefront_{uuid4()}__",
    }


def create_engine(settings: Settings) -> AsyncEngine:
    """An engine for `settings.database_url` with the rules above applied."""
    url = settings.database_url
    if is_sqlite(url):
        engine = create_async_engine(url, connect_args={"timeout": 5})
        _tune_sqlite(engine)
        return engine
    engine = create_async_engine(
        url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_pool_size,
        pool_timeout=settings.db_pool_timeout,
        pool_pre_ping=False,
        connect_args=pooler_connect_args(settings.database_pooler),
    )
    _replace_closed_connections(engine)
    return engine


def _replace_closed_connections(engine: AsyncEngine) -> None:
    """A pooled connection the server closed while it waited (a restart, a failover: the server says so before
    closing) is replaced at checkout, not handed to a request that would answer 503. asyncpg already knows it
    is closed, so this costs no round trip, unlike a ping; a connection lost without a word still fails its
    request once, and SQLAlchemy then renews the whole pool."""

    @event.listens_for(engine.sync_engine, "checkout")
    def _on_checkout(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        if dbapi_connection.driver_connection.is_closed():
            raise DisconnectionError("the server closed this connection")


def create_session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions that never expire loaded objects on commit (answers are encoded after the commit)."""
    return async_sessionmaker(engine, expire_on_commit=False)
