"""prescription images: their size, for the budget of images waiting for an order

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28 17:10:00.000000

`bytes` is the stored file's size. Images not yet bound to an order count against a marketplace-wide budget
(PRESCRIPTION_WAITING_MB) and are deleted after PRESCRIPTION_WAITING_HOURS; the images stored before this
revision count as empty.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "order_prescriptions",
        sa.Column("bytes", sa.BigInteger(), nullable=False, server_default=sa.text("0")),
    )


def downgrade() -> None:
    with op.batch_alter_table("order_prescriptions") as batch:
        batch.drop_column("bytes")
