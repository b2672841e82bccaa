"""Opening the database gateway for the configured `DATABASE_URL`."""

from __future__ import annotations

from sqlalchemy.engine import make_url

from adapters.db.engine import create_engine
from adapters.db.gateway import Database
from adapters.settings import Settings


def sqlite_path(database_url: str) -> str | None:
    """The database file of a SQLite URL, None for any other database."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite":
        return None
    if not url.database or url.database == ":memory:":
        raise ValueError("the database gateway needs a SQLite database file, not an in-memory database")
    return url.database


async def open_database(settings: Settings) -> Database:
    """The gateway for `settings.database_url`: stdlib sqlite3 for a SQLite file, an asyncpg pool for
    PostgreSQL (each driver is loaded only where it is used)."""
    engine = create_engine(settings)
    path = sqlite_path(settings.database_url)
    if path is not None:
        from adapters.db.sqlite import SqliteDatabase

        return SqliteDatabase(engine, path)
    from adapters.db.postgres import open_postgres

    return await open_postgres(engine, settings)
