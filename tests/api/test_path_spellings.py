"""Every spelling of a path is one path: the per-client limits and `no-store` hold whatever the spelling.

The requests are sent as raw ASGI calls, so each spelling reaches the application exactly as a server hands
it over (an HTTP client would tidy some of them up before sending)."""

from __future__ import annotations

from pathlib import Path

import pytest
from litestar import Litestar

from adapters.http.app import create_app
from adapters.http.edge.paths import canonical_path
from adapters.settings import Settings
from tests.api.raw_asgi import call
from tests.api.visitor import served
from tests.conftest import make_settings

GUEST_SPELLINGS = [
    "/api/v1/auth/guest/request",
    "//api/v1/auth/guest/request",
    "/api//v1/auth/guest/request",
    "/api/v1//auth/guest/request",
    "/api/./v1/auth/guest/request",
    "/api/v1/auth/guest/request/",
    "/api/v1/x/../auth/guest/request",
    "///api/v1/auth/./guest//request//",
]


def limited_app(accounts: Settings, media: Path) -> Litestar:
    """The whole application on the accounts database (SQLite, and PostgreSQL when the tests have it), with
    small guest-id and sign-in budgets."""
    settings = make_settings(
        accounts.database_url,
        media,
        secret_key=accounts.secret_key,
        rate_limit_guests="3/3600",
        rate_limit_login="2/300",
    )
    return create_app(settings)


@pytest.mark.parametrize(
    ("spelling", "canonical"),
    [
        ("/", "/"),
        ("/api/v1/config", "/api/v1/config"),
        ("//api/v1/config", "/api/v1/config"),
        ("/api/v1/config/", "/api/v1/config"),
        ("/api/./v1//config", "/api/v1/config"),
        ("/api/v1/../../../etc/passwd", "/etc/passwd"),
        ("/../..", "/"),
        ("/.well-known/x", "/.well-known/x"),
        ("/API/v1/config", "/API/v1/config"),
    ],
)
def test_canonical_path(spelling: str, canonical: str) -> None:
    assert canonical_path(spelling) == canonical


async def test_guest_ids_share_one_budget_whatever_the_spelling(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    async with served(limited_app(accounts_settings, tmp_path)) as app:
        statuses = [(await call(app, "POST", spelling)).status for spelling in GUEST_SPELLINGS]
        assert statuses[:3] == [200, 200, 200]
        assert set(statuses[3:]) == {429}, statuses


async def test_sign_in_tries_share_one_budget_whatever_the_spelling(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    async with served(limited_app(accounts_settings, tmp_path)) as app:
        spellings = [
            "/api/v1/auth/login",
            "//api/v1/auth/login",
            "/api/v1//auth/login",
            "/api/v1/auth/login/",
        ]
        statuses = [(await call(app, "POST", spelling)).status for spelling in spellings]
        assert statuses == [422, 422, 429, 429], statuses


async def test_personal_answers_are_never_stored_whatever_the_spelling(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    async with served(limited_app(accounts_settings, tmp_path)) as app:
        for spelling in ("//api/v1/customer/info", "/api//v1/customer/info", "/api/v1/./customer/info/"):
            answer = await call(app, "GET", spelling, client="203.0.113.10")
            assert answer.status == 401, (spelling, answer.body)
            assert answer.headers.get(b"cache-control") == b"no-store", spelling
            assert answer.json()["errors"], spelling
