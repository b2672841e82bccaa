"""What the database raises when it cannot serve now, for code that runs SQLAlchemy outside the gateway.

Core's contexts reach the database through the gateway, which turns a held SQLite lock or an exhausted pool
into `Unavailable` itself. A vertical's routes run SQLAlchemy on the raw engine, so the HTTP layer maps what
escapes them here (it imports no database library of its own).
"""

from __future__ import annotations

from advanced_alchemy.exceptions import RepositoryError

from adapters.db.gateway import NOT_NOW, busy
from core.errors import Unavailable

# SQLAlchemy's OperationalError and pool TimeoutError, and advanced-alchemy's wrapper around them.
BUSY_ERRORS: tuple[type[Exception], ...] = (*NOT_NOW, RepositoryError)


def unavailable(exc: Exception) -> Unavailable | None:
    """The 503 `exc` stands for, or None when it is not the database being busy (a bug then)."""
    cause = exc.__cause__ if isinstance(exc, RepositoryError) else exc
    return busy() if isinstance(cause, NOT_NOW) else None
