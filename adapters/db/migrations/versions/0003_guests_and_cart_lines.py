"""guests and cart lines

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 09:00:00.000000

Issued guest ids, and cart lines unique by (owner, module, item, model, options key) so that adding an
equal line is one atomic INSERT ... ON CONFLICT DO UPDATE.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "guests",
        sa.Column("guest_id", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.PrimaryKeyConstraint("guest_id", name=op.f("pk_guests")),
    )
    op.create_table(
        "cart_lines",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("module_id", sa.BigInteger(), nullable=False),
        sa.Column("store_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=False),
        sa.Column("model", sa.String(length=20), nullable=False),
        sa.Column("options_key", sa.String(length=32), nullable=False),
        sa.Column("variation", sa.Text(), nullable=False),
        sa.Column("add_ons", sa.Text(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["module_id"], ["modules.id"], name=op.f("fk_cart_lines_module_id_modules"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["item_id"], ["items.id"], name=op.f("fk_cart_lines_item_id_items"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cart_lines")),
        sa.UniqueConstraint(
            "owner", "module_id", "item_id", "model", "options_key", name="uq_cart_lines_line"
        ),
    )
    op.create_index("ix_cart_lines_owner_module", "cart_lines", ["owner", "module_id", "store_id"])
    op.create_index("ix_cart_lines_item_id", "cart_lines", ["item_id"])


def downgrade() -> None:
    op.drop_index("ix_cart_lines_item_id", table_name="cart_lines")
    op.drop_index("ix_cart_lines_owner_module", table_name="cart_lines")
    op.drop_table("cart_lines")
    op.drop_table("guests")
