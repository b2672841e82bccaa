"""What the wishlist needs from the outside: where entries are kept, and the catalogue's own cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from core.catalogue.model import Item, Store

from .model import Wish


class WishlistRepository(Protocol):
    """Wishlist entries; every call names the customer and reaches only that customer's entries."""

    async def add(self, customer_id: int, wish: Wish, limit: int) -> bool:
        """Keep `wish` (already kept: nothing changes); False, nothing kept, when `limit` entries are held."""
        ...

    async def remove(self, customer_id: int, wish: Wish) -> None:
        """Forget `wish` (not kept: nothing changes)."""
        ...

    async def wishes(self, customer_id: int) -> list[Wish]:
        """The customer's entries, newest first."""
        ...


class WishedCards(Protocol):
    """The catalogue's cards for the entries (the catalogue service answers them as it answers its lists)."""

    async def items_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Item]:
        """Item cards of the items of `ids` on sale now, in the order of `ids`; of `module_id` only when set."""
        ...

    async def stores_by_ids(self, ids: Sequence[int], module_id: int | None, language: str) -> list[Store]:
        """Store cards of the visible stores of `ids`, in the order of `ids`; of `module_id` only when set."""
        ...
