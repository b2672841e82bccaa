"""payments: payment attempts through gateways, the gateway events applied, top-up bonuses; orders keep
what the wallet paid

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-29 02:30:00.000000

A gateway event is applied once (unique on gateway and event id). `orders.payment_status` grows to 20
characters ("partially_paid", "refunded").
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("wallet_paid", sa.BigInteger(), server_default="0", nullable=False))
        batch_op.alter_column(
            "payment_status", existing_type=sa.String(length=10), type_=sa.String(length=20)
        )
    op.create_table(
        "payments",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("purpose", sa.String(length=10), nullable=False),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("digits", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("gateway", sa.String(length=20), nullable=False),
        sa.Column("reference", sa.String(length=255), nullable=True),
        sa.Column("url", sa.String(length=500), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("bonus", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("cart", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_payments_order_id_orders"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
        sa.UniqueConstraint("token", name=op.f("uq_payments_token")),
        sa.UniqueConstraint("gateway", "reference", name="uq_payments_gateway_reference"),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_payments_order_id"), "payments", ["order_id"])
    op.create_index("ix_payments_status_created_at", "payments", ["status", "created_at"])
    op.create_table(
        "payment_events",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("gateway", sa.String(length=20), nullable=False),
        sa.Column("event_id", sa.String(length=255), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_events")),
        sa.UniqueConstraint("gateway", "event_id", name="uq_payment_events_gateway_event_id"),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "wallet_bonuses",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("description", sa.String(length=500), nullable=False),
        sa.Column("bonus_type", sa.String(length=20), nullable=False),
        sa.Column("bonus_amount", sa.Numeric(12, 4), nullable=False),
        sa.Column("minimum_add_amount", sa.Numeric(12, 4), nullable=False),
        sa.Column("maximum_bonus_amount", sa.Numeric(12, 4), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wallet_bonuses")),
        sqlite_autoincrement=True,
    )


def downgrade() -> None:
    op.drop_table("wallet_bonuses")
    op.drop_table("payment_events")
    op.drop_index("ix_payments_status_created_at", table_name="payments")
    op.drop_index(op.f("ix_payments_order_id"), table_name="payments")
    op.drop_table("payments")
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.alter_column(
            "payment_status", existing_type=sa.String(length=20), type_=sa.String(length=10)
        )
        batch_op.drop_column("wallet_paid")
