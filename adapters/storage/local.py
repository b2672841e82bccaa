"""Files kept in a local directory and served by this server under /media."""

from __future__ import annotations

from pathlib import Path

MEDIA_PREFIX = "/media"


class LocalMedia:
    """Implements core's MediaUrls for files under `root`, served at /media/..."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def full_url(self, path: str | None) -> str:
        """The root-relative address of `path`, or "" so the storefront shows its placeholder."""
        return f"{MEDIA_PREFIX}/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        """The root-relative address of `folder`."""
        return f"{MEDIA_PREFIX}/{folder}"
