"""The built storefront (`settings.web_dist`, web/dist): one process serves the API and the pages.

Hashed assets under /static are cached by browsers for a year and sent precompressed (the build writes a
`.br` and a `.gz` beside each text file). Every other GET outside the API answers index.html, never
cached without revalidation, so the client router takes deep links such as /store/12?module_id=1.
index.html carries one inline script (the boot script, which would otherwise cost a request before the
first paint): its answer's Content-Security-Policy allows exactly that script, by its sha256.
Unknown API paths keep the API's 404 in the errors shape.
"""

from __future__ import annotations

import base64
import hashlib
import mimetypes
import re
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from litestar import Request, Response, Router, route
from litestar.enums import HttpMethod
from litestar.exceptions import NotFoundException
from litestar.params import FromPath

from adapters.http.edge.middleware import ThirdPartySources, content_security_policy
from adapters.http.errors import errors_response

ASSET_CACHE = "public, max-age=31536000, immutable"
PAGE_CACHE = "no-cache"
NOT_PAGES = ("/api", "/schema", "/media")  # the API's own answers, 404 included, come from the API
_ENCODINGS = (("br", ".br"), ("gzip", ".gz"))  # brotli first: smaller for the same text
_TYPES = {  # text types get "; charset=utf-8" from Litestar
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".html": "text/html",
    ".json": "application/json",
    ".map": "application/json",
    ".svg": "image/svg+xml",
    ".txt": "text/plain",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
}
NOT_BUILT = (
    "The storefront is not built: run `npm ci && npm run build` (or `make run`), "
    "or point WEB_DIST at a built storefront."
)
# Every method on unknown paths, so a POST to an unknown API path stays a 404 rather than a 405.
_ALL_METHODS = [
    HttpMethod.GET,
    HttpMethod.HEAD,
    HttpMethod.POST,
    HttpMethod.PUT,
    HttpMethod.PATCH,
    HttpMethod.DELETE,
]


def content_type(path: Path) -> str:
    """The Content-Type of a built file, by its extension."""
    return _TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"


def accepted_encodings(header: str) -> set[str]:
    """The codings an Accept-Encoding header allows (q=0 refuses one; "*" allows the rest)."""
    allowed: set[str] = set()
    refused: set[str] = set()
    for part in header.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = params.strip().removeprefix("q=")
        try:
            refuse = bool(params) and float(quality) == 0
        except ValueError:
            refuse = False
        (refused if refuse else allowed).add(name.strip())
    if "*" in allowed:
        allowed |= {coding for coding, _ in _ENCODINGS}
    return allowed - refused


def _inside(root: Path, relative: str) -> Path | None:
    """The file `relative` names under `root`; None for hidden parts, escapes and anything not a file."""
    parts = [p for p in relative.split("/") if p]
    if not parts or any(p.startswith(".") or "\\" in p for p in parts):
        return None
    candidate = root.joinpath(*parts)
    try:
        if candidate.resolve().is_relative_to(root.resolve()) and candidate.is_file():
            return candidate
    except OSError:
        return None
    return None


@lru_cache(maxsize=512)
def _read(path: Path, mtime_ns: int, size: int) -> bytes:
    # Keyed by modification time and size too, so a rebuild is served without a restart.
    return path.read_bytes()


# Scripts with neither src nor type: the ones a browser runs inline (a JSON data block is not one).
_INLINE_SCRIPT = re.compile(rb"<script>(.*?)</script>", re.DOTALL)


@lru_cache(maxsize=8)
def inline_script_hashes(path: Path, mtime_ns: int, size: int) -> tuple[str, ...]:
    """The base64 sha256 of each inline script of the page at `path`, as a CSP names them."""
    return tuple(
        base64.b64encode(hashlib.sha256(body).digest()).decode()
        for body in _INLINE_SCRIPT.findall(_read(path, mtime_ns, size))
    )


STRIPE_HOOKS = "https://hooks.stripe.com"


