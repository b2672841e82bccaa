"""Use cases of the wishlist: add and remove an item or a store, and list both as catalogue cards.

The customer id comes from the signed-in session; an entry can only name an item on sale or a visible
store. Entries whose item or store left the catalogue stay stored and are not shown.
"""

from __future__ import annotations

import msgspec

from core.catalogue.model import Item, Store
from core.errors import InvalidInput, NotFound
from core.messages import translate

from .model import MAX_WISHES, Wish, wish_of
from .ports import WishedCards, WishlistRepository


class WishlistAnswer(msgspec.Struct, frozen=True):
    """`GET /customer/wish-list`: the catalogue's item and store cards, newest entry first."""

    item: list[Item]
    store: list[Store]


class WishDone(msgspec.Struct, frozen=True):
    """An answer that is only a message."""

    message: str


class WishlistService:
    """A customer's wishlist."""

    def __init__(self, wishes: WishlistRepository, cards: WishedCards) -> None:
        self._wishes = wishes
        self._cards = cards

    async def add(
        self, customer_id: int, item_id: int | None, store_id: int | None, language: str
    ) -> WishDone:
        """Keep an item or a store; adding it again changes nothing. NotFound for one not in the catalogue."""
        wish = wish_of(item_id, store_id, language)
        await self._must_exist(wish, language)
        if not await self._wishes.add(customer_id, wish, MAX_WISHES):
            full = "Your wishlist holds at most {max} entries. Remove one to add another."
            raise InvalidInput("wishlist", translate(full, language, max=MAX_WISHES))
        return WishDone(message=translate("Successfully added!", language))

    async def remove(
        self, customer_id: int, item_id: int | None, store_id: int | None, language: str
    ) -> WishDone:
        """Forget an item or a store (one that was not kept: nothing changes)."""
        await self._wishes.remove(customer_id, wish_of(item_id, store_id, language))
        return WishDone(message=translate("Successfully removed!", language))

    async def wishlist(self, customer_id: int, module_id: int | None, language: str) -> WishlistAnswer:
        """The kept items and stores still in the catalogue, of `module_id` only when it is set."""
        wishes = await self._wishes.wishes(customer_id)
        items = [w.id for w in wishes if w.kind == "item"]
        stores = [w.id for w in wishes if w.kind == "store"]
        return WishlistAnswer(
            item=await self._cards.items_by_ids(items, module_id, language) if items else [],
            store=await self._cards.stores_by_ids(stores, module_id, language) if stores else [],
        )

    async def _must_exist(self, wish: Wish, language: str) -> None:
        if wish.kind == "item":
            if not await self._cards.items_by_ids([wish.id], None, language):
                raise NotFound("item", translate("Item not found.", language))
        elif not await self._cards.stores_by_ids([wish.id], None, language):
            raise NotFound("store", translate("Store not found.", language))
