"""Files kept in a local directory and served by this server under /media."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

MEDIA_PREFIX = "/media"


class LocalMedia:
    """Implements core's MediaUrls and PhotoStore for files under `root`, served at /media/...; and core's
    PrivateFiles for a root that is served nowhere (prescriptions)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def full_url(self, path: str | None) -> str:
        """The root-relative address of `path`, or "" so the storefront shows its placeholder."""
        return f"{MEDIA_PREFIX}/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        """The root-relative address of `folder`."""
        return f"{MEDIA_PREFIX}/{folder}"

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        """Write `content` to `folder/<random name>.<extension>`; the path relative to the root.

        The name is 128 random bits: it is never taken from the upload, so it cannot climb out of the folder
        or be guessed."""
        path = f"{folder}/{secrets.token_urlsafe(16)}.{extension}"
        await asyncio.to_thread(self._write, self.root / path, content)
        return path

    async def delete(self, path: str) -> None:
        """Remove a stored file; nothing when it is gone, or when `path` leaves the root."""
        target = (self.root / path).resolve()
        if self.root.resolve() in target.parents:
            await asyncio.to_thread(target.unlink, missing_ok=True)

    async def read(self, path: str) -> bytes | None:
        """A stored file's content; None when it is gone, or when `path` leaves the root."""
        target = (self.root / path).resolve()
        if self.root.resolve() not in target.parents:
            return None
        try:
            return await asyncio.to_thread(target.read_bytes)
        except FileNotFoundError:
            return None

    @staticmethod
    def _write(target: Path, content: bytes) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
