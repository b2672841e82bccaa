"""couriers, the courier of an order, and the customers' conversations with stores, couriers and support

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-29 05:30:00.000000

`delivery_men`: the marketplace's couriers, each in one zone; an order names the courier assigned to it
(`orders.delivery_man_id`, emptied if the courier is removed).

`conversations`: one per customer and peer (`peer_key`: "support", "store:<id>:order:<id>",
"courier:<id>:order:<id>"), with the customer's unread count. `messages`: each numbered by `seq`, which
increases per customer in commit order: a message takes `inboxes.last_seq + 1` by updating the customer's
inbox row in the transaction that stores it, so writers of one customer queue on that row and a reader
resuming after seq N never misses a message committed later with a smaller number. A customer's
`client_message_id` names one message only (a retried send finds it).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _delivery_men() -> None:
    op.create_table(
        "delivery_men",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("f_name", sa.String(length=100), nullable=False),
        sa.Column("l_name", sa.String(length=100), nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("image", sa.String(length=255), nullable=True),
        sa.Column("zone_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["zone_id"], ["zones.id"], name=op.f("fk_delivery_men_zone_id_zones"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_delivery_men")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_delivery_men_zone_id"), "delivery_men", ["zone_id"])
    # SQLite rebuilds the table to add the reference; it keeps ids never reused (AUTOINCREMENT) as declared.
    with op.batch_alter_table("orders", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.add_column(
            sa.Column(
                "delivery_man_id",
                sa.BigInteger(),
                sa.ForeignKey(
                    "delivery_men.id",
                    name=op.f("fk_orders_delivery_man_id_delivery_men"),
                    ondelete="SET NULL",
                ),
                nullable=True,
            )
        )
    op.create_index(op.f("ix_orders_delivery_man_id"), "orders", ["delivery_man_id"])


def _conversations() -> None:
    op.create_table(
        "inboxes",
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("last_seq", sa.BigInteger(), server_default="0", nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_inboxes_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("customer_id", name=op.f("pk_inboxes")),
    )
    op.create_table(
        "conversations",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("peer_key", sa.String(length=60), nullable=False),
        sa.Column("peer_kind", sa.String(length=10), nullable=False),
        sa.Column("peer_id", sa.BigInteger(), nullable=True),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("unread_count", sa.Integer(), server_default="0", nullable=False),
        sa.Column("last_message_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_conversations_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_conversations_order_id_orders"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversations")),
        sa.UniqueConstraint("customer_id", "peer_key", name=op.f("uq_conversations_customer_id")),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_conversations_customer_updated", "conversations", ["customer_id", "updated_at"])
    op.create_table(
        "messages",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("conversation_id", sa.BigInteger(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("sender", sa.String(length=10), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("images", sa.Text(), server_default="[]", nullable=False),
        sa.Column("client_message_id", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_messages_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_messages_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_messages")),
        sa.UniqueConstraint("customer_id", "seq", name="uq_messages_customer_seq"),
        sa.UniqueConstraint("customer_id", "client_message_id", name="uq_messages_customer_client_message"),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_messages_conversation_id_id", "messages", ["conversation_id", "id"])


def upgrade() -> None:
    _delivery_men()
    _conversations()


def downgrade() -> None:
    op.drop_table("messages")
    op.drop_table("conversations")
    op.drop_table("inboxes")
    op.drop_index(op.f("ix_orders_delivery_man_id"), table_name="orders")
    with op.batch_alter_table("orders", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.drop_column("delivery_man_id")
    op.drop_index(op.f("ix_delivery_men_zone_id"), table_name="delivery_men")
    op.drop_table("delivery_men")