def stripe_sources(stripe_js: str) -> ThirdPartySources:
    """What the card page needs of Stripe.js at `stripe_js`: its script, the frames it draws the card form
    in, the calls it makes; and, for Stripe's own, the 3-D Secure frames of hooks.stripe.com (its CSP guide).
    (Its API, api.stripe.com, is already allowed by `connect-src https:`; the tests' fake Stripe.js is
    served over http on loopback, hence its origin in `connect-src`.)"""
    parts = urlsplit(stripe_js)
    origin = f"{parts.scheme}://{parts.netloc}"
    frames = (origin, STRIPE_HOOKS) if parts.netloc == "js.stripe.com" else (origin,)
    return ThirdPartySources(scripts=(origin,), frames=frames, connects=(origin,))


def page_policy(index: Path, google_maps: bool, third_party: ThirdPartySources | None = None) -> str:
    """The Content-Security-Policy of index.html as it is on disk now (a rebuild needs no restart)."""
    stat = index.stat()
    hashes = inline_script_hashes(index, stat.st_mtime_ns, stat.st_size)
    return content_security_policy(google_maps, hashes, third_party)


def _file_answer(
    request: Request[Any, Any, Any],
    path: Path,
    cache_control: str,
    extra_headers: dict[str, str] | None = None,
) -> Response[bytes]:
    """`path` itself or its .br / .gz sibling, as the client accepts, with an ETag for revalidation."""
    accepted = accepted_encodings(request.headers.get("accept-encoding", ""))
    chosen, coding = path, None
    for name, suffix in _ENCODINGS:
        sibling = path.with_name(path.name + suffix)
        if name in accepted and sibling.is_file():
            chosen, coding = sibling, name
            break
    stat = chosen.stat()
    etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + coding if coding else ""}"'
    headers = {
        "Cache-Control": cache_control,
        "Vary": "Accept-Encoding",
        "ETag": etag,
        **(extra_headers or {}),
    }
    if coding:
        headers["Content-Encoding"] = coding
    if etag in request.headers.get("if-none-match", ""):
        return Response(b"", status_code=304, headers=headers, media_type=content_type(path))
    body = b"" if request.method == "HEAD" else _read(chosen, stat.st_mtime_ns, stat.st_size)
    if request.method == "HEAD":
        headers["Content-Length"] = str(stat.st_size)
    return Response(body, status_code=200, media_type=content_type(path), headers=headers)


def web_router(
    web_dist: Path, *, google_maps: bool = False, third_party: ThirdPartySources | None = None
) -> Router:
    """The storefront's routes; `web_dist` may not exist yet (pages then answer 503 until it is built).
    `google_maps`: the page's policy lets the Google map's scripts in (edge/middleware.py); `third_party`:
    the other sites' script it lets in besides (Stripe.js, when Stripe is on)."""

    @route("/static/{path:path}", http_method=["GET", "HEAD"], include_in_schema=False, sync_to_thread=False)
    def static_asset(request: Request[Any, Any, Any], path: FromPath[str]) -> Response[bytes]:
        """A hashed build asset: immutable, so browsers keep it for a year."""
        asset = _inside(web_dist / "static", path)
        if asset is None:
            raise NotFoundException()
        return _file_answer(request, asset, ASSET_CACHE)

    @route(["/", "/{path:path}"], http_method=_ALL_METHODS, include_in_schema=False, sync_to_thread=False)
    def page(request: Request[Any, Any, Any]) -> Response[Any]:
        """A root file of the build (favicon, robots.txt), else index.html for the client router."""
        url_path = request.url.path
        if request.method not in {"GET", "HEAD"} or any(
            url_path == prefix or url_path.startswith(prefix + "/") for prefix in NOT_PAGES
        ):
            raise NotFoundException()
        index = web_dist / "index.html"
        if not index.is_file():
            return errors_response(503, [{"code": "service_unavailable", "message": NOT_BUILT}])
        name = url_path.strip("/")
        root_file = _inside(web_dist, name) if name and "/" not in name else None
        if root_file is None and "/" not in name and "." in name:
            raise NotFoundException()  # /robots.txt, /favicon.ico ...: a missing file, not a page
        if root_file is not None:
            return _file_answer(request, root_file, PAGE_CACHE)
        return _file_answer(
            request,
            index,
            PAGE_CACHE,
            {"Content-Security-Policy": page_policy(index, google_maps, third_party)},
        )

    return Router(path="/", route_handlers=[static_asset, page])
