"""rental trips booked while the demo dispatcher ran

Revision ID: rental_0003
Revises: rental_0002
Create Date: 2026-11-26 16:30:00.000000

A trip booked while `DEMO_DISPATCH_SECONDS` is above 0 is a demo trip, which the demo dispatcher moves
through its statuses; the others (every trip booked before this revision) are never moved by it.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "rental_0003"
down_revision: str | None = "rental_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("rental_bookings") as batch:
        batch.add_column(sa.Column("demo", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("rental_bookings") as batch:
        batch.drop_column("demo")
