"""/media: the public pictures. From the local folder, Litestar's static files (app.py); from a bucket
(STORAGE_BACKEND=s3), this route reads the file from the public store, so every node serves what any node
stored. A CDN in front of the bucket (MEDIA_BASE_URL) spares the nodes this work; the route stays for
addresses stored before one was set."""

from __future__ import annotations

from dishka import AsyncContainer
from litestar import Response, get
from litestar.exceptions import NotFoundException
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath

from adapters.storage.objects import PUBLIC_CACHE, is_plain_key, media_type
from adapters.storage.setup import Storage

# Public pictures are profile photos (2 MB at most) and the demo's (a few kB): a larger file is none of
# ours and is not read into memory.
MEDIA_READ_BYTES = 4 * 1024 * 1024


def media_route(container: AsyncContainer) -> HTTPRouteHandler:
    """GET /media/{key}: the public picture `key`, from the container's public store."""

    @get("/media/{key:path}", name="media", include_in_schema=False)
    async def media(key: FromPath[str]) -> Response[bytes]:
        key = key.lstrip("/")
        if not is_plain_key(key):
            raise NotFoundException()
        storage = await container.get(Storage)
        content = await storage.public.objects.get(key, MEDIA_READ_BYTES)
        if content is None:
            raise NotFoundException()
        return Response(content, media_type=media_type(key), headers={"Cache-Control": PUBLIC_CACHE})

    return media
