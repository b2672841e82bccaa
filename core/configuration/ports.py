"""What the configuration context needs from the outside."""

from __future__ import annotations

from typing import Any, Protocol


class SettingsStore(Protocol):
    """The operator's stored settings."""

    async def all(self) -> dict[str, Any]:
        """Every stored key and value."""
        ...


class MediaUrls(Protocol):
    """Turns a stored file path into the address a browser loads it from."""

    def full_url(self, path: str | None) -> str:
        """The public address of `path` (empty when there is no file)."""
        ...

    def base_url(self, folder: str) -> str:
        """The public address of a folder of files."""
        ...
