"""Outermost ASGI middleware: a request id bound to every log line, one access line, security headers.

It wraps the whole application (cache hits included), so every answer carries the same headers."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import getrandbits
from typing import Any

import structlog

from adapters.http.edge.asgi import ASGIApp, Message, Receive, Scope, Send
from adapters.http.edge.clients import ClientView
from adapters.http.edge.paths import canonical_path, with_canonical_path

log = structlog.get_logger("storefront.access")

_STRICT_CSP = (
    "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self'{scripts}; connect-src 'self' https:{connects}; font-src 'self' data:; "
    "worker-src 'self' blob:; {frames}frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
)
# What the Google Maps JavaScript API needs (its CSP guide); only sent when that map is configured.
_GOOGLE_MAPS_CSP = (
    "default-src 'self'; img-src 'self' data: blob: https:; "
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; "
    "script-src 'self'{scripts} 'unsafe-eval' blob: https://*.googleapis.com https://*.gstatic.com; "
    "connect-src 'self' https: data: blob:{connects}; font-src 'self' data: https://fonts.gstatic.com; "
    "worker-src 'self' blob:; frame-src *.google.com{frame_origins}; "
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
)
CSP_HEADER = b"content-security-policy"


@dataclass(frozen=True, slots=True)
class ThirdPartySources:
    """Another site's script a page runs (Stripe.js), the frames it draws and the addresses it calls."""

    scripts: tuple[str, ...] = ()
    frames: tuple[str, ...] = ()
    connects: tuple[str, ...] = ()


def content_security_policy(
    google_maps: bool = False, script_hashes: Sequence[str] = (), third_party: ThirdPartySources | None = None
) -> str:
    """Scripts from this origin only, plus the inline scripts whose sha256 (base64) is in `script_hashes`
    (index.html's boot script); loosened only as far as the Google map needs, when it is on, and as far as
    `third_party` names (exactly its origins, for scripts, frames and calls)."""
    extra = third_party or ThirdPartySources()
    scripts = "".join(f" 'sha256-{digest}'" for digest in script_hashes) + "".join(
        f" {origin}" for origin in extra.scripts
    )
    connects = "".join(f" {origin}" for origin in extra.connects)
    frame_origins = "".join(f" {origin}" for origin in extra.frames)
    if google_maps:
        return _GOOGLE_MAPS_CSP.format(scripts=scripts, connects=connects, frame_origins=frame_origins)
    frames = f"frame-src 'self'{frame_origins}; " if extra.frames else ""
    return _STRICT_CSP.format(scripts=scripts, connects=connects, frames=frames)


def security_headers(google_maps: bool = False) -> list[tuple[bytes, bytes]]:
    """Headers every answer carries (a page brings its own policy, naming its inline script)."""
    return [
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"strict-origin-when-cross-origin"),
        (b"x-frame-options", b"DENY"),
        (CSP_HEADER, content_security_policy(google_maps).encode()),
    ]


BAD_HOST = b'{"errors":[{"code":"host","message":"This host is not served here."}]}'
BAD_PATH = b'{"errors":[{"code":"path","message":"This address is not valid."}]}'


# A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address, with an optional port.
_HOST = re.compile(rb"(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?", re.IGNORECASE)


def host_allowed(host: bytes, allowed: tuple[str, ...]) -> bool:
    """True when `host` (port ignored) is one of `allowed`; "*.example.com" allows subdomains, "*" anything.

    Only a well-formed host is compared, so "evil.com/.localhost" is no subdomain of localhost."""
    if "*" in allowed:
        return True
    if _HOST.fullmatch(host) is None:
        return False
    name = host.decode("ascii").lower()
    name = name if name.startswith("[") else name.rsplit(":", 1)[0]
    name = name.rsplit("]:", 1)[0] + "]" if name.startswith("[") and "]:" in name else name
    return any(a == "*" or a == name or (a.startswith("*.") and name.endswith(a[1:])) for a in allowed)


async def _refuse(send: Send, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    start = {
        "type": "http.response.start",
        "status": 400,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            *headers,
        ],
    }
    await send(start)
    await send({"type": "http.response.body", "body": body})


