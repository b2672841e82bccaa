"""rental trip cart

Revision ID: rental_0001
Revises:
Create Date: 2026-11-26 10:45:00.000000

The trip cart: one trip per owner and its vehicle lines, whose ids are never handed out twice.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "rental_0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = ("rental",)
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "rental_trips",
        sa.Column("owner", sa.String(80), primary_key=True),
        sa.Column("pickup_address", sa.String(255), nullable=False),
        sa.Column("pickup_lat", sa.Float(), nullable=False),
        sa.Column("pickup_lng", sa.Float(), nullable=False),
        sa.Column("destination_address", sa.String(255)),
        sa.Column("destination_lat", sa.Float()),
        sa.Column("destination_lng", sa.Float()),
        sa.Column("pickup_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("rental_type", sa.String(20), nullable=False),
        sa.Column("estimated_hours", sa.Integer()),
        sa.Column("estimated_days", sa.Integer()),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_table(
        "rental_trip_lines",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column("owner", sa.String(80), nullable=False),
        sa.Column("vehicle_id", sa.BigInteger(), nullable=False),
        sa.Column("provider_id", sa.BigInteger(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.UniqueConstraint("owner", "vehicle_id", name="uq_rental_trip_lines_vehicle"),
        sqlite_autoincrement=True,
    )


def downgrade() -> None:
    op.drop_table("rental_trip_lines")
    op.drop_table("rental_trips")
