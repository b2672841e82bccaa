"""Which failures mean "the database cannot serve now" rather than "this is wrong": nothing was stored, and
the same request a moment later may succeed. Every database path answers them 503 with Retry-After, never
500: a lock held too long, a pool exhausted, a deadlock or serialisation failure, and every way a connection
is lost (a restart, a failover, an operator's terminate, a connection reused after the server closed it).
"""

from __future__ import annotations

import asyncpg
from advanced_alchemy.exceptions import RepositoryError
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

# What asyncpg raises then (the bare driver's pool, and the cause SQLAlchemy wraps).
DRIVER_NOT_NOW: tuple[type[BaseException], ...] = (
    TimeoutError,
    OSError,
    asyncpg.exceptions.TooManyConnectionsError,
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.SerializationError,
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.OperatorInterventionError,  # shut down, crashed, cannot connect now, query canceled
    asyncpg.exceptions.PostgresConnectionError,  # the connection does not exist or failed
    asyncpg.exceptions.InterfaceError,  # "connection is closed": used after the server closed it
    asyncpg.exceptions.InternalClientError,  # a connection left unusable by one of the above
)
# What to catch around a database call; `not_now` then tells which of them is "not now".
CANDIDATES: tuple[type[BaseException], ...] = (PoolTimeout, DBAPIError, RepositoryError, *DRIVER_NOT_NOW)


def not_now(exc: BaseException) -> bool:
    """Whether `exc` (as asyncpg, SQLAlchemy or advanced-alchemy raised it) means "not now"."""
    if isinstance(exc, RepositoryError):  # advanced-alchemy wraps what SQLAlchemy raised
        return exc.__cause__ is not None and not_now(exc.__cause__)
    if isinstance(exc, (PoolTimeout, OperationalError)):  # the pool stayed exhausted; SQLite's lock held
        return True
    if isinstance(exc, DBAPIError):
        driver = getattr(exc.orig, "__cause__", None) or exc.orig  # SQLAlchemy's adapter wraps asyncpg's
        return exc.connection_invalidated or isinstance(driver, DRIVER_NOT_NOW)
    return isinstance(exc, DRIVER_NOT_NOW)
