"""catalogue and configuration

Revision ID: 0001
Revises:
Create Date: 2026-11-22 02:29:37.878235
"""

from collections.abc import Sequence

import advanced_alchemy.types
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "business_settings",
        sa.Column("key", sa.String(length=80), nullable=False),
        sa.Column(
            "value",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_business_settings")),
    )
    op.create_table(
        "modules",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("module_name", sa.String(length=120), nullable=False),
        sa.Column("module_type", sa.String(length=40), nullable=False),
        sa.Column("slug", sa.String(length=140), nullable=False),
        sa.Column("icon", sa.String(length=255), nullable=True),
        sa.Column("thumbnail", sa.String(length=255), nullable=True),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("theme_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("all_zone_service", sa.Boolean(), nullable=False),
        sa.Column(
            "translations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_modules")),
        sa.UniqueConstraint("slug", name=op.f("uq_modules_slug")),
    )
    with op.batch_alter_table("modules", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_modules_module_type"), ["module_type"], unique=False)

    op.create_table(
        "pages",
        sa.Column("slug", sa.String(length=80), nullable=False),
        sa.Column("language", sa.String(length=8), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("slug", "language", name=op.f("pk_pages")),
    )
    op.create_table(
        "zones",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column(
            "polygon",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("cash_on_delivery", sa.Boolean(), nullable=False),
        sa.Column("digital_payment", sa.Boolean(), nullable=False),
        sa.Column("increased_delivery_fee_status", sa.Boolean(), nullable=False),
        sa.Column("increased_delivery_fee", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("increase_delivery_fee_message", sa.String(length=255), nullable=True),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_zones")),
    )
    op.create_table(
        "categories",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("slug", sa.String(length=160), nullable=False),
        sa.Column("image", sa.String(length=255), nullable=True),
        sa.Column("parent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("module_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("featured", sa.Boolean(), nullable=False),
        sa.Column(
            "extra",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "translations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["module_id"], ["modules.id"], name=op.f("fk_categories_module_id_modules")),
        sa.ForeignKeyConstraint(
            ["parent_id"], ["categories.id"], name=op.f("fk_categories_parent_id_categories")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_categories")),
        sa.UniqueConstraint("slug", name=op.f("uq_categories_slug")),
    )
    with op.batch_alter_table("categories", schema=None) as batch_op:
        batch_op.create_index(
            "ix_categories_module_parent", ["module_id", "parent_id", "priority"], unique=False
        )

    op.create_table(
        "module_zones",
        sa.Column("module_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("zone_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("per_km_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("minimum_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("maximum_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("maximum_cod_order_amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.ForeignKeyConstraint(
            ["module_id"], ["modules.id"], name=op.f("fk_module_zones_module_id_modules"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["zone_id"], ["zones.id"], name=op.f("fk_module_zones_zone_id_zones"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("module_id", "zone_id", name=op.f("pk_module_zones")),
    )
    op.create_table(
        "stores",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=160), nullable=False),
        sa.Column("slug", sa.String(length=200), nullable=False),
        sa.Column("module_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("zone_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("logo", sa.String(length=255), nullable=True),
        sa.Column("cover_photo", sa.String(length=255), nullable=True),
        sa.Column("phone", sa.String(length=40), nullable=False),
        sa.Column("email", sa.String(length=160), nullable=False),
        sa.Column("address", sa.String(length=255), nullable=False),
        sa.Column("latitude", sa.Float(), nullable=False),
        sa.Column("longitude", sa.Float(), nullable=False),
        sa.Column("tax", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("minimum_order", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("avg_rating", sa.Float(), nullable=False),
        sa.Column("rating_count", sa.Integer(), nullable=False),
        sa.Column("order_count", sa.Integer(), nullable=False),
        sa.Column("self_delivery_system", sa.Boolean(), nullable=False),
        sa.Column("free_delivery", sa.Boolean(), nullable=False),
        sa.Column("per_km_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("minimum_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("maximum_shipping_charge", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("free_delivery_over", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("delivery_time", sa.String(length=40), nullable=False),
        sa.Column("delivery", sa.Boolean(), nullable=False),
        sa.Column("take_away", sa.Boolean(), nullable=False),
        sa.Column("schedule_order", sa.Boolean(), nullable=False),
        sa.Column("prescription_order", sa.Boolean(), nullable=False),
        sa.Column("veg", sa.Boolean(), nullable=False),
        sa.Column("non_veg", sa.Boolean(), nullable=False),
        sa.Column("featured", sa.Boolean(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column(
            "discount",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=True,
        ),
        sa.Column(
            "extra",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "translations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["module_id"], ["modules.id"], name=op.f("fk_stores_module_id_modules")),
        sa.ForeignKeyConstraint(["zone_id"], ["zones.id"], name=op.f("fk_stores_zone_id_zones")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stores")),
        sa.UniqueConstraint("slug", name=op.f("uq_stores_slug")),
    )
    with op.batch_alter_table("stores", schema=None) as batch_op:
        batch_op.create_index("ix_stores_module_orders", ["module_id", "order_count"], unique=False)
        batch_op.create_index(
            "ix_stores_module_zone_status", ["module_id", "zone_id", "status"], unique=False
        )

    op.create_table(
        "add_ons",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("store_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("price", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column(
            "translations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["store_id"], ["stores.id"], name=op.f("fk_add_ons_store_id_stores"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_add_ons")),
    )
    with op.batch_alter_table("add_ons", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_add_ons_store_id"), ["store_id"], unique=False)

    op.create_table(
        "items",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("slug", sa.String(length=240), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image", sa.String(length=255), nullable=True),
        sa.Column(
            "images",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("module_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("store_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("category_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column(
            "category_ids",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("unit_type", sa.String(length=40), nullable=True),
        sa.Column("price", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("discount", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("discount_type", sa.String(length=10), nullable=False),
        sa.Column("stock", sa.Integer(), nullable=False),
        sa.Column("maximum_cart_quantity", sa.Integer(), nullable=True),
        sa.Column("is_prescription_required", sa.Boolean(), nullable=False),
        sa.Column("avg_rating", sa.Float(), nullable=False),
        sa.Column("rating_count", sa.Integer(), nullable=False),
        sa.Column("wishlist_count", sa.Integer(), nullable=False),
        sa.Column("order_count", sa.Integer(), nullable=False),
        sa.Column(
            "tags",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("organic", sa.Boolean(), nullable=False),
        sa.Column("recommended", sa.Boolean(), nullable=False),
        sa.Column("veg", sa.Boolean(), nullable=False),
        sa.Column("is_halal", sa.Boolean(), nullable=False),
        sa.Column(
            "generic_name",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "nutritions",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "allergies",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("available_time_starts", sa.String(length=8), nullable=False),
        sa.Column("available_time_ends", sa.String(length=8), nullable=False),
        sa.Column("available_date_starts", sa.Date(), nullable=True),
        sa.Column("available_date_ends", sa.Date(), nullable=True),
        sa.Column(
            "variations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "choice_options",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "food_variations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "add_on_ids",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column(
            "extra",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "translations",
            sa.JSON()
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "cockroachdb")
            .with_variant(advanced_alchemy.types.json.ORA_JSONB(), "oracle")
            .with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"], ["categories.id"], name=op.f("fk_items_category_id_categories")
        ),
        sa.ForeignKeyConstraint(["module_id"], ["modules.id"], name=op.f("fk_items_module_id_modules")),
        sa.ForeignKeyConstraint(
            ["store_id"], ["stores.id"], name=op.f("fk_items_store_id_stores"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_items")),
        sa.UniqueConstraint("slug", name=op.f("uq_items_slug")),
    )
    with op.batch_alter_table("items", schema=None) as batch_op:
        batch_op.create_index("ix_items_category_status", ["category_id", "status"], unique=False)
        batch_op.create_index("ix_items_module_orders", ["module_id", "order_count"], unique=False)
        batch_op.create_index(
            "ix_items_module_status_created", ["module_id", "status", "created_at"], unique=False
        )
        batch_op.create_index(
            "ix_items_store_status_created", ["store_id", "status", "created_at"], unique=False
        )

    op.create_table(
        "store_schedules",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("store_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("day", sa.Integer(), nullable=False),
        sa.Column("opening_time", sa.String(length=8), nullable=False),
        sa.Column("closing_time", sa.String(length=8), nullable=False),
        sa.Column("created_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.Column("updated_at", advanced_alchemy.types.datetime.DateTimeUTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["store_id"], ["stores.id"], name=op.f("fk_store_schedules_store_id_stores"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_store_schedules")),
    )
    with op.batch_alter_table("store_schedules", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_store_schedules_store_id"), ["store_id"], unique=False)


def downgrade() -> None:

    with op.batch_alter_table("store_schedules", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_store_schedules_store_id"))

    op.drop_table("store_schedules")
    with op.batch_alter_table("items", schema=None) as batch_op:
        batch_op.drop_index("ix_items_store_status_created")
        batch_op.drop_index("ix_items_module_status_created")
        batch_op.drop_index("ix_items_module_orders")
        batch_op.drop_index("ix_items_category_status")

    op.drop_table("items")
    with op.batch_alter_table("add_ons", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_add_ons_store_id"))

    op.drop_table("add_ons")
    with op.batch_alter_table("stores", schema=None) as batch_op:
        batch_op.drop_index("ix_stores_module_zone_status")
        batch_op.drop_index("ix_stores_module_orders")

    op.drop_table("stores")
    op.drop_table("module_zones")
    with op.batch_alter_table("categories", schema=None) as batch_op:
        batch_op.drop_index("ix_categories_module_parent")

    op.drop_table("categories")
    op.drop_table("zones")
    op.drop_table("pages")
    with op.batch_alter_table("modules", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_modules_module_type"))

    op.drop_table("modules")
    op.drop_table("business_settings")
