"""Cart endpoints of SPEC.md section 7: add, update (POST or PUT), remove, remove-item, clear, list.

A bearer token makes the customer the owner; otherwise `guest_id` (body or query) names the guest. Every
answer is the whole cart of that owner and module, personal, so never cached anywhere (no-store).
"""

from __future__ import annotations

from typing import Annotated

from dishka.integrations.litestar import FromDishka
from litestar import Controller, delete, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.params import JSONBody, Parameter

from adapters.http.cart_bodies import CartAddBody, CartRemoveBody, CartUpdateBody
from adapters.http.context import RequestContext
from core.cart.answers import CartLine
from core.cart.messages import translate
from core.cart.model import CartOwner
from core.cart.service import CartService
from core.errors import InvalidInput
from core.identity.service import IdentityService

GuestId = Annotated[str | None, Parameter(max_length=100, description="The guest's id (guests only)")]
CartId = Annotated[int, Parameter(ge=1, le=2**63 - 1, description="The cart line id")]


def _module(context: RequestContext) -> int:
    if context.module_id is None:
        raise InvalidInput("moduleId", translate("moduleId is required.", context.language))
    return context.module_id


class CartController(Controller):
    """`/api/v1/customer/cart`: the cart of a customer (bearer token) or a guest (guest_id)."""

    path = "/api/v1/customer/cart"
    tags = ["cart"]
    cache_control = CacheControlHeader(no_store=True)

    @staticmethod
    def _owner(identity: IdentityService, context: RequestContext, guest_id: str | None) -> CartOwner:
        return identity.cart_owner(context.bearer, guest_id, context.language)

    @post("/add", operation_id="addToCart", summary="Add an item to the cart", status_code=200)
    async def add(
        self,
        data: JSONBody[CartAddBody],
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
    ) -> list[CartLine]:
        """Add an item (an equal line grows); answers the cart of the item's module. 409 different_store."""
        owner = self._owner(identity, context, data.guest_id)
        return await carts.add(owner, data, context.language)

    @post("/update", operation_id="updateCartLine", summary="Change a cart line", status_code=200)
    async def update(
        self,
        data: JSONBody[CartUpdateBody],
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
    ) -> list[CartLine]:
        """Set a line's quantity (absolute) and options; equal options merge two lines."""
        owner = self._owner(identity, context, data.guest_id)
        return await carts.update(owner, data.cart_id, data, context.language)

    @put("/update", operation_id="replaceCartLine", summary="Change a cart line (PUT)", status_code=200)
    async def update_put(
        self,
        data: JSONBody[CartUpdateBody],
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
    ) -> list[CartLine]:
        """The same as POST /update."""
        owner = self._owner(identity, context, data.guest_id)
        return await carts.update(owner, data.cart_id, data, context.language)

    @post("/remove", operation_id="removeCartLine", summary="Remove a cart line", status_code=200)
    async def remove(
        self,
        data: JSONBody[CartRemoveBody],
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
    ) -> list[CartLine]:
        """Remove one line; answers the rest of its module's cart."""
        owner = self._owner(identity, context, data.guest_id)
        return await carts.remove(owner, data.cart_id, context.language)

    @delete("/remove-item", operation_id="removeCartItem", summary="Remove a cart line", status_code=200)
    async def remove_item(
        self,
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
        cart_id: CartId,
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove one line by query parameters; answers the rest of its module's cart."""
        owner = self._owner(identity, context, guest_id)
        return await carts.remove(owner, cart_id, context.language)

    @delete("/remove", operation_id="clearCart", summary="Empty the cart of the module", status_code=200)
    async def clear(
        self,
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove every line of the moduleId header's module; answers []."""
        owner = self._owner(identity, context, guest_id)
        return await carts.clear(owner, _module(context))

    @get("/list", operation_id="getCart", summary="The cart of the module")
    async def lines(
        self,
        carts: FromDishka[CartService],
        identity: FromDishka[IdentityService],
        context: FromDishka[RequestContext],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """The lines of the moduleId header's module, oldest first (an unknown guest has an empty cart)."""
        owner = self._owner(identity, context, guest_id)
        return await carts.lines(owner, _module(context), context.language)
