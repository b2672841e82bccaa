"""items: index (status, created_at) for the newest items of every module

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 03:05:00.000000

`GET /api/v1/items/latest` without a moduleId header orders every item on sale by date; with only the
per-module indexes that sorted the whole table (about 200 ms for 100,000 items on SQLite). An index on
(status, created_at) lets the page stop after `limit` rows. No matching index for "popular" on purpose:
an index on (status, order_count) draws SQLite's planner away from (module_id, order_count) for the
usual per-module page and makes it ten times slower.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("items", schema=None) as batch_op:
        batch_op.create_index("ix_items_status_created", ["status", "created_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("items", schema=None) as batch_op:
        batch_op.drop_index("ix_items_status_created")
