"""A node whose code needs a newer database schema than the database has refuses to serve the API, and
says so: 503 with Retry-After and a message naming the command, rather than 500s from missing columns.

The schema is looked at on the first API request, and again at most once a `RECHECK_SECONDS` while it is
behind, so a node started before `storefront migrate` finished starts serving by itself once it has. Once
the schema is current it is never looked at again (a schema does not go back). Readiness (/health/ready)
says the same to the load balancer, which then sends the node no traffic at all.
"""

from __future__ import annotations

import time

import msgspec
from dishka import AsyncContainer

from adapters.health import Probes
from adapters.http.edge.asgi import ASGIApp, Receive, Scope, Send

RECHECK_SECONDS = 1.0
RETRY_AFTER = 5
BEHIND = "This server needs a newer database schema: run `storefront migrate`."
_BODY = msgspec.json.encode({"errors": [{"code": "schema_behind", "message": BEHIND}]})
_HEADERS = [
    (b"content-type", b"application/json"),
    (b"retry-after", str(RETRY_AFTER).encode()),
    (b"cache-control", b"no-store"),
    (b"content-length", str(len(_BODY)).encode()),
]


def schema_gate_middleware(app: ASGIApp, container: AsyncContainer) -> ASGIApp:
    """Answer the API 503 while the database's schema is behind this code."""
    current = False
    checked_at = float("-inf")
    behind = False

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        nonlocal current, checked_at, behind
        if current or scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await app(scope, receive, send)
            return
        now = time.monotonic()
        if now - checked_at >= RECHECK_SECONDS:
            checked_at = now
            found = await (await container.get(Probes)).schema_behind()
            behind = bool(found)
            current = found is False  # None: the database did not answer; its own errors say so
        if behind:
            await send({"type": "http.response.start", "status": 503, "headers": _HEADERS})
            await send({"type": "http.response.body", "body": _BODY})
            return
        await app(scope, receive, send)

    return middleware
