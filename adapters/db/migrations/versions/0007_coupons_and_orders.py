"""coupons and orders

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26 08:00:00.000000

Coupons; orders with their lines and status history; the idempotency keys of order placement, unique per
owner. Money columns hold integer minor units. Ids are never handed out twice (AUTOINCREMENT on SQLite,
identity on PostgreSQL).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _id() -> sa.Column:  # type: ignore[type-arg]
    return sa.Column("id", Id, sa.Identity(), nullable=False)


def _created() -> sa.Column:  # type: ignore[type-arg]
    return sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False)


def _money(name: str) -> sa.Column:  # type: ignore[type-arg]
    return sa.Column(name, sa.BigInteger(), nullable=False)


def upgrade() -> None:
    op.create_table(
        "coupons",
        _id(),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("code", sa.String(length=40), nullable=False),
        sa.Column("coupon_type", sa.String(length=20), nullable=False),
        sa.Column("discount", sa.Numeric(12, 4), nullable=False),
        sa.Column("discount_type", sa.String(length=10), nullable=False),
        sa.Column("min_purchase", sa.Numeric(12, 4), nullable=False),
        sa.Column("max_discount", sa.Numeric(12, 4), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("expire_date", sa.Date(), nullable=False),
        sa.Column("module_id", sa.BigInteger(), nullable=True),
        sa.Column("store_ids", sa.Text(), nullable=False),
        sa.Column("zone_ids", sa.Text(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["module_id"], ["modules.id"], name=op.f("fk_coupons_module_id_modules"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coupons")),
        sa.UniqueConstraint("code", name=op.f("uq_coupons_code")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_coupons_module_id"), "coupons", ["module_id"])
    op.create_table(
        "orders",
        _id(),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("store_id", sa.BigInteger(), nullable=False),
        sa.Column("module_id", sa.BigInteger(), nullable=False),
        sa.Column("order_status", sa.String(length=20), nullable=False),
        sa.Column("order_type", sa.String(length=20), nullable=False),
        sa.Column("payment_method", sa.String(length=30), nullable=False),
        sa.Column("payment_status", sa.String(length=10), nullable=False),
        sa.Column("schedule_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("digits", sa.Integer(), nullable=False),
        _money("subtotal"),
        _money("item_discount"),
        _money("store_discount"),
        _money("coupon_discount"),
        _money("tax"),
        sa.Column("tax_included", sa.Boolean(), nullable=False),
        _money("delivery_fee"),
        _money("extra_fee"),
        _money("order_amount"),
        sa.Column("distance_km", sa.Float(), nullable=False),
        sa.Column("coupon_code", sa.String(length=40), nullable=True),
        sa.Column("address", sa.String(length=255), nullable=False),
        sa.Column("latitude", sa.Float(), nullable=True),
        sa.Column("longitude", sa.Float(), nullable=True),
        sa.Column("contact_person_name", sa.String(length=100), nullable=False),
        sa.Column("contact_person_number", sa.String(length=30), nullable=False),
        sa.Column("contact_person_email", sa.String(length=160), nullable=True),
        sa.Column("road", sa.String(length=100), nullable=True),
        sa.Column("house", sa.String(length=100), nullable=True),
        sa.Column("floor", sa.String(length=100), nullable=True),
        sa.Column("order_note", sa.String(length=500), nullable=True),
        sa.Column("cancellation_reason", sa.String(length=255), nullable=True),
        sa.Column("details_count", sa.Integer(), nullable=False),
        _created(),
        sa.ForeignKeyConstraint(["store_id"], ["stores.id"], name=op.f("fk_orders_store_id_stores")),
        sa.ForeignKeyConstraint(["module_id"], ["modules.id"], name=op.f("fk_orders_module_id_modules")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_orders")),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_orders_owner_id", "orders", ["owner", "id"])
    op.create_index(op.f("ix_orders_store_id"), "orders", ["store_id"])
    op.create_table(
        "order_lines",
        _id(),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=False),
        sa.Column("item_name", sa.String(length=255), nullable=False),
        sa.Column("image_full_url", sa.String(length=500), nullable=True),
        sa.Column("quantity", sa.Integer(), nullable=False),
        _money("unit_price"),
        _money("price"),
        sa.Column("variation", sa.Text(), nullable=False),
        sa.Column("add_ons", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_order_lines_order_id_orders"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_lines")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_order_lines_order_id"), "order_lines", ["order_id"])
    op.create_table(
        "order_status_history",
        _id(),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_status_history_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_status_history")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_order_status_history_order_id"), "order_status_history", ["order_id"])
    op.create_table(
        "order_idempotency_keys",
        _id(),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        _created(),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_idempotency_keys_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_idempotency_keys")),
        sa.UniqueConstraint("owner", "key", name="uq_order_idempotency_keys_owner_key"),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_order_idempotency_keys_order_id"), "order_idempotency_keys", ["order_id"])


def downgrade() -> None:
    op.drop_table("order_idempotency_keys")
    op.drop_table("order_status_history")
    op.drop_table("order_lines")
    op.drop_index("ix_orders_owner_id", table_name="orders")
    op.drop_table("orders")
    op.drop_table("coupons")
