"""orders keep the first-order discount of a referred customer

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-29 03:00:00.000000

The quote takes a referred customer's first-order discount off the items (core/pricing/quote.py); the order
keeps it beside its other discounts, so its breakdown adds up to what it charged.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("referral_discount", sa.BigInteger(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("referral_discount")
