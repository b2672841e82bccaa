"""A message's pictures: checked as profile photos are (JPEG, PNG or GIF by their content, at most 2 MB and
24 megapixels) but of any proportions, stored re-encoded (pixels only) through the storage port."""

from __future__ import annotations

from collections.abc import Sequence

from core.identity.ports import PhotoStore, PictureCleaner
from core.identity.rules import MAX_PICTURE_PIXELS, PHOTO_FORMAT_MESSAGE, PHOTO_FORMATS, photo_problems

PICTURE_FOLDER = "message"
PICTURE_MAX_SIDE = 1600  # a picture in a thread is looked at larger than an avatar
SQUARE_ONLY = "The image must be square (1:1)."  # the profile rule pictures in a message do not follow


class MessagePictures:
    """Cleans, checks and stores the pictures of a message."""

    def __init__(self, store: PhotoStore, pictures: PictureCleaner) -> None:
        self._store = store
        self._pictures = pictures

    def check(self, uploads: Sequence[bytes]) -> tuple[list[tuple[str, bytes]], str | None]:
        """(extension, cleaned content) of each upload, and the English problem of the first that is no
        picture we keep (None when all are)."""
        cleaned: list[tuple[str, bytes]] = []
        for upload in uploads:
            picture = self._pictures.clean(upload, PICTURE_MAX_SIDE, MAX_PICTURE_PIXELS)
            problems = [p for p in photo_problems(len(upload), picture) if p[1] != SQUARE_ONLY]
            if problems:
                return [], problems[0][1]
            if picture is None or picture.content is None:
                return [], PHOTO_FORMAT_MESSAGE
            cleaned.append((PHOTO_FORMATS[picture.facts.format], picture.content))
        return cleaned, None

    async def save(self, cleaned: Sequence[tuple[str, bytes]]) -> tuple[str, ...]:
        """Store cleaned pictures; their storage keys."""
        return tuple(
            [await self._store.save(PICTURE_FOLDER, extension, content) for extension, content in cleaned]
        )

    async def delete(self, keys: Sequence[str]) -> None:
        """Delete stored pictures (those gone already are skipped)."""
        for key in keys:
            await self._store.delete(key)

    def url(self, key: str | None) -> str:
        return self._store.full_url(key)
