"""saved addresses and wishlists

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26 07:00:00.000000

Both tables point at customers.id with ON DELETE CASCADE, so removing an account removes its addresses and
its wishlist. Ids are never handed out twice (AUTOINCREMENT on SQLite, identity on PostgreSQL). A wishlist
row names exactly one of an item and a store, at most once per customer.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "customer_addresses",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("address", sa.String(length=255), nullable=False),
        sa.Column("address_type", sa.String(length=50), nullable=False),
        sa.Column("contact_person_name", sa.String(length=100), nullable=False),
        sa.Column("contact_person_number", sa.String(length=30), nullable=False),
        sa.Column("additional_information", sa.String(length=500), nullable=True),
        sa.Column("latitude", sa.String(length=32), nullable=False),
        sa.Column("longitude", sa.String(length=32), nullable=False),
        sa.Column("road", sa.String(length=100), nullable=True),
        sa.Column("house", sa.String(length=100), nullable=True),
        sa.Column("floor", sa.String(length=100), nullable=True),
        sa.Column("zone_ids", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_customer_addresses_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customer_addresses")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_customer_addresses_customer_id"), "customer_addresses", ["customer_id"])
    op.create_table(
        "wishlists",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=True),
        sa.Column("store_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_wishlists_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["item_id"], ["items.id"], name=op.f("fk_wishlists_item_id_items"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["store_id"], ["stores.id"], name=op.f("fk_wishlists_store_id_stores"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wishlists")),
        sa.UniqueConstraint("customer_id", "item_id", name="uq_wishlists_customer_item"),
        sa.UniqueConstraint("customer_id", "store_id", name="uq_wishlists_customer_store"),
        sa.CheckConstraint(
            "(item_id IS NULL) <> (store_id IS NULL)", name=op.f("ck_wishlists_item_or_store")
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_wishlists_item_id"), "wishlists", ["item_id"])
    op.create_index(op.f("ix_wishlists_store_id"), "wishlists", ["store_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_wishlists_store_id"), table_name="wishlists")
    op.drop_index(op.f("ix_wishlists_item_id"), table_name="wishlists")
    op.drop_table("wishlists")
    op.drop_index(op.f("ix_customer_addresses_customer_id"), table_name="customer_addresses")
    op.drop_table("customer_addresses")
