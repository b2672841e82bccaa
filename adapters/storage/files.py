"""The two kinds of stored files, on one `Objects` store each.

Public pictures (the demo's, profile photos) each have a stable address: the public base (MEDIA_BASE_URL: a
CDN, the bucket's public prefix; else this server's /media) and the file's key. Private files (prescription
images) have no address at all: they are read back only through the app's owner-checked routes, never through
a public or a signed URL (a signed URL would still open the file after the owner signed out).
"""

from __future__ import annotations

from .objects import Objects, new_key

MEDIA_PREFIX = "/media"


class PublicMedia:
    """Implements core's MediaUrls and PhotoStore."""

    def __init__(self, objects: Objects, base: str = MEDIA_PREFIX) -> None:
        self.objects = objects
        self._base = base.rstrip("/")

    def full_url(self, path: str | None) -> str:
        """The address of `path`, or "" so the storefront shows its placeholder."""
        return f"{self._base}/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        """The address of `folder`."""
        return f"{self._base}/{folder}"

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        """Store `content` under a new unguessable name in `folder`; its key."""
        key = new_key(folder, extension)
        await self.objects.put(key, content)
        return key

    async def delete(self, path: str) -> None:
        await self.objects.delete(path)


class PrivateMedia:
    """Implements core's PrivateFiles."""

    def __init__(self, objects: Objects) -> None:
        self.objects = objects

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        key = new_key(folder, extension)
        await self.objects.put(key, content)
        return key

    async def read(self, path: str) -> bytes | None:
        return await self.objects.get(path)

    async def delete(self, path: str) -> None:
        await self.objects.delete(path)
