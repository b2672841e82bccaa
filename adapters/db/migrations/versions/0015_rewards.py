"""rewards: referral codes in one format, cashback offers, and what each delivered order earned

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-29 02:30:00.000000

Every customer's referral code becomes 10 upper-case letters or digits (the API's contract): a code in
another form (an older demo's, a lower-case one) is replaced by a new random one, unique like every code.

`cashback_offers`: the operator's offers (amounts in currency units, as coupons). `order_rewards`: what each
delivered order was awarded (points, cashback and its offer, the referrer's reward), decided once before
anything is posted to the ledger; `credited_at` once every posting is made.
"""

import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
CODE_LENGTH = 10
CODE_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _well_formed(code: str | None) -> bool:
    return code is not None and len(code) == CODE_LENGTH and set(code) <= CODE_LETTERS


def _backfill_referral_codes() -> None:
    connection = op.get_bind()
    rows = connection.execute(sa.text("SELECT id, ref_code FROM customers")).all()
    taken = {code for _, code in rows if code}
    for customer_id, code in rows:
        if _well_formed(code):
            continue
        fresh = secrets.token_hex(CODE_LENGTH // 2).upper()
        while fresh in taken:
            fresh = secrets.token_hex(CODE_LENGTH // 2).upper()
        taken.add(fresh)
        connection.execute(
            sa.text("UPDATE customers SET ref_code = :code WHERE id = :id").bindparams(
                code=fresh, id=customer_id
            )
        )


def upgrade() -> None:
    _backfill_referral_codes()
    op.create_table(
        "cashback_offers",
        sa.Column("id", Id, sa.Identity(), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("cashback_type", sa.String(length=20), nullable=False),
        sa.Column("cashback_amount", sa.Numeric(12, 4), nullable=False),
        sa.Column("min_purchase", sa.Numeric(12, 4), nullable=False),
        sa.Column("max_discount", sa.Numeric(12, 4), nullable=False),
        sa.Column("same_user_limit", sa.Integer(), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cashback_offers")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "order_rewards",
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("customer_id", sa.BigInteger(), nullable=True),
        sa.Column("points", sa.BigInteger(), nullable=False),
        sa.Column("cashback", sa.BigInteger(), nullable=False),
        sa.Column("cashback_offer_id", sa.BigInteger(), nullable=True),
        sa.Column("referrer_id", sa.BigInteger(), nullable=True),
        sa.Column("referral_reward", sa.BigInteger(), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("credited_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_order_rewards_order_id_orders"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_order_rewards_customer_id_customers"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["cashback_offer_id"],
            ["cashback_offers.id"],
            name=op.f("fk_order_rewards_cashback_offer_id_cashback_offers"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["referrer_id"],
            ["customers.id"],
            name=op.f("fk_order_rewards_referrer_id_customers"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("order_id", name=op.f("pk_order_rewards")),
    )
    op.create_index("ix_order_rewards_customer_offer", "order_rewards", ["customer_id", "cashback_offer_id"])


def downgrade() -> None:
    op.drop_table("order_rewards")
    op.drop_table("cashback_offers")
    # The referral codes handed out stay: they are valid codes in any version.
