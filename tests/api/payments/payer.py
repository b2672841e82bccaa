"""Intent-named helpers for the payments tests: a shopper at checkout whose wallet can be credited, and
what the tests read beside the API (the wallet's entries, payments, the order's stored payment status)."""

from __future__ import annotations

from typing import Any

from httpx import Response
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import LedgerEntry, OrderRow, PaymentRow
from tests.api.orders.shopper import ORDER, OrderShopper
from tests.api.places.customer import new_customer_id, sign_in
from tests.api.visitor import Client

PAYMENTS = "/api/v1/payments"


class Payer(OrderShopper):
    """A customer (with its id, to read its wallet) or a guest, at checkout."""

    customer_id: int | None = None

    @classmethod
    async def signed_in(cls, client: Client, engine: AsyncEngine, secret: str, ids: dict[str, int]) -> Payer:
        customer_id = await new_customer_id(engine)
        payer = cls(client, ids, token=await sign_in(engine, secret, customer_id))
        payer.customer_id = customer_id
        return payer

    async def pay(self, method: str, **body: Any) -> Response:
        """Place the cart with `method` (and `payment_gateway`, `partial_rest` ... in `body`)."""
        return await self.place(payment_method=method, **body)

    async def pay_again(self, order_id: int, gateway: str = "demo") -> Response:
        body = self.owned({"order_id": order_id, "payment_gateway": gateway})
        if self.guest_id is not None:
            body["contact_number"] = "+33612345678"
        return await self.client.post(f"{ORDER}/payment", json=body, headers=self.headers())

    async def order(self, order_id: int) -> dict[str, Any]:
        answer = await self.track(order_id)
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()
        return found

    async def demo(self, url: str, outcome: str | None = None) -> Response:
        """The demo page of `url` (/payment/demo/<token>): read it, or post the shopper's choice."""
        token = url.rsplit("/", 1)[1]
        if outcome is None:
            return await self.client.get(f"{PAYMENTS}/demo/{token}", headers=self.headers())
        return await self.client.post(
            f"{PAYMENTS}/demo/{token}", json={"outcome": outcome}, headers=self.headers()
        )


async def wallet_entries(engine: AsyncEngine, customer_id: int) -> list[tuple[str, str, int, int]]:
    """The customer's wallet entries, oldest first: (reason, source, amount, balance)."""
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(LedgerEntry.reason, LedgerEntry.source, LedgerEntry.amount, LedgerEntry.balance)
            .where(LedgerEntry.customer_id == customer_id, LedgerEntry.account == "wallet")
            .order_by(LedgerEntry.id)
        )
        return [(r[0], r[1], r[2], r[3]) for r in rows]


async def balance_of(engine: AsyncEngine, customer_id: int) -> int:
    entries = await wallet_entries(engine, customer_id)
    return entries[-1][3] if entries else 0


async def payments_of(engine: AsyncEngine, order_id: int) -> list[tuple[str, str, int]]:
    """The order's payments, oldest first: (gateway, status, amount)."""
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(PaymentRow.gateway, PaymentRow.status, PaymentRow.amount)
            .where(PaymentRow.order_id == order_id)
            .order_by(PaymentRow.id)
        )
        return [(r[0], r[1], r[2]) for r in rows]


async def orders_of(engine: AsyncEngine, owner: str) -> list[tuple[int, str]]:
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(OrderRow.id, OrderRow.payment_status).where(OrderRow.owner == owner).order_by(OrderRow.id)
        )
        return [(r[0], r[1]) for r in rows]
