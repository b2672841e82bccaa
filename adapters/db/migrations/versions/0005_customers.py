"""customers, their sessions and one-time codes

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26 07:00:00.000000

Customer ids are never handed out twice (AUTOINCREMENT on SQLite, an identity column on PostgreSQL), so a
deleted account's id can never name a newer one. Sessions and one-time codes cascade with their customer;
tables of other contexts that hold a customer's personal data point at customers.id the same way.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CustomerId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "customers",
        sa.Column("id", CustomerId, sa.Identity(), nullable=False),
        sa.Column("f_name", sa.String(length=100), nullable=False),
        sa.Column("l_name", sa.String(length=100), nullable=False),
        sa.Column("email", sa.String(length=255), nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("image", sa.String(length=255), nullable=True),
        sa.Column("is_phone_verified", sa.Boolean(), nullable=False),
        sa.Column("is_email_verified", sa.Boolean(), nullable=False),
        sa.Column("ref_code", sa.String(length=20), nullable=False),
        sa.Column("ref_by", sa.BigInteger(), nullable=True),
        sa.Column("pending_email", sa.String(length=255), nullable=True),
        sa.Column("pending_phone", sa.String(length=20), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["ref_by"], ["customers.id"], name=op.f("fk_customers_ref_by_customers"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customers")),
        sa.UniqueConstraint("email", name=op.f("uq_customers_email")),
        sa.UniqueConstraint("phone", name=op.f("uq_customers_phone")),
        sa.UniqueConstraint("ref_code", name=op.f("uq_customers_ref_code")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_customers_ref_by"), "customers", ["ref_by"])
    op.create_table(
        "customer_sessions",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("expires_at", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_customer_sessions_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customer_sessions")),
    )
    op.create_index(op.f("ix_customer_sessions_customer_id"), "customer_sessions", ["customer_id"])
    op.create_index(op.f("ix_customer_sessions_expires_at"), "customer_sessions", ["expires_at"])
    op.create_table(
        "customer_otps",
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("channel", sa.String(length=10), nullable=False),
        sa.Column("target", sa.String(length=255), nullable=False),
        sa.Column("code_hash", sa.String(length=128), nullable=False),
        sa.Column("tries", sa.Integer(), nullable=False),
        sa.Column("sent_at", sa.BigInteger(), nullable=False),
        sa.Column("expires_at", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_customer_otps_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("customer_id", "channel", name="pk_customer_otps"),
    )


def downgrade() -> None:
    op.drop_table("customer_otps")
    op.drop_index(op.f("ix_customer_sessions_expires_at"), table_name="customer_sessions")
    op.drop_index(op.f("ix_customer_sessions_customer_id"), table_name="customer_sessions")
    op.drop_table("customer_sessions")
    op.drop_index(op.f("ix_customers_ref_by"), table_name="customers")
    op.drop_table("customers")
