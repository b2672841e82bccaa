"""Rate limits per client and purpose: fixed windows counted atomically, in memory or in Redis.

Each purpose has its own counters (DESIGN.md: one store per purpose), so ordinary page views never use up
the budget of guest ids, and sign-in and one-time codes have their own (per client here; per account in the
identity use cases, adapters/identity/throttle.py). A client is the peer address, or the address a
trusted proxy forwarded (clients.py). In memory the counts hold for one process; with `REDIS_URL` they are
one `INCR` per request on a key that expires with its window, so they hold across worker processes and
machines. When Redis cannot be reached, the security budgets (guest ids, sign-in, sign-up, codes, uploads)
fail closed with 503 and Retry-After, and the ordinary page budgets (reads, writes) let the request through:
the shop stays open, and no one gets unlimited guesses (adapters/redis_link.py logs the outage once).
"""

from __future__ import annotations

import math

import msgspec

from adapters.http.edge.asgi import ASGIApp, Message, Receive, Scope, Send
from adapters.http.edge.clients import CLIENT_STATE, ClientView
from adapters.limits import Counters, Limit
from adapters.redis_link import COOL_DOWN, RedisDown

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
# The budgets that let a request through when their counters cannot be reached; every other one refuses.
FAIL_OPEN = frozenset({"reads", "writes"})


class Purposes(msgspec.Struct, frozen=True):
    """The limit of each purpose."""

    reads: Limit
    writes: Limit
    guests: Limit
    uploads: Limit
    login: Limit
    sign_up: Limit
    otp_send: Limit
    otp_verify: Limit


GUEST_PATH = "/api/v1/auth/guest/request"
# Paths with a budget of their own (any method: a GET on them is refused anyway and must not be free).
OWN_BUDGET = {
    GUEST_PATH: "guests",
    "/api/v1/auth/login": "login",
    "/api/v1/auth/sign-up": "sign_up",
    "/api/v1/auth/send-otp": "otp_send",
    "/api/v1/auth/verify-phone": "otp_verify",
    "/api/v1/auth/verify-email": "otp_verify",
}


# Uploads that store files: their own budget, for the writes only (the same path answers reads too).
UPLOADS = frozenset({"/api/v1/customer/order/prescription"})


def purpose_of(method: str, path: str) -> str | None:
    """Which budget a request spends: guest ids, sign-in, codes, uploads, writes or reads of the API; None
    outside the API."""
    if not path.startswith("/api/"):
        return None
    own = OWN_BUDGET.get(path)  # the path is canonical by now (paths.py)
    if own is not None:
        return own
    if method == "POST" and path in UPLOADS:
        return "uploads"
    return "writes" if method in WRITE_METHODS else "reads"


def _too_many(retry_after: int) -> list[Message]:
    message = f"Too many requests: try again in {retry_after} seconds."
    return _refusal(429, "too_many_requests", message, retry_after)


def _counters_down() -> list[Message]:
    return _refusal(503, "service_unavailable", "The service is busy, try again.", math.ceil(COOL_DOWN))


def _refusal(status: int, code: str, message: str, retry_after: int) -> list[Message]:
    body = msgspec.json.encode({"errors": [{"code": code, "message": message}]})
    headers = [
        (b"content-type", b"application/json"),
        (b"retry-after", str(retry_after).encode()),
        (b"cache-control", b"no-store"),
        (b"content-length", str(len(body)).encode()),
    ]
    return [
        {"type": "http.response.start", "status": status, "headers": headers},
        {"type": "http.response.body", "body": body},
    ]


def rate_limit_middleware(
    app: ASGIApp, purposes: Purposes, counters: Counters, clients: ClientView
) -> ASGIApp:
    """Answer 429 with Retry-After once a client has spent its budget of a purpose in the window."""
    limits: dict[str, Limit] = {name: getattr(purposes, name) for name in purposes.__struct_fields__}

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        purpose = purpose_of(scope["method"], scope["path"]) if scope["type"] == "http" else None
        if purpose is None:
            await app(scope, receive, send)
            return
        limit = limits[purpose]
        window = limit.window()
        client = clients.address(scope)
        scope.setdefault("state", {})[CLIENT_STATE] = client  # for a route that counts per client too
        try:
            count = await counters.hit(f"{purpose}:{client}", window.number, limit.seconds)
        except RedisDown:
            if purpose in FAIL_OPEN:
                await app(scope, receive, send)
                return
            for message in _counters_down():
                await send(message)
            return
        if count > limit.requests:
            for message in _too_many(window.ends_in):
                await send(message)
            return
        await app(scope, receive, send)

    return middleware
