"""order prescriptions

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26 11:00:00.000000

Prescription images uploaded at checkout: an owner's until an order is placed with them, then that order's
(removed with it).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "order_prescriptions",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("path", sa.String(length=255), nullable=False),
        sa.Column("media_type", sa.String(length=20), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_prescriptions_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_prescriptions")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_order_prescriptions_order_id"), "order_prescriptions", ["order_id"])
    op.create_index("ix_order_prescriptions_owner_order", "order_prescriptions", ["owner", "order_id"])


def downgrade() -> None:
    op.drop_table("order_prescriptions")
