"""rental trips keep the provider's tax

Revision ID: rental_0004
Revises: rental_0003
Create Date: 2026-11-28 17:00:00.000000

A booked trip is charged its fares and its provider's tax on them: the tax is kept beside the subtotal (minor
units), and the total includes it unless the marketplace's prices include tax. Trips booked before this
revision were charged their fares alone: their tax is 0.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "rental_0004"
down_revision: str | None = "rental_0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("rental_bookings") as batch:
        batch.add_column(sa.Column("tax", sa.BigInteger(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("rental_bookings") as batch:
        batch.drop_column("tax")
