"""One log format for every line: the application's own and the libraries' (stdlib logging) alike."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from adapters.http.app import create_app
from tests.conftest import make_settings


def _fail() -> None:
    raise ConnectionRefusedError("[Errno 111] Connect call failed ('127.0.0.1', 5432)\nsecond line")


def test_library_lines_are_json_lines_and_a_pool_retry_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = make_settings(f"sqlite+aiosqlite:///{tmp_path / 'shop.db'}", tmp_path / "media", log_json=True)
    create_app(settings)  # configures logging, and must leave it as configured
    try:
        _fail()
    except ConnectionRefusedError:
        logging.getLogger("asyncpg.pool").warning(
            "Failed to restore the pool connection floor; retrying", exc_info=True
        )
    logging.getLogger("some.library").warning("plain %s", "words")
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    entries = [json.loads(line) for line in lines]  # every line is one JSON object
    assert [(e["event"], e["level"]) for e in entries] == [
        (
            "Failed to restore the pool connection floor; retrying: ConnectionRefusedError: "
            "[Errno 111] Connect call failed ('127.0.0.1', 5432)",
            "warning",
        ),
        ("plain words", "warning"),
    ]
    assert "exception" not in entries[0]
