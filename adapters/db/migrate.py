"""Run Alembic migrations programmatically: `storefront migrate` and the test fixtures use this."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(database_url: str) -> Config:
    """An Alembic configuration pointing at our migrations and `database_url`."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Bring the database at `database_url` up to `revision`."""
    command.upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    """Take the database at `database_url` down to `revision`."""
    command.downgrade(alembic_config(database_url), revision)
