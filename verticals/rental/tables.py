"""The rental vertical's own tables (its migrations create them): the trip cart of each owner.

One trip per owner ("guest:<guest_id>" or "customer:<id>", as the cart files its lines) holds the trip data
(pickup, destination, time, rental type and duration); its vehicle lines hold a vehicle, its provider and a
quantity. Fares are not stored: answers compute them from the vehicles' current rates.
"""

import sqlalchemy as sa

METADATA = sa.MetaData()
Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")  # SQLite: the rowid, AUTOINCREMENT below

TRIPS = sa.Table(
    "rental_trips",
    METADATA,
    sa.Column("owner", sa.String(80), primary_key=True),
    sa.Column("pickup_address", sa.String(255), nullable=False),
    sa.Column("pickup_lat", sa.Float, nullable=False),
    sa.Column("pickup_lng", sa.Float, nullable=False),
    sa.Column("destination_address", sa.String(255)),
    sa.Column("destination_lat", sa.Float),
    sa.Column("destination_lng", sa.Float),
    sa.Column("pickup_time", sa.DateTime(timezone=True), nullable=False),
    sa.Column("rental_type", sa.String(20), nullable=False),
    sa.Column("estimated_hours", sa.Integer),
    sa.Column("estimated_days", sa.Integer),
    sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
)

LINES = sa.Table(
    "rental_trip_lines",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column("owner", sa.String(80), nullable=False),
    sa.Column("vehicle_id", sa.BigInteger, nullable=False),
    sa.Column("provider_id", sa.BigInteger, nullable=False),
    sa.Column("quantity", sa.Integer, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    sa.UniqueConstraint("owner", "vehicle_id", name="uq_rental_trip_lines_vehicle"),
    sqlite_autoincrement=True,  # a line id is never handed out twice
)

# Booked trips (rental_0002): a trip cart booked as one trip keeps what it was, whatever the catalogue becomes.
# Amounts are integer minor units (cents); `owner` as the cart's, `idempotency_key` unique per owner.
BOOKINGS = sa.Table(
    "rental_bookings",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column("owner", sa.String(80), nullable=False),
    sa.Column("idempotency_key", sa.String(64)),
    sa.Column("module_id", sa.BigInteger, nullable=False),
    sa.Column("provider_id", sa.BigInteger, nullable=False),
    sa.Column("provider_name", sa.String(255), nullable=False),
    sa.Column("trip_status", sa.String(20), nullable=False),
    sa.Column("payment_method", sa.String(30), nullable=False),
    sa.Column("pickup_address", sa.String(255), nullable=False),
    sa.Column("pickup_lat", sa.Float, nullable=False),
    sa.Column("pickup_lng", sa.Float, nullable=False),
    sa.Column("destination_address", sa.String(255)),
    sa.Column("destination_lat", sa.Float),
    sa.Column("destination_lng", sa.Float),
    sa.Column("pickup_time", sa.DateTime(timezone=True), nullable=False),
    sa.Column("rental_type", sa.String(20), nullable=False),
    sa.Column("estimated_hours", sa.Integer),
    sa.Column("estimated_days", sa.Integer),
    sa.Column("distance_km", sa.Float),
    sa.Column("contact_name", sa.String(100), nullable=False),
    sa.Column("contact_number", sa.String(30), nullable=False),
    sa.Column("contact_email", sa.String(160)),
    sa.Column("subtotal", sa.BigInteger, nullable=False),
    # The provider's tax on the fares (migration rental_0004; trips booked before it: none).
    sa.Column("tax", sa.BigInteger, nullable=False, server_default="0"),
    sa.Column("total_amount", sa.BigInteger, nullable=False),
    sa.Column("trip_note", sa.String(500)),
    sa.Column("cancellation_reason", sa.String(255)),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    # Booked while the demo dispatcher ran: only such trips are moved on by it (migration rental_0003).
    sa.Column("demo", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.UniqueConstraint("owner", "idempotency_key", name="uq_rental_bookings_key"),
    sqlite_autoincrement=True,  # a trip id is never handed out twice
)

BOOKING_LINES = sa.Table(
    "rental_booking_lines",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column(
        "booking_id", sa.BigInteger, sa.ForeignKey("rental_bookings.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("vehicle_id", sa.BigInteger, nullable=False),
    sa.Column("vehicle_name", sa.String(255), nullable=False),
    sa.Column("image_full_url", sa.String(1000), nullable=False),
    sa.Column("quantity", sa.Integer, nullable=False),
    sa.Column("unit_fare", sa.BigInteger, nullable=False),
    sa.Column("price", sa.BigInteger, nullable=False),
    sqlite_autoincrement=True,
)

BOOKING_STATUSES = sa.Table(
    "rental_booking_statuses",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column(
        "booking_id", sa.BigInteger, sa.ForeignKey("rental_bookings.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("status", sa.String(20), nullable=False),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    sqlite_autoincrement=True,
)
