"""What a vertical's own code reaches at run time: its tables (`VerticalStorage`: reads and serialised write
transactions) and core's services (`VerticalServices`), gathered per request in `VerticalRequest`.

A vertical never holds the engine: every statement runs inside `read()` or `transaction()`, which answer a
database that cannot serve now with `core.errors.Unavailable` (503), as core's own storage does.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from core.identity.owner import Owner

from .records import StoreTax, VerticalBrand, VerticalItem


class VerticalStorage(Protocol):
    """The deployment's database, for the tables a vertical's own migrations created (never core's)."""

    def read(self) -> AbstractAsyncContextManager[Any]:
        """A connection (SQLAlchemy AsyncConnection) for reads; a busy database raises `Unavailable`."""
        ...

    def transaction(self, lock: str) -> AbstractAsyncContextManager[Any]:
        """One write transaction (an AsyncConnection inside `begin()`), committed when the block ends and
        rolled back when it raises; two transactions naming the same `lock` (an owner's key) never overlap,
        so a check followed by a write inside one cannot be raced. A busy database raises `Unavailable`."""
        ...


class VerticalServices(Protocol):
    """Core's services a vertical's routes reach through `VerticalRequest` (adapters implement it)."""

    async def owner(self, bearer: str | None, guest_id: str | None, language: str, *, issued: bool) -> Owner:
        """The customer of the bearer token, else the guest `guest_id`: 401 for neither, 422 for a malformed
        guest id; with `issued`, 404 "guest" for a guest id never issued."""
        ...

    async def customer(self, bearer: str | None, language: str) -> int:
        """The signed-in customer's id, or 401."""
        ...

    async def items(self, module_type: str, ids: Collection[int], language: str) -> Sequence[VerticalItem]:
        """The visible items among `ids` that belong to modules of `module_type` (others are left out)."""
        ...

    async def guest_checkout(self) -> bool:
        """Whether guests may place orders (the configuration's `guest_checkout_status`)."""
        ...

    async def store_tax(self, store_id: int) -> StoreTax:
        """The store's tax rate and whether prices include tax (no rate for a store that is not visible)."""
        ...

    async def brands(
        self, module_type: str, zone_ids: Sequence[int], module_id: int | None, limit: int
    ) -> Sequence[VerticalBrand]:
        """The brands named by the visible items of `module_type`'s modules in the zones (and the module when
        given), by name, at most `limit`."""
        ...

    async def search(
        self,
        module_type: str,
        text: str,
        zone_ids: Sequence[int],
        module_id: int | None,
        language: str,
        limit: int,
    ) -> Sequence[VerticalItem]:
        """At most `limit` visible items of `module_type`'s modules in the zones (and the module when given)
        whose name, in English or `language`, contains `text` in any case, most ordered first."""
        ...

    async def serves(self, module_type: str, lat: float, lng: float) -> bool:
        """Whether a visible module of `module_type` serves an active zone holding the point."""
        ...


@dataclass(frozen=True, slots=True)
class VerticalRequest:
    """What a vertical's own route handlers receive, as the Litestar dependency `vertical_request`.

    The request's context headers, already checked (language, zones, module); the vertical's tables through
    `read()` and `transaction()`; who asks (`owner`, `customer`) and the catalogue facts of the vertical's
    own items (`items`) from core's services, never from core's tables.
    `demo`: the demo dispatcher runs (`DEMO_DISPATCH_SECONDS` above 0), so what this request places is a
    demo record that the vertical's `demo_dispatch` hook moves on (as orders placed then are demo orders).
    """

    language: str
    zone_ids: tuple[int, ...]
    module_id: int | None
    module_type: str
    bearer: str | None
    services: VerticalServices
    storage: VerticalStorage
    demo: bool = False

    def read(self) -> AbstractAsyncContextManager[Any]:
        """A connection for reading the vertical's tables (see VerticalStorage.read)."""
        return self.storage.read()

    def transaction(self, lock: str) -> AbstractAsyncContextManager[Any]:
        """A write transaction serialised on `lock` (see VerticalStorage.transaction)."""
        return self.storage.transaction(lock)

    async def owner(self, guest_id: str | None, *, writing: bool = False) -> Owner:
        """The customer of the request's bearer token, else the guest `guest_id`, as the cart decides: 401
        for neither, 422 for a malformed guest id. A read of a guest id never issued finds nothing, as the
        cart's list does; `writing` refuses it (404 "guest"), so that nothing is stored for an invented id."""
        return await self.services.owner(self.bearer, guest_id, self.language, issued=writing)

    async def customer(self) -> int:
        """The signed-in customer's id, or 401."""
        return await self.services.customer(self.bearer, self.language)

    async def items(self, ids: Collection[int]) -> dict[int, VerticalItem]:
        """The visible items of this vertical's modules among `ids`, by id."""
        found = await self.services.items(self.module_type, ids, self.language)
        return {item.id: item for item in found}

    async def serves(self, lat: float, lng: float) -> bool:
        """Whether a module of this vertical serves the point (it lies in one of that module's zones)."""
        return await self.services.serves(self.module_type, lat, lng)

    async def guest_checkout(self) -> bool:
        """Whether guests may place orders now (configuration `guest_checkout_status`), as checkout asks."""
        return await self.services.guest_checkout()

    async def store_tax(self, store_id: int) -> StoreTax:
        """The tax a store (a rental provider) charges on what it sells, as checkout taxes an order."""
        return await self.services.store_tax(store_id)

    async def brands(self, limit: int) -> Sequence[VerticalBrand]:
        """The brands of this vertical's items the asker can see (the request's zones and module)."""
        return await self.services.brands(self.module_type, self.zone_ids, self.module_id, limit)

    async def search(self, text: str, limit: int) -> Sequence[VerticalItem]:
        """This vertical's items the asker can see whose name contains `text`, most ordered first."""
        return await self.services.search(
            self.module_type, text, self.zone_ids, self.module_id, self.language, limit
        )
