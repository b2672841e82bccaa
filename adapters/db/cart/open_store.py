"""Choosing the cart store for the configured database."""

from __future__ import annotations

from adapters.db.cart.store import CartStore, SqliteCartStore
from adapters.db.catalogue.drivers import PostgresCatalogueReads, sqlite_path
from adapters.db.catalogue.reads import SqlCatalogueReads


def open_cart_store(database_url: str, reads: SqlCatalogueReads, acquire_timeout: float) -> CartStore:
    """sqlite3 for a SQLite file; on PostgreSQL the asyncpg pool the catalogue read model opened."""
    path = sqlite_path(database_url)
    if path is not None:
        return SqliteCartStore(path)
    from adapters.db.cart.store_pg import PostgresCartStore  # only PostgreSQL deployments load asyncpg

    assert isinstance(reads, PostgresCatalogueReads)
    return PostgresCartStore(reads.pool, acquire_timeout)
