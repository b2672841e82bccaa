"""What checkout and orders need from storage."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal, Protocol

from .model import CouponRecord, NewOrder, Placed, StoredLine, StoredOrder, StoreTerms

CancelResult = Literal["canceled", "missing", "late"]


class CouponRepository(Protocol):
    async def running(self, module_id: int | None, today: dt.date) -> list[CouponRecord]:
        """Active coupons running on `today` for the module (or for every module)."""
        ...

    async def by_code(self, code: str, today: dt.date) -> CouponRecord | None:
        """The active coupon of that code running on `today`, if any."""
        ...


class CheckoutFacts(Protocol):
    async def store_terms(self, store_id: int) -> StoreTerms | None:
        """The terms of an open store, with its zone's charges for its module; None when not open."""
        ...


class OrderRepository(Protocol):
    async def placed(self, owner: str, key: str) -> Placed | None:
        """The order `owner` placed with idempotency key `key`, if any."""
        ...

    async def place(
        self, order: NewOrder, key: str | None, cart: Sequence[tuple[int, int]]
    ) -> Placed | Literal["changed"]:
        """Store `order`, its key and first status, and empty the owner's cart of the module, in one
        transaction serialised per owner. A key already used answers its order; a cart whose stored
        (line id, quantity) pairs are no longer `cart` answers "changed" and stores nothing."""
        ...

    async def page(self, owner: str, running: bool, offset: int, limit: int) -> tuple[int, list[StoredOrder]]:
        """How many running (or past) orders `owner` has, and one page of them, newest first."""
        ...

    async def order(self, owner: str, order_id: int, history: bool = False) -> StoredOrder | None:
        """`owner`'s order `order_id` (with its status history when asked), else None."""
        ...

    async def lines(self, order_id: int) -> list[StoredLine]:
        """The lines of an order."""
        ...

    async def cancel(self, owner: str, order_id: int, reason: str, at: dt.datetime) -> CancelResult:
        """Cancel `owner`'s order while it is cancelable."""
        ...
