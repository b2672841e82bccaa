"""The demo customer's saved addresses and wishlist, so a newcomer who signs in sees them filled.

Two addresses at real demo streets (home in Paris Centre, office in Paris South), in the customer's name and
phone (SPEC.md: saving an address uses the profile name and phone), with the zones computed from their
positions the way the API computes them; and a wishlist of the most ordered item of each module and the two
most ordered stores around home. Added once: a customer who already holds an address or an entry is left
alone.
"""

from __future__ import annotations

import msgspec
from sqlalchemy import func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import Customer, CustomerAddress, Item, Module, Store, WishlistEntry, Zone
from core.geo.model import Point
from core.geo.polygons import PolygonIndex

from .customer import DEMO_EMAIL
from .places import STREETS, DemoPlace

WISHED_ITEMS = 4
WISHED_STORES = 2


def _street(name: str) -> DemoPlace:
    return next(place for place in STREETS if place.name == name)


# (label, street, floor, note)
ADDRESSES = (
    ("home", _street("Rue des Martyrs"), "3", "Code 4512, third floor on the left"),
    ("office", _street("Rue Daguerre"), "1", None),
)


async def _zones(conn: AsyncConnection) -> PolygonIndex:
    rows = (await conn.execute(select(Zone.id, Zone.polygon).where(Zone.status.is_(True)))).all()
    return PolygonIndex({zone_id: polygon for zone_id, polygon in rows})


async def _holds_any(conn: AsyncConnection, customer_id: int) -> bool:
    for table in (CustomerAddress, WishlistEntry):
        held = await conn.scalar(
            select(func.count()).select_from(table).where(table.customer_id == customer_id)
        )
        if held:
            return True
    return False


async def _wished_items(conn: AsyncConnection, zone_ids: list[int]) -> list[int]:
    visible = (
        select(Item.id, Item.module_id)
        .join(Store, Store.id == Item.store_id)
        .join(Module, Module.id == Item.module_id)
        .where(Item.status.is_(True), Store.status.is_(True), Module.status.is_(True))
        .where(Store.zone_id.in_(zone_ids), Item.available_date_starts.is_(None))
        .order_by(Module.position, Item.order_count.desc(), Item.id)
    )
    first_per_module: dict[int, int] = {}
    for item_id, module_id in (await conn.execute(visible)).all():
        first_per_module.setdefault(module_id, item_id)
    return list(first_per_module.values())[:WISHED_ITEMS]


async def _wished_stores(conn: AsyncConnection, zone_ids: list[int]) -> list[int]:
    popular = (
        select(Store.id)
        .join(Module, Module.id == Store.module_id)
        .where(Store.status.is_(True), Module.status.is_(True), Store.zone_id.in_(zone_ids))
        .order_by(Store.order_count.desc(), Store.id)
        .limit(WISHED_STORES)
    )
    return list((await conn.scalars(popular)).all())


async def add_saved_places(conn: AsyncConnection, customer_id: int) -> bool:
    """Give the customer the demo addresses and wishlist, inside the caller's transaction; False (nothing
    added) when the customer already holds one of them or no demo zone holds the demo streets."""
    customer = (
        await conn.execute(
            select(Customer.f_name, Customer.l_name, Customer.phone).where(Customer.id == customer_id)
        )
    ).one_or_none()
    if customer is None or await _holds_any(conn, customer_id):
        return False
    zones = await _zones(conn)
    placed = [(entry, zones.ids_at(Point(lat=entry[1].lat, lng=entry[1].lng))) for entry in ADDRESSES]
    if not all(zone_ids for _, zone_ids in placed):
        return False
    name = f"{customer.f_name} {customer.l_name}".strip()
    for (label, place, floor, note), zone_ids in placed:
        house, _, road = place.formatted_address.partition(",")[0].partition(" ")
        await conn.execute(
            insert(CustomerAddress).values(
                customer_id=customer_id,
                address=place.formatted_address,
                address_type=label,
                contact_person_name=name,
                contact_person_number=customer.phone,
                additional_information=note,
                latitude=f"{place.lat}",
                longitude=f"{place.lng}",
                road=road,
                house=house,
                floor=floor,
                zone_ids=msgspec.json.encode(zone_ids).decode(),
            )
        )
    home_zones = placed[0][1]
    for item_id in await _wished_items(conn, home_zones):
        await conn.execute(insert(WishlistEntry).values(customer_id=customer_id, item_id=item_id))
    for store_id in await _wished_stores(conn, home_zones):
        await conn.execute(insert(WishlistEntry).values(customer_id=customer_id, store_id=store_id))
    return True


async def add_demo_customer_places(conn: AsyncConnection) -> bool:
    """`add_saved_places` for the demo customer (found by its email); the loader calls it only when it has just
    added that customer, so a later run never brings back what the customer removed."""
    customer_id = await conn.scalar(select(Customer.id).where(Customer.email == DEMO_EMAIL))
    return customer_id is not None and await add_saved_places(conn, customer_id)
