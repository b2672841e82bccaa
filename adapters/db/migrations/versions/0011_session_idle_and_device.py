"""sessions: when each was last used, and on what device

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-28 17:00:00.000000

A session ends when its token expires (TOKEN_DAYS) or after SESSION_IDLE_DAYS unused: `last_used_at` (seconds
since the epoch) is refreshed as the token is used. `device` names the browser and system it was opened on
("Chrome on Android"), for the customer's list of signed-in devices. The sessions open when this runs count as
used now.
"""

import time
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "customer_sessions",
        sa.Column("last_used_at", sa.BigInteger(), nullable=False, server_default=sa.text("0")),
    )
    op.add_column("customer_sessions", sa.Column("device", sa.String(length=80), nullable=True))
    op.execute(sa.text("UPDATE customer_sessions SET last_used_at = :now").bindparams(now=int(time.time())))


def downgrade() -> None:
    with op.batch_alter_table("customer_sessions") as batch:
        batch.drop_column("device")
        batch.drop_column("last_used_at")
