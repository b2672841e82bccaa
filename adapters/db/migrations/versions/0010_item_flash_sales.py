"""item flash sales

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26 13:20:00.000000

An item is in a flash sale until `flash_sale_ends` ("YYYY-MM-DD HH:mm", marketplace time, text so that both
databases compare it the same way); the flash-sale list reads the running ones, the soonest ending first.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("items", sa.Column("flash_sale_ends", sa.String(length=16), nullable=True))
    op.create_index("ix_items_flash_sale_ends", "items", ["flash_sale_ends"])


def downgrade() -> None:
    op.drop_index("ix_items_flash_sale_ends", table_name="items")
    with op.batch_alter_table("items") as batch:
        batch.drop_column("flash_sale_ends")
