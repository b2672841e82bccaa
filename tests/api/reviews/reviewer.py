"""Intent-named helpers for the reviews tests: a signed-in customer who orders, has the order delivered (as
the dispatcher delivers it, with a courier) and reviews it over HTTP; photos made with Pillow."""

from __future__ import annotations

import datetime as dt
import io
from typing import Any

from httpx import Response
from PIL import Image
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import OrderRow, ReviewRow
from tests.api.orders.shopper import OrderShopper
from tests.api.places.customer import new_customer_id, sign_in
from tests.api.rewards.earner import deliver
from tests.api.visitor import Client

PATHS = {
    "item": "/api/v1/items/reviews/submit",
    "store": "/api/v1/stores/reviews/submit",
    "courier": "/api/v1/delivery-man/reviews/submit",
}


def photo(width: int = 64, height: int = 48, kind: str = "PNG") -> bytes:
    """A small picture of `kind` (any proportions: review photos need not be square)."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (30, 120, 200)).save(buffer, format=kind)
    return buffer.getvalue()


class Reviewer(OrderShopper):
    """A signed-in customer (with their id) who orders and reviews."""

    def __init__(
        self, client: Client, ids: dict[str, int], engine: AsyncEngine, customer_id: int, token: str
    ):
        super().__init__(client, ids, token=token)
        self.engine = engine
        self.id = customer_id

    @classmethod
    async def new(cls, client: Client, engine: AsyncEngine, secret: str, ids: dict[str, int]) -> Reviewer:
        customer_id = await new_customer_id(engine)
        return cls(client, ids, engine, customer_id, await sign_in(engine, secret, customer_id))

    async def ordered(self, *items: str) -> int:
        """Place an order of one of each of `items` (apples by default) at the grocer; its id."""
        for item in items or ("apple",):
            await self.add(item)
        answer = await self.place()
        assert answer.status_code == 200, answer.text
        order_id: int = answer.json()["order_id"]
        return order_id

    async def delivered(self, *items: str, courier: bool = True) -> int:
        """An order of `items`, carried by the market's courier (unless not) and delivered; its id."""
        order_id = await self.ordered(*items)
        if courier:
            async with self.engine.begin() as connection:
                await connection.execute(
                    update(OrderRow)
                    .where(OrderRow.id == order_id)
                    .values(delivery_man_id=self.ids["courier"])
                )
        await deliver(self.engine, order_id)
        return order_id

    async def review(
        self,
        kind: str,
        order_id: int,
        rating: int | str = 5,
        comment: str | None = None,
        item: str | None = None,
        photos: list[bytes] | None = None,
        edit: bool = False,
        language: str = "en",
        **fields: Any,
    ) -> Response:
        """Submit (or, `edit`, change) a review of `kind` for the order, as the storefront's form sends it."""
        data: dict[str, Any] = {"order_id": str(order_id), "rating": str(rating), **fields}
        if comment is not None:
            data["comment"] = comment
        if item is not None:
            data["item_id"] = str(self.ids[item])
        # Every field as a part of multipart/form-data (as a browser's FormData sends it, photos or not).
        parts: list[tuple[str, Any]] = [(name, (None, value)) for name, value in data.items()]
        parts += [("image[]", (f"p{n}.png", content, "image/png")) for n, content in enumerate(photos or [])]
        send = self.client.put if edit else self.client.post
        return await send(PATHS[kind], files=parts, headers=self.headers(language))

    async def reviewed(
        self, kind: str, order_id: int, rating: int = 5, item: str | None = None, **kw: Any
    ) -> int:
        """A review the API took; its id."""
        answer = await self.review(kind, order_id, rating, item=item, **kw)
        assert answer.status_code == 200, answer.text
        review_id: int = answer.json()["review"]["id"]
        return review_id

    async def order_reviews(self, order_id: int | str) -> Response:
        return await self.client.get(
            "/api/v1/customer/order/reviews", params={"order_id": order_id}, headers=self.headers()
        )


async def written_days_ago(engine: AsyncEngine, review_id: int, days: float) -> None:
    """Move a review's writing back in time (its edit window counts from there)."""
    at = dt.datetime.now(dt.UTC) - dt.timedelta(days=days)
    async with engine.begin() as connection:
        await connection.execute(update(ReviewRow).where(ReviewRow.id == review_id).values(created_at=at))
