"""Settings come from the environment once, with working defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

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


def test_files_stay_in_local_folders_unless_s3_is_named() -> None:
    assert load_settings({}).storage_backend == "local"
    settings = load_settings(
        {
            "STORAGE_BACKEND": "s3",
            "S3_BUCKET": "shop",
            "S3_ENDPOINT_URL": "http://127.0.0.1:8333",
            "MEDIA_BASE_URL": "https://cdn.shop.example/media",
        }
    )
    assert (settings.s3_bucket, settings.s3_public_prefix, settings.s3_private_prefix) == (
        "shop",
        "media",
        "private",
    )
    assert settings.media_base_url == "https://cdn.shop.example/media"


@pytest.mark.parametrize(
    ("environment", "problem"),
    [
        ({"STORAGE_BACKEND": "ftp"}, "STORAGE_BACKEND must be local or s3"),
        ({"S3_BUCKET": ""}, "needs S3_BUCKET"),
        # In one bucket, private files under the public prefix (or the other way) would be published.
        ({"S3_PRIVATE_PREFIX": "media/private"}, "neither inside the other"),
        ({"S3_PUBLIC_PREFIX": "private/pictures"}, "neither inside the other"),
        ({"S3_PUBLIC_PREFIX": "/"}, "both be set"),
    ],
)
def test_storage_settings_that_would_fail_or_publish_private_files_stop_the_start(
    environment: dict[str, str], problem: str
) -> None:
    with pytest.raises(ValueError, match=problem):
        load_settings({"STORAGE_BACKEND": "s3", "S3_BUCKET": "shop", **environment})


def test_a_private_bucket_of_its_own_may_use_any_prefix() -> None:
    environment = {"STORAGE_BACKEND": "s3", "S3_BUCKET": "shop", "S3_PRIVATE_BUCKET": "shop-private"}
    assert load_settings({**environment, "S3_PRIVATE_PREFIX": "media"}).s3_private_bucket == "shop-private"
