"""Files in a local folder (STORAGE_BACKEND=local, the default): MEDIA_DIR for public pictures, served by
this server under /media, and a folder served nowhere for private files. One machine only: another machine
does not see them (adapters/storage/s3.py is for several)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import structlog

from .objects import store_down

log = structlog.get_logger("storefront.storage")


class FolderObjects:
    """Implements `Objects` in the folder `root` (made on the first write)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    async def put(self, key: str, content: bytes) -> None:
        target = self._inside(key)
        if target is None:
            raise ValueError(f"{key!r} leaves the folder")
        try:
            await asyncio.to_thread(_write, target, content)
        except OSError as exc:  # a full or read-only disk: the upload is refused, try again later
            log.warning("storage_write_failed", key=key, error=str(exc))
            raise store_down() from None

    async def get(self, key: str, max_bytes: int | None = None) -> bytes | None:
        target = self._inside(key)
        if target is None:
            return None
        try:
            return await asyncio.to_thread(_read, target, max_bytes)
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None

    async def delete(self, key: str) -> None:
        target = self._inside(key)
        if target is not None:
            try:
                await asyncio.to_thread(target.unlink, missing_ok=True)
            except OSError as exc:  # a read-only disk: the deletion is retried (adapters/storage/files.py)
                log.warning("storage_delete_failed", key=key, error=str(exc))
                raise store_down() from None

    async def keys(self) -> set[str]:
        return await asyncio.to_thread(self._keys)

    async def ready(self) -> bool:
        return self.root.is_dir() and os.access(self.root, os.W_OK)

    def _inside(self, key: str) -> Path | None:
        """The file of `key`, or None when the key leaves the folder."""
        target = (self.root / key).resolve()
        return target if self.root.resolve() in target.parents else None

    def _keys(self) -> set[str]:
        if not self.root.is_dir():
            return set()
        return {
            path.relative_to(self.root).as_posix()
            for path in self.root.rglob("*")
            if path.is_file() and not path.name.startswith(".")
        }


def _write(target: Path, content: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    # Renaming a finished file means a reader never sees half a picture.
    partial = target.with_name(f".{target.name}.{os.getpid()}")
    partial.write_bytes(content)
    partial.replace(target)


def _read(target: Path, max_bytes: int | None) -> bytes | None:
    if max_bytes is not None and target.stat().st_size > max_bytes:
        return None
    return target.read_bytes()
