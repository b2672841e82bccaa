"""rental booked trips

Revision ID: rental_0002
Revises: rental_0001
Create Date: 2026-11-26 13:10:00.000000

Trip carts booked as trips: the trip (contact, trip data, fares in minor units, status), its vehicle lines as
priced when booked, and its status history. Ids are never handed out twice.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "rental_0002"
down_revision: str | None = "rental_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Booking = sa.BigInteger()


def upgrade() -> None:
    op.create_table(
        "rental_bookings",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column("owner", sa.String(80), nullable=False),
        sa.Column("idempotency_key", sa.String(64)),
        sa.Column("module_id", sa.BigInteger(), nullable=False),
        sa.Column("provider_id", sa.BigInteger(), nullable=False),
        sa.Column("provider_name", sa.String(255), nullable=False),
        sa.Column("trip_status", sa.String(20), nullable=False),
        sa.Column("payment_method", sa.String(30), nullable=False),
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
        sa.Column("distance_km", sa.Float()),
        sa.Column("contact_name", sa.String(100), nullable=False),
        sa.Column("contact_number", sa.String(30), nullable=False),
        sa.Column("contact_email", sa.String(160)),
        sa.Column("subtotal", sa.BigInteger(), nullable=False),
        sa.Column("total_amount", sa.BigInteger(), nullable=False),
        sa.Column("trip_note", sa.String(500)),
        sa.Column("cancellation_reason", sa.String(255)),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("owner", "idempotency_key", name="uq_rental_bookings_key"),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_rental_bookings_owner", "rental_bookings", ["owner", "id"])
    op.create_table(
        "rental_booking_lines",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column(
            "booking_id", Booking, sa.ForeignKey("rental_bookings.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("vehicle_id", sa.BigInteger(), nullable=False),
        sa.Column("vehicle_name", sa.String(255), nullable=False),
        sa.Column("image_full_url", sa.String(1000), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("unit_fare", sa.BigInteger(), nullable=False),
        sa.Column("price", sa.BigInteger(), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_rental_booking_lines_booking", "rental_booking_lines", ["booking_id"])
    op.create_table(
        "rental_booking_statuses",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column(
            "booking_id", Booking, sa.ForeignKey("rental_bookings.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_rental_booking_statuses_booking", "rental_booking_statuses", ["booking_id"])
    op.create_index("ix_rental_trips_updated", "rental_trips", ["updated_at"])


def downgrade() -> None:
    op.drop_index("ix_rental_trips_updated", "rental_trips")
    op.drop_table("rental_booking_statuses")
    op.drop_table("rental_booking_lines")
    op.drop_table("rental_bookings")
