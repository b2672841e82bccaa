"""Wishlist endpoints (accounts contract, SPEC.md section 7): add, remove and list kept items and stores.

Signed-in customers only (401 otherwise). Add and remove name exactly one of `item_id` and `store_id`; the
list answers the catalogue's own item and store cards, of the moduleId header's module when it is sent.
"""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.ids import MAX_ID
from core.wishlist.service import WishDone, WishlistAnswer, WishlistService

ItemId = Annotated[int | None, Parameter(ge=1, le=MAX_ID, description="The item's id (or store_id)")]
StoreId = Annotated[int | None, Parameter(ge=1, le=MAX_ID, description="The store's id (or item_id)")]
WishlistDesk = Desk[WishlistService]


class WishlistController(Controller):
    """`/api/v1/customer/wish-list`: the signed-in customer's kept items and stores."""

    path = "/api/v1/customer/wish-list"
    tags = ["wishlist"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/add",
        operation_id="addToWishlist",
        summary="Keep an item or a store",
        status_code=200,
        responses=errors(401, 404),
    )
    async def add(
        self,
        request: AnyRequest,
        wishlist_desk: NamedDependency[WishlistDesk],
        item_id: ItemId = None,
        store_id: StoreId = None,
    ) -> WishDone:
        """Keep the item or the store (adding it again changes nothing); 404 for one not in the catalogue."""
        context = read_context(request)
        customer = await wishlist_desk.customer(context)
        return await wishlist_desk.service.add(customer, item_id, store_id, context.language)

    @delete(
        "/remove",
        operation_id="removeFromWishlist",
        summary="Forget an item or a store",
        status_code=200,
        responses=errors(401),
    )
    async def remove(
        self,
        request: AnyRequest,
        wishlist_desk: NamedDependency[WishlistDesk],
        item_id: ItemId = None,
        store_id: StoreId = None,
    ) -> WishDone:
        """Forget the item or the store (one not kept: nothing changes)."""
        context = read_context(request)
        customer = await wishlist_desk.customer(context)
        return await wishlist_desk.service.remove(customer, item_id, store_id, context.language)

    @get(operation_id="getWishlist", summary="The wishlist", responses=errors(401))
    async def wishlist(
        self, request: AnyRequest, wishlist_desk: NamedDependency[WishlistDesk]
    ) -> WishlistAnswer:
        """The kept items and stores as catalogue cards, newest first; of the moduleId header's module only."""
        context = read_context(request)
        customer = await wishlist_desk.customer(context)
        return await wishlist_desk.service.wishlist(customer, context.module_id, context.language)
