"""Opening the database gateway for the configured `DATABASE_URL`."""

from __future__ import annotations

from sqlalchemy.engine import make_url

# Every context's tables on the one metadata: a unit of work that inserts a row pointing at another context's
# table (a wishlist entry at an item, an address at a customer) needs that table known to sort its flush, and
# no context's adapters import another's.
import adapters.db.tables  # noqa: F401
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
