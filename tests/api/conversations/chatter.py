"""Intent-named helpers of the conversation tests: a customer who orders and writes to support, the store
and the courier, and what the tests set beside the API (an order's progress, a courier)."""

from __future__ import annotations

import datetime as dt
import io
import json
import secrets
from typing import Any

from httpx import Response
from PIL import Image
from sqlalchemy import insert, update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import OrderRow, OrderStatusRow
from tests.api.orders.shopper import OrderShopper

MESSAGE = "/api/v1/customer/message"


def picture(size: tuple[int, int] = (40, 30), kind: str = "PNG") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 80, 40)).save(out, kind)
    return out.getvalue()


def client_id() -> str:
    return secrets.token_hex(8)


def form(fields: dict[str, str], images: list[bytes]) -> list[tuple[str, Any]]:
    """A multipart/form-data body (as a browser sends it, even without a file)."""
    parts: list[tuple[str, Any]] = [(name, (None, value)) for name, value in fields.items()]
    return parts + [("image[]", (f"p{n}.png", content, "image/png")) for n, content in enumerate(images)]


def sse_events(body: str, kind: str = "message") -> list[tuple[str, dict[str, Any]]]:
    """(id, data) of each `kind` event of a server-sent events body."""
    found = []
    for block in body.replace("\r\n", "\n").split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line and line[0] != ":")
        if lines.get("event") == kind:
            found.append((lines.get("id", ""), json.loads(lines["data"])))
    return found


class Chatter(OrderShopper):
    """A signed-in customer with orders, in their inbox."""

    async def open(self, peer_kind: str, **body: Any) -> Response:
        return await self.client.post(
            f"{MESSAGE}/conversation", json={"peer_kind": peer_kind, **body}, headers=self.headers()
        )

    async def opened(self, peer_kind: str, **body: Any) -> dict[str, Any]:
        answer = await self.open(peer_kind, **body)
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()
        return found

    async def send(
        self,
        conversation_id: int,
        text: str | None = "Hello",
        key: str | None = None,
        images: list[bytes] | None = None,
        language: str = "en",
    ) -> Response:
        fields = {"conversation_id": str(conversation_id), "client_message_id": key or client_id()}
        if text is not None:
            fields["message"] = text
        headers = {k: v for k, v in self.headers(language).items() if k.lower() != "content-type"}
        return await self.client.post(f"{MESSAGE}/send", files=form(fields, images or []), headers=headers)

    async def sent(self, conversation_id: int, text: str = "Hello", **given: Any) -> dict[str, Any]:
        answer = await self.send(conversation_id, text, **given)
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()["message"]
        return found

    async def conversations(self, **params: Any) -> Response:
        return await self.client.get(f"{MESSAGE}/list", params=params, headers=self.headers())

    async def details(self, conversation_id: int, **params: Any) -> Response:
        return await self.client.get(
            f"{MESSAGE}/details",
            params={"conversation_id": conversation_id, **params},
            headers=self.headers(),
        )

    async def unread(self) -> int:
        answer = await self.client.get(f"{MESSAGE}/unread", headers=self.headers())
        assert answer.status_code == 200, answer.text
        return int(answer.json()["unread_total"])


async def delivered(engine: AsyncEngine, order_id: int, hours_ago: float) -> None:
    """The order was delivered `hours_ago` hours ago."""
    at = dt.datetime.now(dt.UTC) - dt.timedelta(hours=hours_ago)
    async with engine.begin() as connection:
        await connection.execute(
            update(OrderRow).where(OrderRow.id == order_id).values(order_status="delivered")
        )
        await connection.execute(insert(OrderStatusRow).values(order_id=order_id, status="delivered", at=at))


async def assign(engine: AsyncEngine, order_id: int, courier_id: int) -> None:
    async with engine.begin() as connection:
        await connection.execute(
            update(OrderRow).where(OrderRow.id == order_id).values(delivery_man_id=courier_id)
        )
