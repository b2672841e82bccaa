"""parcel categories, parcels and their idempotency keys

Revision ID: parcel_0001
Revises:
Create Date: 2026-11-26 13:15:00.000000

The parcel categories (seeded with the four every marketplace starts with: documents, small box, large box,
fragile), the parcels with their status times, and the idempotency keys they were placed with.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "parcel_0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = ("parcel",)
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")

# name, name in French, description, in French, per-km charge and minimum charge in cents.
SEED = (
    ("Documents", "Documents", "Letters and papers up to 1 kg.", "Lettres et papiers jusqu'à 1 kg.", 80, 490),
    ("Small box", "Petit colis", "A box up to 5 kg.", "Un colis jusqu'à 5 kg.", 100, 590),
    ("Large box", "Grand colis", "A box up to 30 kg.", "Un colis jusqu'à 30 kg.", 180, 1190),
    ("Fragile", "Fragile", "Handled with care, up to 10 kg.", "Manipulé avec soin, jusqu'à 10 kg.", 160, 990),
)


def _place(side: str) -> list[sa.Column]:  # type: ignore[type-arg]
    return [
        sa.Column(f"{side}_address", sa.String(255), nullable=False),
        sa.Column(f"{side}_latitude", sa.Float(), nullable=False),
        sa.Column(f"{side}_longitude", sa.Float(), nullable=False),
        sa.Column(f"{side}_contact_person_name", sa.String(100), nullable=False),
        sa.Column(f"{side}_contact_person_number", sa.String(30), nullable=False),
        sa.Column(f"{side}_road", sa.String(100)),
        sa.Column(f"{side}_house", sa.String(100)),
        sa.Column(f"{side}_floor", sa.String(100)),
    ]


def upgrade() -> None:
    categories = op.create_table(
        "parcel_categories",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column("name_en", sa.String(100), nullable=False),
        sa.Column("name_fr", sa.String(100), nullable=False),
        sa.Column("description_en", sa.String(255), nullable=False),
        sa.Column("description_fr", sa.String(255), nullable=False),
        sa.Column("image", sa.String(255)),
        sa.Column("per_km_charge", sa.Integer(), nullable=False),
        sa.Column("minimum_charge", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
    )
    op.bulk_insert(
        categories,
        [
            {
                "name_en": name,
                "name_fr": name_fr,
                "description_en": about,
                "description_fr": about_fr,
                "per_km_charge": per_km,
                "minimum_charge": minimum,
                "position": position,
                "status": True,
            }
            for position, (name, name_fr, about, about_fr, per_km, minimum) in enumerate(SEED, start=1)
        ],
    )
    op.create_table(
        "parcels",
        sa.Column("id", Id, primary_key=True, autoincrement=True),
        sa.Column("owner", sa.String(80), nullable=False),
        sa.Column("tracking_code", sa.String(10), nullable=False),
        sa.Column("category_id", sa.BigInteger(), nullable=False),
        *_place("sender"),
        *_place("receiver"),
        sa.Column("charge_payer", sa.String(10), nullable=False),
        sa.Column("payment_method", sa.String(30), nullable=False),
        sa.Column("parcel_note", sa.String(500)),
        sa.Column("distance_km", sa.Float(), nullable=False),
        sa.Column("delivery_fee", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(timezone=True)),
        sa.Column("picked_up_at", sa.DateTime(timezone=True)),
        sa.Column("delivered_at", sa.DateTime(timezone=True)),
        sa.Column("canceled_at", sa.DateTime(timezone=True)),
        sa.UniqueConstraint("tracking_code", name="uq_parcels_tracking_code"),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_parcels_owner", "parcels", ["owner"])
    op.create_table(
        "parcel_idempotency_keys",
        sa.Column("owner", sa.String(80), primary_key=True),
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("parcel_id", sa.BigInteger(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("parcel_idempotency_keys")
    op.drop_index("ix_parcels_owner", table_name="parcels")
    op.drop_table("parcels")
    op.drop_table("parcel_categories")
