"""What checkout reads of other contexts' tables: a store, its zone, its module's charges there and its
opening hours. Read through named statements and light table descriptions, so this context imports no other
context's adapters (import-linter's independence contract)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import msgspec
from sqlalchemy import column, table

from adapters.db.gateway import Database
from adapters.db.statements import Statement, compile_statement
from core.catalogue import stored
from core.catalogue.hours import Schedule
from core.catalogue.pricing import discount_window
from core.orders.model import StoreTerms
from core.pricing import StoreDiscount, to_minor
from core.pricing.items import PERCENT

STORES = table("stores", column("id"), column("name"))  # the store's name beside each order
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
    "prescription_order",
    "minimum_order",
    "self_delivery_system",
    "own_per_km_shipping_charge",
    "own_minimum_shipping_charge",
    "own_maximum_shipping_charge",
)
CHARGE_COLUMNS = (
    "per_km_shipping_charge",
    "minimum_shipping_charge",
    "maximum_shipping_charge",
    "maximum_cod_order_amount",
)
# Read on the gateway's driver (named statements): checkout reads them on every quote and placement.
TERM_NAMES = (
    *STORE_COLUMNS,
    "cash_on_delivery",
    "increased_delivery_fee_status",
    "increased_delivery_fee",
    *CHARGE_COLUMNS,
    "hours",
)
# The store's opening periods come with its terms, as one JSON array of [day, "HH:mm", "HH:mm"] (stored as
# "HH:mm:ss"; business hours compare "HH:mm", core/catalogue/hours.py): one round trip for checkout, not two.
_HOURS = (
    "(SELECT {agg}({row}(h.day, substr(h.opening_time, 1, 5), substr(h.closing_time, 1, 5))) "
    "FROM store_schedules h WHERE h.store_id = s.id)"
)
_STORE_TERMS = (
    "SELECT s.id, s.name, s.module_id, s.zone_id, s.latitude, s.longitude, s.tax, s.free_delivery, "
    "s.free_delivery_over, s.delivery, s.take_away, s.schedule_order, CAST(s.discount AS TEXT), "
    "s.prescription_order, s.minimum_order, s.self_delivery_system, s.per_km_shipping_charge, "
    "s.minimum_shipping_charge, s.maximum_shipping_charge, z.cash_on_delivery, "
    "z.increased_delivery_fee_status, z.increased_delivery_fee, "
    "mz.per_km_shipping_charge, mz.minimum_shipping_charge, mz.maximum_shipping_charge, "
    "mz.maximum_cod_order_amount, {hours} "
    "FROM stores s JOIN zones z ON z.id = s.zone_id "
    "LEFT JOIN module_zones mz ON mz.zone_id = s.zone_id AND mz.module_id = s.module_id "
    "WHERE s.id = :store_id AND s.status = TRUE AND s.active = TRUE"
)
STORE_TERMS = Statement(
    sqlite=compile_statement(
        _STORE_TERMS.format(hours=_HOURS.format(agg="json_group_array", row="json_array"))
    ).sqlite,
    postgres=compile_statement(
        _STORE_TERMS.format(hours=f"CAST({_HOURS.format(agg='json_agg', row='json_build_array')} AS TEXT)")
    ).postgres,
    params=("store_id",),
)
_PERIODS = msgspec.json.Decoder(list[tuple[int, str, str]] | None)


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


def _amount(value: Any) -> Decimal | None:
    # SQLite answers a NUMERIC column as a float (or an int), PostgreSQL as a Decimal: through its text, a
    # float keeps the digits it was stored with.
    return None if value is None else Decimal(str(value))


def _json(value: Any) -> bytes:
    return msgspec.json.encode(value)


class SqlCheckoutFacts:
    """Implements core's CheckoutFacts."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def store_terms(self, store_id: int) -> StoreTerms | None:
        """The open store's terms, with its zone's charges for its module (none set: no charge)."""
        found = await self._database.rows(STORE_TERMS, {"store_id": store_id})
        if not found:
            return None
        row = dict(zip(TERM_NAMES, found[0], strict=True))
        periods = _PERIODS.decode(row["hours"] or "null") or []
        increase = row["increased_delivery_fee"] if row["increased_delivery_fee_status"] else None
        return StoreTerms(
            id=row["id"],
            name=row["name"],
            module_id=row["module_id"],
            zone_id=row["zone_id"],
            latitude=row["latitude"],
            longitude=row["longitude"],
            tax=_amount(row["tax"]) or Decimal(0),
            free_delivery=bool(row["free_delivery"]),
            free_delivery_over=_amount(row["free_delivery_over"]),
            per_km=_amount(row["per_km_shipping_charge"]) or Decimal(0),
            minimum_fee=_amount(row["minimum_shipping_charge"]) or Decimal(0),
            maximum_fee=_amount(row["maximum_shipping_charge"]),
            increase_percent=_amount(increase) or Decimal(0),
            cod_maximum=_amount(row["maximum_cod_order_amount"]),
            cash_on_delivery=bool(row["cash_on_delivery"]),
            delivery=bool(row["delivery"]),
            take_away=bool(row["take_away"]),
            schedule_order=bool(row["schedule_order"]),
            discount=_discount(row["discount"]),
            prescription_order=bool(row["prescription_order"]),
            minimum_order=_amount(row["minimum_order"]) or Decimal(0),
            self_delivery=bool(row["self_delivery_system"]),
            own_per_km=_amount(row["own_per_km_shipping_charge"]),
            own_minimum_fee=_amount(row["own_minimum_shipping_charge"]),
            own_maximum_fee=_amount(row["own_maximum_shipping_charge"]),
            schedules=tuple(Schedule(store_id, day, opens, closes) for day, opens, closes in periods),
        )
