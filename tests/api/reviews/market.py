"""The reviews tests' marketplace: the checkout tests' small marketplace (tests/api/orders/market.py: apples and
pears at the grocer), a courier of its Centre zone, and a rental module with a provider (rental takes no
reviews: its vertical's policy)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from adapters.db.tables import DeliveryManRow, Item, Module, Store
from tests.api.orders.market import STORE_POINT, build_order_market


async def build_review_market(database_url: str) -> dict[str, int]:
    """The marketplace; the ids tests use, by name."""
    ids = await build_order_market(database_url)
    engine = create_async_engine(database_url)
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        courier = DeliveryManRow(f_name="Sam", l_name="Rider", phone="+15550001", zone_id=ids["zone_centre"])
        rental = Module(module_name="Rental", module_type="rental", slug="rental")
        session.add_all([courier, rental])
        await session.flush()
        rides = Store(
            name="Rides",
            slug="rides",
            module_id=rental.id,
            zone_id=ids["zone_centre"],
            latitude=STORE_POINT[0],
            longitude=STORE_POINT[1],
            tax=Decimal(0),
        )
        session.add(rides)
        await session.flush()
        scooter = Item(
            name="Scooter", slug="scooter", module_id=rental.id, store_id=rides.id, price=Decimal(12)
        )
        session.add(scooter)
        await session.commit()
    await engine.dispose()
    return {**ids, "courier": courier.id, "rental": rental.id, "rides": rides.id, "scooter": scooter.id}
