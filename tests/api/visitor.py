"""The API tests' kit: a visitor of the storefront (a guest or a signed-in customer) and what every suite
reads its answers with, and the application served on the test's own event loop.

Each suite names its visitor by intent (a cart shopper, an account holder, a traveller, a sender, ...) on
top of `Visitor`, which holds what they share: the client, the owner (guest id or bearer token), the
headers the storefront sends and the owner fields of a request body."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
from dishka import Provider
from httpx import Response
from litestar import Litestar
from litestar.testing import AsyncTestClient

from adapters.settings import Settings

# The test client of a fixture (its own loop, in a thread) or an HTTP client on an app served on the
# test's loop (`running_app`): visitors talk through either.
Client = AsyncTestClient | httpx.AsyncClient  # type: ignore[type-arg]


def error(answer: Response) -> tuple[int, str, str]:
    """(status, code, message) of an errors-shaped answer: its first error."""
    first = answer.json()["errors"][0]
    return answer.status_code, first["code"], first["message"]


async def new_guest_id(client: Client) -> str:
    """A guest id freshly issued by the API."""
    answer = await client.post("/api/v1/auth/guest/request")
    assert answer.status_code == 200, answer.text
    guest_id: str = answer.json()["guest_id"]
    return guest_id


async def signed_up(client: Client, body: dict[str, Any]) -> str:
    """Sign up with `body` (which must be accepted); the new account's bearer token."""
    answer = await client.post("/api/v1/auth/sign-up", json=body)
    assert answer.status_code == 200, answer.text
    token: str = answer.json()["token"]
    return token


async def logged_in(client: Client, email: str, password: str, guest_id: str | None = None) -> str:
    """Log in by email (which must be accepted), bringing `guest_id`'s carts along; the new bearer token."""
    body = {"email_or_phone": email, "password": password, "login_type": "manual", "guest_id": guest_id}
    answer = await client.post("/api/v1/auth/login", json=body)
    assert answer.status_code == 200, answer.text
    token: str = answer.json()["token"]
    return token


class Visitor:
    """One visitor talking to the API: a guest (guest_id) or a signed-in customer (token)."""

    def __init__(self, client: Client, guest_id: str | None = None, token: str | None = None) -> None:
        self.client = client
        self.guest_id = guest_id
        self.token = token

    def headers(self, language: str = "en", **extra: str) -> dict[str, str]:
        """The headers the storefront sends: the language, the bearer token of a customer, and `extra`."""
        headers = {"X-localization": language, **extra}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    def owned(self, body: dict[str, Any]) -> dict[str, Any]:
        """`body` as this visitor sends it: a guest names itself by its guest id (unless `body` does)."""
        return {"guest_id": self.guest_id, **body} if self.guest_id else body

    def reached(self, contact: str) -> dict[str, str]:
        """What a guest shows to reach its own order (its guest id and the order's contact number); a
        customer's token is enough."""
        if self.guest_id is None:
            return {}
        return {"guest_id": self.guest_id, "contact_number": contact}


def application(settings: Settings, *overrides: Provider) -> Litestar:
    """The whole application for `settings`, its container built as the server builds it (with
    `overrides` on top)."""
    from adapters.container import make_container
    from adapters.http.app import create_app
    from core.verticals import load_registry

    container = make_container(settings, load_registry(settings.verticals), *overrides)
    return create_app(settings, container=container)


@asynccontextmanager
async def served(app: Litestar) -> AsyncIterator[Litestar]:
    """`app` started (its lifespan run) on this event loop, and stopped afterwards.

    (Litestar's test client runs the application on an event loop of its own, in another thread: a request
    made beside it on the test's loop would share the database pool across two loops. Open this inside the
    test, not in a fixture: async fixtures may run on another event loop.)"""
    async with app.lifespan():
        yield app


def client_at(app: Litestar, address: str = "127.0.0.1") -> httpx.AsyncClient:
    """An HTTP client whose requests reach `app` from the network address `address`."""
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url="http://localhost")


@asynccontextmanager
async def running_app(settings: Settings, *overrides: Provider) -> AsyncIterator[httpx.AsyncClient]:
    """The whole application started on the test's own event loop, and a client on it. Requests sent
    together really run together (the test client runs one request at a time on a thread of its own)."""
    async with served(application(settings, *overrides)) as app, client_at(app) as client:
        yield client


@asynccontextmanager
async def two_nodes(settings: Settings) -> AsyncIterator[tuple[httpx.AsyncClient, httpx.AsyncClient]]:
    """Two applications of `settings` (one database, one Redis: two nodes of a fleet) started on the test's
    loop, and a client on each."""
    async with (
        served(application(settings)) as one,
        served(application(settings)) as two,
        client_at(one) as first,
        client_at(two) as second,
    ):
        yield first, second
