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


class InvalidFields(InvalidInput):
    """Several fields break their rules at once (answered 422 with one entry per field, in order)."""

    def __init__(self, errors: list[tuple[str, str]]) -> None:
        super().__init__(errors[0][0], errors[0][1])
        self.errors = errors


class TooManyRequests(DomainError):
    """The asker has spent its attempts for now (answered 429 with Retry-After: `retry_after` seconds)."""

    def __init__(self, code: str, message: str, retry_after: int) -> None:
        super().__init__(code, message)
        self.retry_after = max(1, retry_after)
