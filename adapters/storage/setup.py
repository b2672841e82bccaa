"""The storage STORAGE_BACKEND names, built once per process: the public and the private files, and the
readiness check of what they stand on."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from adapters.settings import Settings
from core.background import BackgroundWork

from .files import MEDIA_PREFIX, PrivateMedia, PublicMedia
from .local import FolderObjects
from .objects import PUBLIC_CACHE, Objects


@dataclass(frozen=True, slots=True)
class Storage:
    """Public pictures, private files, and the stores readiness asks."""

    public: PublicMedia
    private: PrivateMedia
    checked: tuple[Objects, ...]

    async def ready(self) -> bool:
        """Whether every checked store answers."""
        return all(await asyncio.gather(*(objects.ready() for objects in self.checked)))


def open_storage(settings: Settings, later: BackgroundWork | None = None) -> Storage:
    """The storage of `settings`: the two local folders (the default), or two prefixes of S3 buckets; a
    deletion their store does not answer goes to `later` (none: the key is logged and left)."""
    base = settings.media_base_url or MEDIA_PREFIX
    if settings.storage_backend == "s3":
        from .s3 import S3Objects, s3_store  # only deployments on S3 load its client

        public = S3Objects(s3_store(settings, settings.s3_bucket, settings.s3_public_prefix), PUBLIC_CACHE)
        private_bucket = settings.s3_private_bucket or settings.s3_bucket
        private = S3Objects(s3_store(settings, private_bucket, settings.s3_private_prefix))
        return Storage(PublicMedia(public, base, later), PrivateMedia(private, later), (public, private))
    media = settings.media_dir
    folder = FolderObjects(media)
    hidden = FolderObjects(settings.private_dir or media.with_name(f"{media.name}-private"))
    # The private folder is made beside the media folder on its first file: the media folder is checked.
    return Storage(PublicMedia(folder, base, later), PrivateMedia(hidden, later), (folder,))
