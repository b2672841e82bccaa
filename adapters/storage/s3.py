"""Files in an S3-compatible bucket (STORAGE_BACKEND=s3: AWS S3, SeaweedFS, MinIO, Cloudflare R2, ...), so
every machine of the deployment sees what one stored.

Through obstore (docs/operations.md, "Object storage", says why it rather than aioboto3): natively async, a
single wheel without dependencies, and each store is bound to one bucket and one key prefix, so the public
and the private files are two stores that cannot reach each other's keys. Every call is bounded: a bucket
that does not answer costs a request a few seconds at most, then answers 503.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import obstore
import structlog
from obstore.store import S3Store

from adapters.settings import Settings

from .objects import media_type, store_down

if TYPE_CHECKING:
    from obstore.store import ClientConfig, RetryConfig, S3Config

log = structlog.get_logger("storefront.storage")

CONNECT_TIMEOUT = "2s"  # a server that takes no connection within this is down
REQUEST_TIMEOUT = "10s"  # one request, body included (files are 2 MB at most)
RETRIES = 2  # a failed request (a 5xx, a reset connection) is tried again twice, with a short backoff...
RETRY_WITHIN = dt.timedelta(seconds=5)  # ...within this much time in all


def s3_store(settings: Settings, bucket: str, prefix: str) -> S3Store:
    """A store on `bucket`'s keys under `prefix`, with the settings' endpoint, region and credentials."""
    config: S3Config = {"region": settings.s3_region}
    if settings.s3_endpoint_url:
        config["endpoint"] = settings.s3_endpoint_url
    if settings.s3_access_key_id:
        config["access_key_id"] = settings.s3_access_key_id
        config["secret_access_key"] = settings.s3_secret_access_key
    client: ClientConfig = {
        "allow_http": settings.s3_endpoint_url.startswith("http://"),
        "connect_timeout": CONNECT_TIMEOUT,
        "timeout": REQUEST_TIMEOUT,
    }
    retry: RetryConfig = {"max_retries": RETRIES, "retry_timeout": RETRY_WITHIN}
    return S3Store(
        bucket, prefix=prefix.strip("/") or None, config=config, client_options=client, retry_config=retry
    )


class S3Objects:
    """Implements `Objects` on one bucket and prefix; `cache_control` is sent with every file put (for the
    public pictures a CDN or a browser reads from the bucket)."""

    def __init__(self, store: S3Store, cache_control: str | None = None) -> None:
        self._store = store
        self._cache_control = cache_control

    async def put(self, key: str, content: bytes) -> None:
        attributes = {"Content-Type": media_type(key)}
        if self._cache_control:
            attributes["Cache-Control"] = self._cache_control
        try:
            await obstore.put_async(self._store, key, content, attributes=attributes, use_multipart=False)
        except Exception as exc:  # unreachable, refusing or failing: nothing is stored
            log.warning("storage_write_failed", key=key, error=_first_line(exc))
            raise store_down() from None

    async def get(self, key: str, max_bytes: int | None = None) -> bytes | None:
        try:
            found = await obstore.get_async(self._store, key)
            if max_bytes is not None and found.meta["size"] > max_bytes:
                return None
            return bytes(await found.bytes_async())
        except FileNotFoundError:
            return None
        except Exception as exc:
            log.warning("storage_read_failed", key=key, error=_first_line(exc))
            raise store_down() from None

    async def delete(self, key: str) -> None:
        try:
            await obstore.delete_async(self._store, key)
        except FileNotFoundError:
            pass
        except Exception as exc:  # the deletion is retried (adapters/storage/files.py)
            log.warning("storage_delete_failed", key=key, error=_first_line(exc))
            raise store_down() from None

    async def keys(self) -> set[str]:
        found: set[str] = set()
        try:
            async for chunk in obstore.list(self._store, chunk_size=1000):
                found.update(meta["path"] for meta in chunk)
        except Exception as exc:
            log.warning("storage_list_failed", error=_first_line(exc))
            raise store_down() from None
        return found

    async def ready(self) -> bool:
        """One listing of the prefix's first level: the server answers, the bucket exists and the
        credentials are good."""
        try:
            await obstore.list_with_delimiter_async(self._store)
        except Exception:
            return False
        return True


def _first_line(exc: Exception) -> str:
    # obstore's messages go on with a debug dump of the request over many lines.
    return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
