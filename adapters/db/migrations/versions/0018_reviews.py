"""reviews of items, stores and couriers after delivery, and the star counts behind their ratings

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-29 06:00:00.000000

`reviews`: one per order and subject (`subject_kind` item | store | courier, `subject_id` the item's, the
store's or the delivery man's id): a rating of 1 to 5, an optional comment, the storage keys of up to three
photos (a JSON list), `hidden` when an operator took it down. The order and the subject make it unique, so a
second review of the same thing is refused by the database whatever two requests race.

`rating_totals`: per subject, how many published reviews gave 1, 2, 3, 4 and 5 stars. A review changes its
subject's counts in its own transaction, by one atomic UPDATE, and the item's or store's `avg_rating` and
`rating_count` are written from the counts it returns (core/reviews/aggregates.py).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=True),
        sa.Column("subject_kind", sa.String(length=10), nullable=False),
        sa.Column("subject_id", sa.BigInteger(), nullable=False),
        sa.Column("rating", sa.SmallInteger(), nullable=False),
        sa.Column("comment", sa.Text(), server_default="", nullable=False),
        sa.Column("images", sa.Text(), server_default="[]", nullable=False),
        sa.Column("hidden", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.CheckConstraint("rating BETWEEN 1 AND 5", name=op.f("ck_reviews_rating_stars")),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_reviews_order_id_orders"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_reviews_customer_id_customers"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reviews")),
        sa.UniqueConstraint("order_id", "subject_kind", "subject_id", name="uq_reviews_order_subject"),
        sqlite_autoincrement=True,
    )
    # A subject's published reviews, newest first (the review lists).
    op.create_index("ix_reviews_subject_newest", "reviews", ["subject_kind", "subject_id", "created_at"])
    op.create_table(
        "rating_totals",
        sa.Column("subject_kind", sa.String(length=10), nullable=False),
        sa.Column("subject_id", sa.BigInteger(), nullable=False),
        *(sa.Column(f"stars_{n}", sa.Integer(), server_default="0", nullable=False) for n in range(1, 6)),
        sa.PrimaryKeyConstraint("subject_kind", "subject_id", name=op.f("pk_rating_totals")),
    )


def downgrade() -> None:
    op.drop_table("rating_totals")
    op.drop_index("ix_reviews_subject_newest", table_name="reviews")
    op.drop_table("reviews")
