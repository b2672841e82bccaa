"""`GET /api/v1/laundry/price-list`: the laundry's services and their prices, in the asked language."""

from __future__ import annotations

import msgspec
import sqlalchemy as sa
from litestar import get
from litestar.di import NamedDependency

from core.verticals import VerticalRequest

from .tables import SERVICES

MAX_SERVICES = 100  # a price list, not a catalogue: the answer is bounded


class Service(msgspec.Struct, frozen=True):
    """One service of the price list."""

    name: str
    price: float


class PriceList(msgspec.Struct, frozen=True):
    """Every service the laundry offers, in price-list order (at most 100)."""

    services: list[Service]


@get(
    "/api/v1/laundry/price-list",
    operation_id="getLaundryPriceList",
    summary="The laundry's price list",
    tags=["laundry"],
)
async def price_list(vertical_request: NamedDependency[VerticalRequest]) -> PriceList:
    """Services with their prices, named in the X-localization language (English when not French)."""
    name = SERVICES.c.name_fr if vertical_request.language == "fr" else SERVICES.c.name_en
    query = sa.select(name, SERVICES.c.price).order_by(SERVICES.c.position, SERVICES.c.id).limit(MAX_SERVICES)
    async with vertical_request.read() as conn:
        rows = (await conn.execute(query)).all()
    return PriceList([Service(row[0], float(row[1])) for row in rows])
