"""the ledger: a customer's wallet and loyalty points, one row per credit or debit

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-28 23:55:00.000000

Unique on (account, reason, source): a movement posts once whatever retries it. `balance` is the account's
balance once the row was posted, never below zero.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "ledger_entries",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("account", sa.String(length=10), nullable=False),
        sa.Column("reason", sa.String(length=30), nullable=False),
        sa.Column("source", sa.String(length=100), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("balance", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.CheckConstraint("balance >= 0", name=op.f("ck_ledger_entries_balance_never_negative")),
        sa.CheckConstraint("amount <> 0", name=op.f("ck_ledger_entries_amount_moves")),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_ledger_entries_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_entries")),
        sa.UniqueConstraint("account", "reason", "source", name="uq_ledger_entries_account_reason_source"),
        sqlite_autoincrement=True,
    )
    op.create_index(
        "ix_ledger_entries_customer_account_id", "ledger_entries", ["customer_id", "account", "id"]
    )


def downgrade() -> None:
    op.drop_table("ledger_entries")
