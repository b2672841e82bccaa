"""Run Alembic migrations programmatically: `storefront migrate` and the test fixtures use this.

Core's revisions live in adapters/db/migrations/versions; every installed vertical that ships its own
(`Vertical.migrations`, a branch labelled with its module type) adds its folder to the version locations,
so one `upgrade` to "heads" creates core's tables and every vertical's. Installed, not only enabled,
verticals take part: a database once migrated with a vertical keeps finding that vertical's revisions when
the deployment later disables it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from alembic import command
from alembic.config import Config

from core.verticals import Vertical, installed_verticals

MIGRATIONS = Path(__file__).with_name("migrations")


def version_locations(verticals: Iterable[Vertical]) -> list[str]:
    """Core's revision folder, then each vertical's own, in the order given."""
    return [str(MIGRATIONS / "versions"), *(str(v.migrations) for v in verticals if v.migrations)]


def alembic_config(
    database_url: str, verticals: Iterable[Vertical] | None = None, pooler: str = ""
) -> Config:
    """An Alembic configuration pointing at our migrations, those of `verticals` (every installed one when
    omitted) and `database_url`, reached through `pooler` (DATABASE_POOLER)."""
    found = installed_verticals().values() if verticals is None else verticals
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("path_separator", "os")
    config.set_main_option(
        "version_locations", os.pathsep.join(p.replace("%", "%%") for p in version_locations(found))
    )
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    config.set_main_option("storefront.pooler", pooler)
    return config


def upgrade(database_url: str, revision: str = "heads", pooler: str = "") -> None:
    """Bring the database at `database_url` up to `revision` (every branch's head by default), reached through
    `pooler` (DATABASE_POOLER: "transaction" for PgBouncer in transaction mode)."""
    command.upgrade(alembic_config(database_url, pooler=pooler), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    """Take the database at `database_url` down to `revision`."""
    command.downgrade(alembic_config(database_url), revision)
