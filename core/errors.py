"""Domain errors. Adapters map each kind to an HTTP status; the core never knows about HTTP."""

from __future__ import annotations


class DomainError(Exception):
    """A rule of the marketplace refused the request; `code` is machine-readable, `message` is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InvalidInput(DomainError):
    """The request names a field whose value breaks a rule (answered 422, code = field name)."""


class NotFound(DomainError):
    """The thing asked for does not exist, or is not visible to the asker."""


class Conflict(DomainError):
    """The request clashes with the current state (for example a cart holding another store's items)."""


class Forbidden(DomainError):
    """The asker is known but may not do this."""


class Unauthorized(DomainError):
    """No credentials, or credentials that are no longer valid."""


class Unavailable(DomainError):
    """The database could not take the change now (busy or locked); nothing was stored, try again."""
