"""Settings come from the environment once, with working defaults."""

from __future__ import annotations

from pathlib import Path

from adapters.settings import load_settings


def test_defaults_need_no_environment() -> None:
    settings = load_settings({})
    assert settings.database_url.startswith("sqlite+aiosqlite:///")
    assert settings.verticals is None
    assert settings.port == 8000


def test_environment_values_are_parsed() -> None:
    settings = load_settings(
        {
            "DATABASE_URL": "postgresql+asyncpg://u@h/db",
            "STOREFRONT_VERTICALS": "food, rental,",
            "PORT": "9000",
            "MEDIA_DIR": "/srv/media",
            "LOG_JSON": "true",
            "ALLOWED_HOSTS": "shop.example,*.shop.example",
        }
    )
    assert settings.database_url == "postgresql+asyncpg://u@h/db"
    assert settings.verticals == ("food", "rental")
    assert settings.port == 9000
    assert settings.media_dir == Path("/srv/media")
    assert settings.log_json is True
    assert settings.allowed_hosts == ("shop.example", "*.shop.example")
