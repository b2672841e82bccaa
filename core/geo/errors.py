"""Failures of an outside map service, distinct from the asker's mistakes (answered 502 and 504)."""

from __future__ import annotations

from core.errors import DomainError


class GeoProviderFailed(DomainError):
    """The map service refused or failed the request (denied key, quota, server error)."""

    def __init__(self, message: str = "The map service could not answer. Please try again later.") -> None:
        super().__init__("geo_provider", message)


class GeoProviderTimeout(DomainError):
    """The map service did not answer in time."""

    def __init__(self, message: str = "The map service took too long to answer. Please try again.") -> None:
        super().__init__("geo_provider_timeout", message)
