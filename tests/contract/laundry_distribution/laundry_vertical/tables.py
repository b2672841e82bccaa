"""The laundry's own table, on a metadata of its own (core's tables are never touched)."""

import sqlalchemy as sa

METADATA = sa.MetaData()

# The services a laundry prices by the piece or by the kilo, in the storefront's two languages.
SERVICES = sa.Table(
    "laundry_services",
    METADATA,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("position", sa.Integer, nullable=False),
    sa.Column("name_en", sa.String(120), nullable=False),
    sa.Column("name_fr", sa.String(120), nullable=False),
    sa.Column("price", sa.Numeric(10, 2), nullable=False),
)