HSTS = (b"strict-transport-security", b"max-age=31536000; includeSubDomains")
NO_STORE = (b"cache-control", b"no-store")
PERSONAL_PATHS = ("/api/v1/customer/", "/api/v1/auth/")
MAX_HOSTS = 1024
# Health probes are answered whatever Host they name: a load balancer's check names none (HAProxy's httpchk)
# and an orchestrator's names the node's own address (Kubernetes), neither of them a shop's host name. Their
# answers say nothing about the host. Exact paths: no other spelling reaches past the host check.
PROBES = frozenset({"/health/live", "/health/ready"})


def _personal(path: str, headers: dict[bytes, bytes]) -> bool:
    """An answer for one shopper: a customer's or a guest's, or one that issues an identity."""
    return path.startswith(PERSONAL_PATHS) or b"authorization" in headers


def request_context_middleware(
    app: ASGIApp,
    allowed_hosts: tuple[str, ...] = ("*",),
    *,
    google_maps: bool = False,
    clients: ClientView | None = None,
    allowed_methods: Mapping[str, bytes] | None = None,
) -> ASGIApp:
    """Refuse unknown hosts, rewrite the path to its one spelling, bind a request id (the caller's X-Request-ID when sane), log, add headers:
    security headers everywhere, HSTS over HTTPS, `Cache-Control: no-store` on personal answers and on
    every API error that does not say otherwise."""
    clients = clients or ClientView()
    allowed_methods = allowed_methods or {}

    # The access line is written at INFO: below that level, skip building it (the logger's look-up alone
    # costs a few microseconds a request). configure_logging has run by now and set the level.
    access_lines = logging.getLogger().isEnabledFor(logging.INFO)
    extra_headers = security_headers(google_maps)
    without_policy = [header for header in extra_headers if header[0] != CSP_HEADER]
    hosts: dict[bytes, bool] = {}  # each Host header judged once (at most MAX_HOSTS kept)

    def known_host(host: bytes) -> bool:
        allowed = hosts.get(host)
        if allowed is None:
            allowed = host_allowed(host, allowed_hosts)
            if len(hosts) >= MAX_HOSTS:
                hosts.clear()
            hosts[host] = allowed
        return allowed

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        if not known_host(headers.get(b"host", b"")) and scope["path"] not in PROBES:
            await _refuse(send, BAD_HOST, extra_headers)
            return
        if "\x00" in scope["path"]:  # no file or route has one; the file system would fail on it
            await _refuse(send, BAD_PATH, extra_headers)
            return
        path = canonical_path(scope["path"])
        if path != scope["path"]:  # every layer inside sees one spelling of the path (paths.py)
            scope = with_canonical_path(scope, path)
        method = scope["method"]
        head = method == "HEAD"
        if head:  # answered as GET without the body (RFC 9110): every GET route answers HEAD too
            scope = {**scope, "method": "GET"}
        incoming = headers.get(b"x-request-id", b"")
        # A request id only ties log lines together: it needs to be unique, not unguessable, so it is drawn
        # without a system call (secrets.token_hex reads the kernel's generator on every request).
        request_id = (
            incoming.decode("latin-1")
            if 8 <= len(incoming) <= 64 and incoming.isalnum()
            else f"{getrandbits(64):016x}"
        )
        bound = structlog.contextvars.bind_contextvars(request_id=request_id)
        started = time.perf_counter()
        status = 0
        https = clients.is_https(scope)
        personal = _personal(scope["path"], headers)
        api = scope["path"].startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers: list[Any] = list(message.get("headers", []))
                named = dict(headers)  # which headers the answer has, in one pass
                headers.extend(without_policy if CSP_HEADER in named else extra_headers)
                headers.append((b"x-request-id", request_id.encode()))
                if https:
                    headers.append(HSTS)
                if method == "OPTIONS" and (allow := allowed_methods.get(scope["path"])) is not None:
                    headers = [h for h in headers if h[0].lower() != b"allow"]
                    headers.append((b"allow", allow))
                if api and (personal or status >= 400) and b"cache-control" not in named:
                    headers.append(NO_STORE)
                message["headers"] = headers
            elif head and message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        try:
            await app(scope, receive, send_with_headers)
        finally:
            if access_lines:
                log.info(
                    "request",
                    method=method,
                    path=scope["path"],
                    status=status,
                    ms=round((time.perf_counter() - started) * 1000, 2),
                )
            structlog.contextvars.reset_contextvars(**bound)

    return middleware
