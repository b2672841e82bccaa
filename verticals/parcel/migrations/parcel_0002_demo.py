"""parcels placed while the demo dispatcher ran

Revision ID: parcel_0002
Revises: parcel_0001
Create Date: 2026-11-26 16:30:00.000000

A parcel placed while `DEMO_DISPATCH_SECONDS` is above 0 is a demo parcel, which the demo dispatcher moves
through its statuses; the others (every parcel placed before this revision) are never moved by it.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "parcel_0002"
down_revision: str | None = "parcel_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("parcels") as batch:
        batch.add_column(sa.Column("demo", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("parcels") as batch:
        batch.drop_column("demo")
