"""One signing secret for the whole deployment: a token is valid on every process and across restarts.

Without STOREFRONT_SECRET_KEY, one machine on SQLite makes a secret on first start and keeps it in a file
(0600) that every later process reads; PostgreSQL, or more than one worker, refuses to start without one.
"""

from __future__ import annotations

import asyncio
import stat
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from adapters.cli import main
from adapters.http.app import create_app
from adapters.identity.secret import MIN_LENGTH, SecretMissing, signing_secret
from tests.api.account_holder import AccountHolder
from tests.api.conftest import store_config
from tests.conftest import make_settings

POSTGRES_URL = "postgresql+asyncpg://storefront@127.0.0.1:1/storefront"  # never reached: refused before


async def test_a_token_signed_by_one_process_is_valid_on_another_and_after_a_restart(
    empty_database: str, tmp_path: Path
) -> None:
    await store_config(empty_database, {"centralize_login": {"email_verification_status": 0}})
    settings = make_settings(
        empty_database, tmp_path / "media", secret_key="", secret_key_file=tmp_path / "var" / "secret_key"
    )
    async with AsyncTestClient(app=create_app(settings)) as first:
        ada = await AccountHolder.sign_up(first)
    # A second worker, then the server started again: each builds its own application on the same settings.
    for _ in range(2):
        async with AsyncTestClient(app=create_app(settings)) as other:
            ada.client = other
            answer = await ada.info()
            assert answer.status_code == 200, answer.text
            assert answer.json()["email"] == ada.email


def test_the_kept_secret_is_made_once_private_and_never_shown(tmp_path: Path) -> None:
    path = tmp_path / "var" / "secret_key"
    settings = make_settings("sqlite+aiosqlite:///x.db", tmp_path, secret_key="", secret_key_file=path)
    first = signing_secret(settings)
    assert signing_secret(settings) == first
    assert len(first) >= MIN_LENGTH
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["secret_key"], "no draft is left behind"


async def test_processes_starting_together_keep_one_secret(tmp_path: Path) -> None:
    path = tmp_path / "var" / "secret_key"
    settings = make_settings("sqlite+aiosqlite:///x.db", tmp_path, secret_key="", secret_key_file=path)
    found = await asyncio.gather(*(asyncio.to_thread(signing_secret, settings) for _ in range(16)))
    assert len(set(found)) == 1
    assert path.read_text() == found[0]


def test_postgresql_without_a_secret_refuses_to_start_and_names_the_setting(tmp_path: Path) -> None:
    settings = make_settings(POSTGRES_URL, tmp_path, secret_key="")
    with pytest.raises(SecretMissing, match="STOREFRONT_SECRET_KEY"):
        create_app(settings)
    assert not (tmp_path / "var").exists()


def test_a_short_secret_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SecretMissing, match="at least 32 characters"):
        create_app(make_settings(POSTGRES_URL, tmp_path, secret_key="short"))


def test_serving_with_two_workers_without_a_secret_refuses_to_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STOREFRONT_SECRET_KEY", raising=False)
    monkeypatch.setenv("DATABASE_URL", "sqlite+aiosqlite:///unused.db")
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--workers", "2"])  # refused before the server is started
    assert "STOREFRONT_SECRET_KEY" in str(stopped.value.code)
