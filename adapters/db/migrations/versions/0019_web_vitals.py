"""field data: the web vitals sampled shoppers' browsers report, per page type

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-29 07:00:00.000000

`web_vitals`: one row per metric (`LCP` and `INP` in milliseconds, `CLS` unitless) of one sampled page view,
with its page type (landing, home, store, ...) and when it arrived; nothing about the shopper (no IP, no user
agent, no customer). Housekeeping deletes the rows older than `VITALS_DAYS`, by `recorded_at`.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "web_vitals",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("page_type", sa.String(length=16), nullable=False),
        sa.Column("metric", sa.String(length=3), nullable=False),
        sa.Column("value", sa.Float(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_web_vitals")),
        sqlite_autoincrement=True,
    )
    # The operator's window and housekeeping's purge both read by time.
    op.create_index("ix_web_vitals_recorded_at", "web_vitals", ["recorded_at"])


def downgrade() -> None:
    op.drop_index("ix_web_vitals_recorded_at", table_name="web_vitals")
    op.drop_table("web_vitals")
