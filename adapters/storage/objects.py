"""The one idiom of stored files: bytes under a key ("profile/<name>.png") in a store, a local folder
(adapters/storage/local.py) or a prefix of an S3 bucket (adapters/storage/s3.py), chosen by STORAGE_BACKEND.
Public pictures and private files are two stores apart (adapters/storage/files.py).

A store that cannot be reached raises `core.errors.Unavailable` (503 with Retry-After), never a 500, a
deletion included: the file kinds (adapters/storage/files.py) hand a deletion that failed to a background
job that retries it, so the request it belongs to is not refused for a file left behind.
"""

from __future__ import annotations

import secrets
from typing import Protocol

from core.errors import Unavailable

STORE_DOWN = "The service is busy, try again."
# Public pictures never change under their key (an upload gets a new random key, a demo picture is drawn
# once): a day in caches (browsers, a CDN) costs nothing.
PUBLIC_CACHE = "public, max-age=86400"
# What a stored file is answered as, by its extension (the stores only ever hold pictures).
MEDIA_TYPES = {
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
}


class Objects(Protocol):
    """Bytes kept under keys."""

    async def put(self, key: str, content: bytes) -> None:
        """Keep `content` under `key`, whole or not at all."""
        ...

    async def get(self, key: str, max_bytes: int | None = None) -> bytes | None:
        """What `key` holds; None when nothing does, or more than `max_bytes`."""
        ...

    async def delete(self, key: str) -> None:
        """Remove `key` (nothing when it is gone); Unavailable when the store does not answer."""
        ...

    async def keys(self) -> set[str]:
        """Every key held (the demo's seeding adds only what is missing)."""
        ...

    async def ready(self) -> bool:
        """Whether the store answers and takes files (readiness)."""
        ...


def new_key(folder: str, extension: str) -> str:
    """A key in `folder` named by 128 random bits: never taken from an upload, so it cannot climb out of the
    folder or be guessed."""
    return f"{folder}/{secrets.token_urlsafe(16)}.{extension}"


def is_plain_key(key: str) -> bool:
    """Whether `key` is one this code could have made: segments neither empty nor starting with a dot (so
    no "..", no hidden file) and no backslash."""
    return bool(key) and "\\" not in key and all(part and not part.startswith(".") for part in key.split("/"))


def media_type(key: str) -> str:
    """The media type a file is answered with, by its extension."""
    return MEDIA_TYPES.get(key.rsplit(".", 1)[-1].lower(), "application/octet-stream")


def store_down() -> Unavailable:
    """The error of a store that cannot be reached now."""
    return Unavailable("service_unavailable", STORE_DOWN)
