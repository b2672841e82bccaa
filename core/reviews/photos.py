"""Review photos: checked as profile photos are (JPEG, PNG or GIF by their content, at most 2 MB and 24
megapixels), but of any proportions; stored re-encoded (pixels only, no EXIF position) through the storage
port, at most PHOTO_MAX_SIDE pixels a side."""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import InvalidInput
from core.identity.ports import PhotoStore, PictureCleaner
from core.identity.rules import MAX_PICTURE_PIXELS, PHOTO_FORMATS, photo_problems
from core.messages import translate

PHOTO_FOLDER = "review"
PHOTO_MAX_SIDE = 1600  # a review photo is looked at larger than an avatar
SQUARE_ONLY = "The image must be square (1:1)."  # the profile rule review photos do not follow


class ReviewPhotos:
    """Cleans, checks and stores the photos of a review; deletes the ones a review no longer shows."""

    def __init__(self, store: PhotoStore, pictures: PictureCleaner) -> None:
        self._store = store
        self._pictures = pictures

    def check(self, uploads: Sequence[bytes], language: str) -> list[tuple[str, bytes]]:
        """(extension, cleaned content) of each upload; 422 "image" for the first that is no photo."""
        cleaned: list[tuple[str, bytes]] = []
        for upload in uploads:
            picture = self._pictures.clean(upload, PHOTO_MAX_SIDE, MAX_PICTURE_PIXELS)
            problems = [p for p in photo_problems(len(upload), picture) if p[1] != SQUARE_ONLY]
            if problems or picture is None or picture.content is None:
                field, message = problems[0] if problems else ("image", "")
                raise InvalidInput(field, translate(message, language))
            cleaned.append((PHOTO_FORMATS[picture.facts.format], picture.content))
        return cleaned

    async def save(self, cleaned: Sequence[tuple[str, bytes]]) -> tuple[str, ...]:
        """Store cleaned photos; their storage keys."""
        return tuple(
            [await self._store.save(PHOTO_FOLDER, extension, content) for extension, content in cleaned]
        )

    async def delete(self, keys: Sequence[str]) -> None:
        for key in keys:
            await self._store.delete(key)

    def url(self, key: str) -> str:
        return self._store.full_url(key)
