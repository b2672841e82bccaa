"""cart line ids are never reused

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-26 05:00:00.000000

On SQLite an INTEGER PRIMARY KEY without AUTOINCREMENT hands the largest id out again once its row is
deleted, so a retried "remove line N" could delete a newer line. AUTOINCREMENT never reuses an id. On
PostgreSQL the column's sequence already never hands an id out twice: nothing changes there.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _rebuild(autoincrement: bool) -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    with op.batch_alter_table(
        "cart_lines", recreate="always", table_kwargs={"sqlite_autoincrement": autoincrement}
    ):
        pass


def upgrade() -> None:
    _rebuild(autoincrement=True)


def downgrade() -> None:
    _rebuild(autoincrement=False)
