"""What checkout and orders need from storage."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal, Protocol

from .model import CouponRecord, NewOrder, Placed, Short, StoredLine, StoredOrder, StoreTerms

CancelResult = Literal["canceled", "missing", "late"]
# A stored order, or why nothing was stored (see OrderRepository.place).
PlaceResult = Placed | Short | Literal["changed", "prescription", "insufficient"]


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
        self, order: NewOrder, key: str | None, cart: Sequence[tuple[int, int]] | None
    ) -> PlaceResult:
        """Store `order`, its key and first status, take its lines' `stock` off the items (and their chosen
        variations), and empty the owner's cart of the module, in one transaction serialised per owner. A
        key already used answers its order; a cart whose stored (line id, quantity) pairs are no longer
        `cart` answers "changed", an item with too little stock left answers `Short`, and then nothing is
        stored. `cart` None: the order is not the cart's (Buy Now), which is neither checked nor emptied.
        The order's `prescription_ids` are bound to it; one that is not the owner's or is bound already
        answers "prescription", and nothing is stored. The order's `wallet_paid` is debited from the
        customer's wallet in the same transaction (ledger `order_payment`, source `order:<id>`); a balance
        that no longer covers it answers "insufficient", and nothing is stored. An order that `keeps_cart`
        (paid online) leaves the cart as it is."""
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

    async def cancel(
        self, owner: str, order_id: int, reason: str, at: dt.datetime, digital_to_wallet: bool = False
    ) -> CancelResult:
        """Cancel `owner`'s order while it is cancelable, putting back the stock placing took and giving
        back what it was paid, in one transaction: the wallet's part to the wallet (ledger `refund`, source
        `order:<id>`), the part paid online to the wallet too when `digital_to_wallet` and the owner is a
        customer, else its payments are marked `refund_due` (their gateway gives them back)."""
        ...

    async def advance_due(self, before: dt.datetime, at: dt.datetime, limit: int) -> list[tuple[int, str]]:
        """Move each running demo order whose last status is older than `before` one status on (at most
        `limit` orders), recording `at`; the (order id, new status) pairs moved. Safe to run in several processes:
        an order moves only from the status it was read in."""
        ...


class PrescriptionRepository(Protocol):
    """Prescription images: uploaded by an owner, then bound to the order placed with them."""

    async def add(self, owner: str, files: Sequence[tuple[str, str, int]]) -> list[int]:
        """Record stored files (path, media type, size in bytes) as `owner`'s, bound to no order yet; their
        ids."""
        ...

    async def waiting_bytes(self) -> int:
        """The size of every image bound to no order yet, whoever uploaded it."""
        ...

    async def purge_waiting(self, uploaded_before: dt.datetime) -> list[str]:
        """Forget the images still bound to no order that were uploaded before `uploaded_before`; the paths
        of the files to delete."""
        ...

    async def remove_owner(self, owner: str) -> list[str]:
        """Forget every image of `owner`, bound to an order or not; the paths of the files to delete."""
        ...

    async def prune(self, owner: str, keep: int) -> list[str]:
        """Forget `owner`'s unbound images beyond the `keep` newest; the paths of the files to delete."""
        ...

    async def of_order(self, order_id: int, prescription_id: int) -> tuple[str, str] | None:
        """The stored path and media type of that image of that order, if it is one of it."""
        ...

    async def ids_of_order(self, order_id: int) -> list[int]:
        """The ids of the images bound to an order."""
        ...


class PrivateFiles(Protocol):
    """Files nobody reaches by address (the storage port, outside the public media folder)."""

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        """Store `content` under a new unguessable name in `folder`; the stored path."""
        ...

    async def read(self, path: str) -> bytes | None:
        """A stored file's content; None when it is gone."""
        ...

    async def delete(self, path: str) -> None:
        """Delete a stored file (nothing when it is gone already)."""
        ...


class Subscription(Protocol):
    """The status changes of one order, from the moment of subscribing."""

    async def next(self, wait: float) -> tuple[str, dt.datetime] | None:
        """The next change, or None when none came within `wait` seconds; `Unavailable` when the feed
        cannot be followed any more (the stream then ends, and the page reconnects)."""
        ...

    async def close(self) -> None:
        """Stop listening."""
        ...


class StatusFeed(Protocol):
    """Where status changes are announced and followed (one process, or every process through Redis)."""

    async def publish(self, order_id: int, status: str, at: dt.datetime) -> None:
        """Announce that `order_id` reached `status` at `at`."""
        ...

    async def subscribe(self, order_id: int) -> Subscription | None:
        """Follow the changes of `order_id` from now on; None when this process follows as many orders as
        it may (each follower holds a connection, so their number is bounded); `Unavailable` when the feed
        cannot be followed now."""
        ...


class OrderContacts(Protocol):
    """The personal part of placed orders."""

    async def erase(self, owner: str) -> int:
        """Erase the person from `owner`'s orders (owner, contact, address, coordinates, note) and forget
        its idempotency keys, keeping what an invoice needs; how many orders."""
        ...


class ReviewedOrders(Protocol):
    """Which delivered orders are fully reviewed (the reviews context answers: core/reviews)."""

    async def reviewed(self, order_ids: Sequence[int]) -> set[int]:
        """Those of `order_ids` with nothing left to review: their items, store and courier reviewed."""
        ...
