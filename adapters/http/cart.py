"""Cart endpoints of SPEC.md section 7: add, update (POST or PUT), remove, remove-item, clear, list.

A bearer token makes the customer the owner; otherwise `guest_id` (body or query) names the guest. Every
answer is the whole cart of that owner and module, personal, so never cached anywhere (no-store).

Handlers take one dependency, the cart desk (the cart and identity services; adapters/http/desk.py).
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, HttpMethod, delete, get, post, route
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody, Parameter

from adapters.http.cart_bodies import CartAddBody, CartRemoveBody, CartUpdateBody
from adapters.http.context import AnyRequest, RequestContext, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.cart.answers import CartLine
from core.cart.service import CartService
from core.errors import InvalidInput
from core.identity.service import GUEST_ID_PATTERN
from core.ids import MAX_ID
from core.messages import translate

# A line with its fifty variation entries and add-ons fits in a few kilobytes.
CART_BODY_BYTES = 16 * 1024
# The pattern lets "" through: no guest id at all is a 401, not a malformed one.
GuestId = Annotated[
    str | None, Parameter(pattern=f"^(?:{GUEST_ID_PATTERN})?$", description="The guest's id (guests only)")
]
CartId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The cart line id")]

CartDesk = Desk[CartService]


def _update_operation_id(_handler: Any, method: str, _path: Any) -> str:
    """SPEC.md lets a line be changed by POST or PUT: one handler, an operation id for each method."""
    return "replaceCartLine" if method == HttpMethod.PUT else "updateCartLine"


def _module(context: RequestContext) -> int:
    if context.module_id is None:
        raise InvalidInput("moduleId", translate("moduleId is required.", context.language))
    return context.module_id


class CartController(Controller):
    """`/api/v1/customer/cart`: the cart of a customer (bearer token) or a guest (guest_id)."""

    path = "/api/v1/customer/cart"
    tags = ["cart"]
    cache_control = CacheControlHeader(no_store=True)
    request_max_body_size = CART_BODY_BYTES

    @post(
        "/add",
        operation_id="addToCart",
        summary="Add an item to the cart",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def add(
        self,
        data: JSONBody[CartAddBody],
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
    ) -> list[CartLine]:
        """Add an item (an equal line grows); answers the cart of the item's module. 409 different_store."""
        context = read_context(request)
        owner = await cart_desk.owner(context, data.guest_id)
        return await cart_desk.service.add(owner, data, context.language)

    @route(
        "/update",
        http_method=[HttpMethod.POST, HttpMethod.PUT],
        operation_id=_update_operation_id,
        summary="Change a cart line",
        status_code=200,
        responses=errors(401, 404, 409),
    )
    async def update(
        self,
        data: JSONBody[CartUpdateBody],
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
    ) -> list[CartLine]:
        """Set a line's quantity (absolute) and options; equal options merge two lines. POST and PUT alike."""
        context = read_context(request)
        owner = await cart_desk.owner(context, data.guest_id)
        return await cart_desk.service.update(owner, data.cart_id, data, context.language)

    @post(
        "/remove",
        operation_id="removeCartLine",
        summary="Remove a cart line",
        status_code=200,
        responses=errors(401, 404),
    )
    async def remove(
        self,
        data: JSONBody[CartRemoveBody],
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
    ) -> list[CartLine]:
        """Remove one line; answers the rest of its module's cart."""
        context = read_context(request)
        owner = await cart_desk.owner(context, data.guest_id)
        return await cart_desk.service.remove(owner, data.cart_id, context.language)

    @delete(
        "/remove-item",
        operation_id="removeCartItem",
        summary="Remove a cart line",
        status_code=200,
        responses=errors(401, 404),
    )
    async def remove_item(
        self,
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
        cart_id: CartId,
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove one line by query parameters; answers the rest of its module's cart."""
        context = read_context(request)
        owner = await cart_desk.owner(context, guest_id)
        return await cart_desk.service.remove(owner, cart_id, context.language)

    @delete(
        "/remove",
        operation_id="clearCart",
        summary="Empty the cart of the module",
        status_code=200,
        responses=errors(401, 404),
    )
    async def clear(
        self,
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove every line of the moduleId header's module; answers []."""
        context = read_context(request)
        owner = await cart_desk.owner(context, guest_id)
        return await cart_desk.service.clear(owner, _module(context))

    @get("/list", operation_id="getCart", summary="The cart of the module", responses=errors(401, 404))
    async def lines(
        self,
        request: AnyRequest,
        cart_desk: NamedDependency[CartDesk],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """The lines of the moduleId header's module, oldest first (an unknown guest has an empty cart)."""
        context = read_context(request)
        owner = await cart_desk.owner(context, guest_id)
        return await cart_desk.service.lines(owner, _module(context), context.language)
