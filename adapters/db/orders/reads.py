"""What checkout reads of other contexts' tables: a store, its zone and its module's charges there, and
the owner's stored cart lines. Read through light table descriptions, so this context imports no other
context's adapters (import-linter's independence contract)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import msgspec
from advanced_alchemy.types import JsonB
from sqlalchemy import Boolean, Float, Integer, Numeric, column, select, table

from adapters.db.gateway import Database
from core.catalogue import stored
from core.catalogue.hours import Schedule
from core.catalogue.pricing import discount_window
from core.orders.model import StoreTerms
from core.pricing import StoreDiscount, to_minor
from core.pricing.items import PERCENT

AMOUNT = Numeric(12, 2)
STORES = table(
    "stores",
    column("id"),
    column("name"),
    column("module_id"),
    column("zone_id"),
    column("latitude", Float),
    column("longitude", Float),
    column("tax", AMOUNT),
    column("free_delivery", Boolean),
    column("free_delivery_over", AMOUNT),
    column("delivery", Boolean),
    column("take_away", Boolean),
    column("schedule_order", Boolean),
    column("status", Boolean),
    column("active", Boolean),
    column("discount", JsonB),
)
ZONES = table(
    "zones",
    column("id"),
    column("status", Boolean),
    column("cash_on_delivery", Boolean),
    column("increased_delivery_fee_status", Boolean),
    column("increased_delivery_fee", AMOUNT),
)
MODULE_ZONES = table(
    "module_zones",
    column("module_id"),
    column("zone_id"),
    column("per_km_shipping_charge", AMOUNT),
    column("minimum_shipping_charge", AMOUNT),
    column("maximum_shipping_charge", AMOUNT),
    column("maximum_cod_order_amount", AMOUNT),
)
STORE_COLUMNS = (
    "id",
    "name",
    "module_id",
    "zone_id",
    "latitude",
    "longitude",
    "tax",
    "free_delivery",
    "free_delivery_over",
    "delivery",
    "take_away",
    "schedule_order",
    "discount",
)
CHARGE_COLUMNS = (
    "per_km_shipping_charge",
    "minimum_shipping_charge",
    "maximum_shipping_charge",
    "maximum_cod_order_amount",
)
CART_LINES = table("cart_lines", column("id"), column("owner"), column("module_id"), column("quantity"))
SCHEDULES = table(
    "store_schedules", column("store_id"), column("day"), column("opening_time"), column("closing_time")
)
# Stock is the catalogue's; placing and canceling an order change it (adapters/db/orders/stock.py).
ITEMS = table("items", column("id"), column("stock", Integer), column("variations", JsonB))


def _discount(value: Any) -> StoreDiscount | None:
    if not value:
        return None
    found = stored.DISCOUNT.decode(value if isinstance(value, str | bytes) else _json(value))
    window = discount_window(found) if found is not None else None
    if found is None or window is None:
        return None
    kind = PERCENT if found.discount_type == PERCENT else "amount"
    amount = Decimal(str(found.discount))
    return StoreDiscount(
        value=amount if kind == PERCENT else Decimal(to_minor(amount)),
        kind=kind,
        min_purchase=to_minor(found.min_purchase),
        max_discount=to_minor(found.max_discount),
        starts=window[0],
        ends=window[1],
    )


def _json(value: Any) -> bytes:
    return msgspec.json.encode(value)


class SqlCheckoutFacts:
    """Implements core's CheckoutFacts."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def store_terms(self, store_id: int) -> StoreTerms | None:
        """The open store's terms, with its zone's charges for its module (none set: no charge)."""
        statement = (
            select(
                *(STORES.c[name] for name in STORE_COLUMNS),
                ZONES.c.cash_on_delivery,
                ZONES.c.increased_delivery_fee_status,
                ZONES.c.increased_delivery_fee,
                *(MODULE_ZONES.c[name] for name in CHARGE_COLUMNS),
            )
            .join(ZONES, ZONES.c.id == STORES.c.zone_id)
            .outerjoin(
                MODULE_ZONES,
                (MODULE_ZONES.c.zone_id == STORES.c.zone_id)
                & (MODULE_ZONES.c.module_id == STORES.c.module_id),
            )
            .where(STORES.c.id == store_id, STORES.c.status.is_(True), STORES.c.active.is_(True))
        )
        hours = select(SCHEDULES.c.day, SCHEDULES.c.opening_time, SCHEDULES.c.closing_time).where(
            SCHEDULES.c.store_id == store_id
        )
        async with self._database.session() as session:
            row = (await session.execute(statement)).mappings().first()
            if row is None:
                return None
            periods = (await session.execute(hours)).all()
        increase = row["increased_delivery_fee"] if row["increased_delivery_fee_status"] else None
        return StoreTerms(
            id=row["id"],
            name=row["name"],
            module_id=row["module_id"],
            zone_id=row["zone_id"],
            latitude=row["latitude"],
            longitude=row["longitude"],
            tax=Decimal(row["tax"] or 0),
            free_delivery=bool(row["free_delivery"]),
            free_delivery_over=row["free_delivery_over"],
            per_km=Decimal(row["per_km_shipping_charge"] or 0),
            minimum_fee=Decimal(row["minimum_shipping_charge"] or 0),
            maximum_fee=row["maximum_shipping_charge"],
            increase_percent=Decimal(increase or 0),
            cod_maximum=row["maximum_cod_order_amount"],
            cash_on_delivery=bool(row["cash_on_delivery"]),
            delivery=bool(row["delivery"]),
            take_away=bool(row["take_away"]),
            schedule_order=bool(row["schedule_order"]),
            discount=_discount(row["discount"]),
            # Stored as "HH:mm:ss"; business hours compare "HH:mm" (core/catalogue/hours.py).
            schedules=tuple(Schedule(store_id, day, opens[:5], closes[:5]) for day, opens, closes in periods),
        )
