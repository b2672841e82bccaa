"""Payment attempts and the gateway events applied to them, on named statements of the database gateway.

Applying a gateway's word is one transaction (serialised with the owner's cart writes): the event is
recorded (unique on gateway and event id, so a replay changes nothing), the payment's status moves, and its
effects follow: the order paid (and the cart lines it was priced from removed, those still unchanged) or
failed, or the wallet credited for a top-up, through the ledger's own posting (adapters/db/ledger/posting.py).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import msgspec

from adapters.db.gateway import Database, Row, Transaction
from adapters.db.ledger.posting import post_in
from adapters.db.payments import statements as sql
from core.ledger.model import Posting
from core.payments.model import Applied, NewPayment, Outcome, Payment, Started

CART = msgspec.json.Decoder(list[tuple[int, int]])


def _moment(value: Any) -> dt.datetime:
    # SQLite hands back CURRENT_TIMESTAMP's naive UTC text; PostgreSQL an aware moment.
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value  # type: ignore[no-any-return]


def _payment(row: Row) -> Payment:
    return Payment(
        id=int(row[0]),
        token=row[1],
        purpose=row[2],
        owner=row[3],
        order_id=row[4],
        amount=int(row[5]),
        digits=int(row[6]),
        currency=row[7],
        gateway=row[8],
        reference=row[9],
        url=row[10],
        status=row[11],
        bonus=int(row[12]),
        cart=tuple(CART.decode(row[13])),
        created_at=_moment(row[14]),
    )


def _customer(owner: str) -> int:
    return int(owner.split(":", 1)[1])


class SqlPaymentRepository:
    """Implements core's PaymentRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database
        self._sqlite = database.engine.dialect.name == "sqlite"

    def _time(self, moment: dt.datetime) -> Any:
        """`moment` as the created_at column compares with it (SQLite: its naive UTC text)."""
        utc = moment.astimezone(dt.UTC)
        return utc.replace(tzinfo=None).isoformat(" ") if self._sqlite else utc

    async def _one(self, statement: Any, values: dict[str, Any]) -> Payment | None:
        found = await self._database.rows(statement, values)
        return _payment(found[0]) if found else None

    async def add(self, new: NewPayment) -> Payment:
        values = {
            "token": new.token,
            "purpose": new.purpose,
            "owner": new.owner,
            "order_id": new.order_id,
            "amount": new.amount,
            "digits": new.digits,
            "currency": new.currency,
            "gateway": new.gateway,
            "bonus": new.bonus,
            "cart": msgspec.json.encode([list(line) for line in new.cart]).decode(),
        }

        return _payment((await self._database.write(sql.ADD, values))[0])

    async def started(self, payment_id: int, started: Started) -> None:
        await self._write(sql.STARTED, {"id": payment_id, "reference": started.reference, "url": started.url})

    async def by_token(self, token: str) -> Payment | None:
        return await self._one(sql.BY_TOKEN, {"token": token})

    async def by_reference(self, gateway: str, reference: str) -> Payment | None:
        return await self._one(sql.BY_REFERENCE, {"gateway": gateway, "reference": reference})

    async def latest_for_order(self, order_id: int) -> Payment | None:
        return await self._one(sql.LATEST_FOR_ORDER, {"order_id": order_id})

    async def supersede(self, order_id: int) -> None:
        await self._write(sql.SUPERSEDE, {"order_id": order_id})

    async def apply(self, payment: Payment, outcome: Outcome, gateway: str, event_id: str) -> Applied:
        async def work(transaction: Transaction) -> Applied:
            if not await transaction.rows(sql.ADD_EVENT, {"gateway": gateway, "event_id": event_id}):
                return "repeated"
            if outcome == "succeeded":
                moved = await transaction.rows(sql.SUCCEED, {"id": payment.id})
            else:
                moved = await transaction.rows(sql.FAIL, {"id": payment.id, "status": outcome})
            if not moved:
                return "repeated"  # a word on a payment already settled (the event is kept, once)
            if payment.purpose == "order":
                return await _settle_order(transaction, payment, outcome)
            if outcome == "succeeded":
                await _credit_top_up(transaction, payment)
            return "applied"

        return await self._database.transaction(work, lock=payment.owner)

    async def due_for_release(self, before: dt.datetime, limit: int) -> list[Payment]:
        rows = await self._database.rows(sql.DUE_FOR_RELEASE, {"before": self._time(before), "limit": limit})
        return [_payment(row) for row in rows]

    async def expire(self, payment_id: int) -> None:
        await self._write(sql.EXPIRE, {"id": payment_id})

    async def expire_top_ups(self, before: dt.datetime) -> int:
        return len(await self._write(sql.EXPIRE_TOP_UPS, {"before": self._time(before)}))

    async def refunds_due(self, limit: int) -> list[Payment]:
        return [_payment(row) for row in await self._database.rows(sql.REFUNDS_DUE, {"limit": limit})]

    async def refunded(self, payment_id: int) -> None:
        await self._write(sql.REFUNDED, {"id": payment_id})

    async def _write(self, statement: Any, values: dict[str, Any]) -> Sequence[Row]:
        return await self._database.write(statement, values)


async def _settle_order(transaction: Transaction, payment: Payment, outcome: Outcome) -> Applied:
    """The order of a payment that just succeeded (paid, its cart lines removed) or was declined (failed);
    a success for an order canceled meanwhile leaves the payment to be refunded."""
    order = {"order_id": payment.order_id}
    if outcome == "declined":
        await transaction.rows(sql.ORDER_FAILED, order)
    if outcome != "succeeded":
        return "applied"
    if not await transaction.rows(sql.ORDER_PAID, order):
        await transaction.rows(sql.REFUND_DUE, {"id": payment.id})
        return "late"
    for line_id, quantity in payment.cart:
        await transaction.rows(
            sql.CART_LINE_BOUGHT, {"id": line_id, "owner": payment.owner, "quantity": quantity}
        )
    return "applied"


async def _credit_top_up(transaction: Transaction, payment: Payment) -> None:
    """A confirmed top-up: the fund, then its bonus, each posted once (source `payment:<id>`)."""
    customer_id, source = _customer(payment.owner), f"payment:{payment.id}"
    await post_in(transaction, Posting(customer_id, "wallet", "add_fund", source, payment.amount))
    if payment.bonus > 0:
        await post_in(transaction, Posting(customer_id, "wallet", "admin_bonus", source, payment.bonus))
