"""The two kinds of stored files, on one `Objects` store each.

Public pictures (the demo's, profile photos) each have a stable address: the public base (MEDIA_BASE_URL: a
CDN, the bucket's public prefix; else this server's /media) and the file's key. Private files (prescription
images) have no address at all: they are read back only through the app's owner-checked routes, never through
a public or a signed URL (a signed URL would still open the file after the owner signed out).

A file whose row is gone but whose store did not answer the deletion is not left behind: the deletion goes to
the `delete_file` background job (adapters/jobs/work/delete_file.py), which retries it for about an hour.
"""

from __future__ import annotations

from typing import Literal

import structlog

from core.background import BackgroundWork
from core.errors import Unavailable

from .objects import Objects, new_key

MEDIA_PREFIX = "/media"
DELETE_JOB = "delete_file"
StoreName = Literal["public", "private"]

log = structlog.get_logger("storefront.storage")


async def delete_or_hand_over(
    objects: Objects, store: StoreName, key: str, later: BackgroundWork | None
) -> None:
    """Delete `key` now, or when its store does not answer, have the background job retry it. The request
    that dropped the file is never refused for it: only when the job cannot be handed over either (its queue
    is down too) is the key left, logged as `storage_delete_abandoned` to be removed by hand."""
    try:
        await objects.delete(key)
        return
    except Unavailable:
        pass
    if later is not None:
        try:
            await later.enqueue(DELETE_JOB, store=store, key=key)
            return
        except Unavailable:
            pass
    log.error("storage_delete_abandoned", store=store, key=key)


class PublicMedia:
    """Implements core's MediaUrls and PhotoStore."""

    def __init__(
        self, objects: Objects, base: str = MEDIA_PREFIX, later: BackgroundWork | None = None
    ) -> None:
        self.objects = objects
        self._base = base.rstrip("/")
        self._later = later

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
        await delete_or_hand_over(self.objects, "public", path, self._later)


class PrivateMedia:
    """Implements core's PrivateFiles."""

    def __init__(self, objects: Objects, later: BackgroundWork | None = None) -> None:
        self.objects = objects
        self._later = later

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        key = new_key(folder, extension)
        await self.objects.put(key, content)
        return key

    async def read(self, path: str) -> bytes | None:
        return await self.objects.get(path)

    async def delete(self, path: str) -> None:
        await delete_or_hand_over(self.objects, "private", path, self._later)
