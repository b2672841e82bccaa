"""order stock, extra fee name and demo orders

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 10:00:00.000000

Order lines record the stock placing took (item and chosen variation), so canceling puts it back; orders
keep the extra fee's label as it was when placed, and whether the demo dispatcher may move them (orders
stored before this revision are not demo orders).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("extra_fee_name", sa.String(length=100), nullable=True))
        batch_op.add_column(sa.Column("demo", sa.Boolean(), server_default=sa.false(), nullable=False))
    with op.batch_alter_table("order_lines", schema=None) as batch_op:
        batch_op.add_column(sa.Column("stock", sa.Integer(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("stock_variation", sa.String(length=255), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("order_lines", schema=None) as batch_op:
        batch_op.drop_column("stock_variation")
        batch_op.drop_column("stock")
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("demo")
        batch_op.drop_column("extra_fee_name")
