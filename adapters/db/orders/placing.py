"""Placing and canceling an order: named statements in one gateway transaction each (a measured hot path).

Placing through ORM sessions held SQLite's write lock across a dozen awaited round trips (8 ms at the
median, 40 ms at p90 under 20 concurrent customers), and the sessions waited for that lock in SQLite's own
busy handler, which backs off to 100 ms sleeps and serves no one in turn: placement p99 was 1.8 s, nearly
all of it waiting for the lock (tests/bench/orders.py; docs/benchmarks.md). The gateway runs the same
statements without suspending on SQLite, retrying every millisecond while another process writes, and on
PostgreSQL serialises them per owner with a transaction-level advisory lock, as the cart does.

Times go to SQLite as SQLAlchemy writes them (naive UTC, "YYYY-MM-DD HH:MM:SS.ffffff"), so the ORM reads of
orders decode them; PostgreSQL takes the aware moment.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from adapters.db.gateway import Database, Transaction
from adapters.db.ledger.posting import post_in
from adapters.db.orders import stock
from adapters.db.orders.refunds import refund_in
from adapters.db.statements import compile_statement
from core.ledger.model import Posting
from core.orders.model import CANCELABLE, CANCELED, NewOrder, Placed, Short
from core.orders.ports import CancelResult, PlaceResult

ORDER_COLUMNS = (
    "owner",
    "store_id",
    "module_id",
    "order_status",
    "order_type",
    "payment_method",
    "payment_status",
    "schedule_at",
    "digits",
    "subtotal",
    "item_discount",
    "store_discount",
    "coupon_discount",
    "tax",
    "tax_included",
    "delivery_fee",
    "extra_fee",
    "extra_fee_name",
    "order_amount",
    "wallet_paid",
    "referral_discount",
    "distance_km",
    "coupon_code",
    "address",
    "latitude",
    "longitude",
    "contact_person_name",
    "contact_person_number",
    "contact_person_email",
    "road",
    "house",
    "floor",
    "order_note",
    "details_count",
    "demo",
    "created_at",
)
LINE_COLUMNS = (
    "order_id",
    "item_id",
    "item_name",
    "image_full_url",
    "quantity",
    "unit_price",
    "price",
    "variation",
    "add_ons",
    "stock",
    "stock_variation",
)


def _insert(table: str, columns: Sequence[str], returning: str = "") -> str:
    values = ", ".join(f":{c}" for c in columns)
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({values}) {returning}"  # noqa: S608 - constants only


PLACED = compile_statement(
    "SELECT o.id, o.order_amount, o.digits FROM order_idempotency_keys k JOIN orders o ON o.id = k.order_id "
    "WHERE k.owner = :owner AND k.key = :key"
)
CART = compile_statement(
    "SELECT id, quantity FROM cart_lines WHERE owner = :owner AND module_id = :module_id"
)
INSERT_ORDER = compile_statement(_insert("orders", ORDER_COLUMNS, "RETURNING id"))
INSERT_LINE = compile_statement(_insert("order_lines", LINE_COLUMNS))
INSERT_STATUS = compile_statement(_insert("order_status_history", ("order_id", "status", "at")))
INSERT_KEY = compile_statement(_insert("order_idempotency_keys", ("owner", "key", "order_id", "created_at")))
# Empties the cart it was priced from and says what it held: one statement that checks and empties.
EMPTY_CART = compile_statement(
    "DELETE FROM cart_lines WHERE owner = :owner AND module_id = :module_id RETURNING id, quantity"
)
CANCEL = compile_statement(
    "UPDATE orders SET order_status = :canceled, cancellation_reason = :reason "
    "WHERE id = :order_id AND owner = :owner AND order_status IN_LIST(:cancelable) RETURNING id"
)
OWNED = compile_statement("SELECT id FROM orders WHERE id = :order_id AND owner = :owner")
BIND_PRESCRIPTIONS = compile_statement(
    "UPDATE order_prescriptions SET order_id = :order_id "
    "WHERE owner = :owner AND order_id IS NULL AND id IN_LIST(:ids) RETURNING id"
)
TAKEN = compile_statement(
    "SELECT item_id, stock, stock_variation, quantity FROM order_lines WHERE order_id = :order_id"
)


class Placing:
    """The write transactions of orders on the database gateway."""

    def __init__(self, database: Database) -> None:
        self._database = database
        self._sqlite = database.engine.dialect.name == "sqlite"

    def _time(self, moment: dt.datetime | None) -> Any:
        if moment is None or not self._sqlite:
            return moment
        utc = moment.astimezone(dt.UTC) if moment.tzinfo is not None else moment
        return utc.replace(tzinfo=None).isoformat(" ")

    async def place(
        self, order: NewOrder, key: str | None, cart: Sequence[tuple[int, int]] | None
    ) -> PlaceResult:
        """See core's OrderRepository.place."""
        at = self._time(order.at)
        owned = {"owner": order.owner, "module_id": order.module_id}

        async def work(transaction: Transaction) -> PlaceResult:
            if key is not None:
                done = await transaction.rows(PLACED, {"owner": order.owner, "key": key})
                if done:
                    return Placed(done[0][0], done[0][1], done[0][2], replayed=True)
            if cart is not None:
                # The cart must hold what was priced: emptied at once when the order takes it (rolled back
                # with everything else when it does not match), only read when the payment keeps it.
                held = await transaction.rows(CART if order.keeps_cart else EMPTY_CART, owned)
                if sorted((i, q) for i, q in held) != sorted(cart):
                    transaction.roll_back()
                    return "changed"
            taken = await stock.take(transaction, order.lines)
            if isinstance(taken, Short):
                transaction.roll_back()
                return taken
            found = await transaction.rows(INSERT_ORDER, self._order_values(order, at))
            order_id = found[0][0]
            for line, took in zip(order.lines, taken, strict=True):
                values = {
                    "order_id": order_id,
                    "item_id": line.item_id,
                    "item_name": line.item_name,
                    "image_full_url": line.image_full_url,
                    "quantity": line.quantity,
                    "unit_price": line.unit_price,
                    "price": line.price,
                    "variation": line.variation,
                    "add_ons": line.add_ons,
                    "stock": took.item,
                    "stock_variation": line.stock_variation if took.variation else None,
                }
                await transaction.rows(INSERT_LINE, values)
            await transaction.rows(INSERT_STATUS, {"order_id": order_id, "status": "pending", "at": at})
            if order.prescription_ids:
                wanted = sorted(set(order.prescription_ids))
                bound = await transaction.rows(
                    BIND_PRESCRIPTIONS, {"order_id": order_id, "owner": order.owner, "ids": wanted}
                )
                if len(bound) != len(wanted):  # not the owner's, or another order's already
                    transaction.roll_back()
                    return "prescription"
            if key is not None:
                values = {"owner": order.owner, "key": key, "order_id": order_id, "created_at": at}
                await transaction.rows(INSERT_KEY, values)
            if order.wallet_paid > 0 and await _debit_wallet(transaction, order, order_id) == "insufficient":
                transaction.roll_back()
                return "insufficient"
            return Placed(order_id, order.order_amount, order.digits)

        # The cart's own lock (its writes serialise on the owner too): the cart checked unchanged above is
        # the cart emptied below, never with a line added in between.
        return await self._database.transaction(work, lock=order.owner)

    def _order_values(self, order: NewOrder, at: Any) -> dict[str, Any]:
        where = order.destination
        return {
            "owner": order.owner,
            "store_id": order.store_id,
            "module_id": order.module_id,
            "order_status": "pending",
            "order_type": order.order_type,
            "payment_method": order.payment_method,
            "payment_status": order.payment_status,
            "schedule_at": self._time(order.schedule_at),
            "digits": order.digits,
            "subtotal": order.subtotal,
            "item_discount": order.item_discount,
            "store_discount": order.store_discount,
            "coupon_discount": order.coupon_discount,
            "tax": order.tax,
            "tax_included": order.tax_included,
            "delivery_fee": order.delivery_fee,
            "extra_fee": order.extra_fee,
            "extra_fee_name": order.extra_fee_name,
            "order_amount": order.order_amount,
            "wallet_paid": order.wallet_paid,
            "referral_discount": order.referral_discount,
            "distance_km": order.distance_km,
            "coupon_code": order.coupon_code,
            "address": where.address,
            "latitude": where.latitude,
            "longitude": where.longitude,
            "contact_person_name": where.contact_person_name,
            "contact_person_number": where.contact_person_number,
            "contact_person_email": where.contact_person_email,
            "road": where.road,
            "house": where.house,
            "floor": where.floor,
            "order_note": order.order_note,
            "details_count": len(order.lines),
            "demo": order.demo,
            "created_at": at,
        }

    async def cancel(
        self, owner: str, order_id: int, reason: str, at: dt.datetime, digital_to_wallet: bool = False
    ) -> CancelResult:
        """See core's OrderRepository.cancel."""
        mine = {"order_id": order_id, "owner": owner}

        async def work(transaction: Transaction) -> CancelResult:
            changed = await transaction.rows(
                CANCEL, {**mine, "canceled": CANCELED, "reason": reason, "cancelable": sorted(CANCELABLE)}
            )
            if not changed:
                exists = await transaction.rows(OWNED, mine)
                transaction.roll_back()
                return "late" if exists else "missing"
            status = {"order_id": order_id, "status": CANCELED, "at": self._time(at)}
            await transaction.rows(INSERT_STATUS, status)
            await stock.put_back(transaction, await transaction.rows(TAKEN, {"order_id": order_id}))
            await refund_in(transaction, order_id, digital_to_wallet)
            return "canceled"

        return await self._database.transaction(work, lock=f"orders:{owner}")


async def _debit_wallet(transaction: Transaction, order: NewOrder, order_id: int) -> str:
    """The wallet's part of the order, debited with it (ledger `order_payment`, source `order:<id>`)."""
    customer_id = int(order.owner.split(":", 1)[1])
    debit = Posting(customer_id, "wallet", "order_payment", f"order:{order_id}", -order.wallet_paid)
    return await post_in(transaction, debit)
