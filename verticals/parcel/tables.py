"""The parcel vertical's own tables (its migrations create them): parcel categories with their charges,
parcels with their sender, receiver and status times, and the idempotency keys parcels were placed with.

Amounts are integer minor units (cents). A parcel belongs to its owner ("guest:<guest_id>" or
"customer:<id>", as the cart files its lines); its tracking code is random and unique.
"""

import sqlalchemy as sa

METADATA = sa.MetaData()
Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")  # SQLite: the rowid, AUTOINCREMENT below

CATEGORIES = sa.Table(
    "parcel_categories",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column("name_en", sa.String(100), nullable=False),
    sa.Column("name_fr", sa.String(100), nullable=False),
    sa.Column("description_en", sa.String(255), nullable=False),
    sa.Column("description_fr", sa.String(255), nullable=False),
    sa.Column("image", sa.String(255)),
    sa.Column("per_km_charge", sa.Integer, nullable=False),
    sa.Column("minimum_charge", sa.Integer, nullable=False),
    sa.Column("position", sa.Integer, nullable=False),
    sa.Column("status", sa.Boolean, nullable=False),
)


def _place(side: str) -> list[sa.Column]:  # type: ignore[type-arg]
    return [
        sa.Column(f"{side}_address", sa.String(255), nullable=False),
        sa.Column(f"{side}_latitude", sa.Float, nullable=False),
        sa.Column(f"{side}_longitude", sa.Float, nullable=False),
        sa.Column(f"{side}_contact_person_name", sa.String(100), nullable=False),
        sa.Column(f"{side}_contact_person_number", sa.String(30), nullable=False),
        sa.Column(f"{side}_road", sa.String(100)),
        sa.Column(f"{side}_house", sa.String(100)),
        sa.Column(f"{side}_floor", sa.String(100)),
    ]


PARCELS = sa.Table(
    "parcels",
    METADATA,
    sa.Column("id", Id, primary_key=True),
    sa.Column("owner", sa.String(80), nullable=False),
    sa.Column("tracking_code", sa.String(10), nullable=False),
    sa.Column("category_id", sa.BigInteger, nullable=False),
    *_place("sender"),
    *_place("receiver"),
    sa.Column("charge_payer", sa.String(10), nullable=False),
    sa.Column("payment_method", sa.String(30), nullable=False),
    sa.Column("parcel_note", sa.String(500)),
    sa.Column("distance_km", sa.Float, nullable=False),
    sa.Column("delivery_fee", sa.Integer, nullable=False),
    sa.Column("total", sa.Integer, nullable=False),
    sa.Column("status", sa.String(20), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("confirmed_at", sa.DateTime(timezone=True)),
    sa.Column("picked_up_at", sa.DateTime(timezone=True)),
    sa.Column("delivered_at", sa.DateTime(timezone=True)),
    sa.Column("canceled_at", sa.DateTime(timezone=True)),
    # Placed while the demo dispatcher ran: only such parcels are moved on by it (migration parcel_0002).
    sa.Column("demo", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.UniqueConstraint("tracking_code", name="uq_parcels_tracking_code"),
    sa.Index("ix_parcels_owner", "owner"),
    sqlite_autoincrement=True,  # a parcel id is never handed out twice
)

KEYS = sa.Table(
    "parcel_idempotency_keys",
    METADATA,
    sa.Column("owner", sa.String(80), primary_key=True),
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("parcel_id", sa.BigInteger, nullable=False),
)
