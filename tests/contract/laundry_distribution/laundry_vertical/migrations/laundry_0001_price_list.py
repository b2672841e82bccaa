"""laundry price list

Revision ID: laundry_0001
Revises:
Create Date: 2026-11-26 10:00:00.000000

The laundry's services and their prices, with the price list it starts with.
"""

from collections.abc import Sequence
from decimal import Decimal

import sqlalchemy as sa
from alembic import op

revision: str = "laundry_0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = ("laundry",)
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    services = op.create_table(
        "laundry_services",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name_en", sa.String(120), nullable=False),
        sa.Column("name_fr", sa.String(120), nullable=False),
        sa.Column("price", sa.Numeric(10, 2), nullable=False),
    )
    op.bulk_insert(
        services,
        [
            {
                "id": 1,
                "position": 1,
                "name_en": "Wash and fold (per kg)",
                "name_fr": "Lavage et pliage (au kg)",
                "price": Decimal("2.50"),
            },
            {
                "id": 2,
                "position": 2,
                "name_en": "Shirt wash and press",
                "name_fr": "Lavage et repassage de chemise",
                "price": Decimal("3.50"),
            },
            {
                "id": 3,
                "position": 3,
                "name_en": "Dry cleaning",
                "name_fr": "Nettoyage à sec",
                "price": Decimal("6.00"),
            },
        ],
    )


def downgrade() -> None:
    op.drop_table("laundry_services")
