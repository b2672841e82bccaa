"""Cart endpoints of SPEC.md section 7: add, update (POST or PUT), remove, remove-item, clear, list.

A bearer token makes the customer the owner; otherwise `guest_id` (body or query) names the guest. Every
answer is the whole cart of that owner and module, personal, so never cached anywhere (no-store).

These are the hottest writes, and their services live as long as the process: they are resolved from the
container once at start-up (`resolve_cart_services`) and these routes run without a per-request dishka
container (app.py), which cost about a tenth of an add's CPU time.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from litestar import Controller, HttpMethod, Litestar, Request, delete, get, post, route
from litestar.datastructures import CacheControlHeader
from litestar.params import JSONBody, Parameter

from adapters.http.cart_bodies import CartAddBody, CartRemoveBody, CartUpdateBody
from adapters.http.context import RequestContext, read_context
from core.cart.answers import CartLine
from core.cart.messages import translate
from core.cart.model import CartOwner
from core.cart.service import CartService
from core.errors import InvalidInput
from core.identity.service import IdentityService
from core.ids import MAX_ID

GuestId = Annotated[str | None, Parameter(max_length=100, description="The guest's id (guests only)")]
CartId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The cart line id")]


def _update_operation_id(_handler: Any, method: str, _path: Any) -> str:
    """SPEC.md lets a line be changed by POST or PUT: one handler, an operation id for each method."""
    return "replaceCartLine" if method == HttpMethod.PUT else "updateCartLine"


@dataclasses.dataclass(frozen=True, slots=True)
class CartServices:
    """What the cart and guest endpoints use: one of each per process."""

    carts: CartService
    identity: IdentityService


async def resolve_cart_services(app: Litestar) -> None:
    """Start-up hook: take the services from the application container once."""
    container = app.state.dishka_container
    app.state.cart_services = CartServices(
        await container.get(CartService), await container.get(IdentityService)
    )


def cart_services(request: Request[Any, Any, Any]) -> CartServices:
    """The services `resolve_cart_services` kept on the application."""
    services: CartServices = request.app.state.cart_services
    return services


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
    def _ask(
        request: Request[Any, Any, Any], guest_id: str | None
    ) -> tuple[CartService, CartOwner, RequestContext]:
        services, context = cart_services(request), read_context(request)
        return (
            services.carts,
            services.identity.cart_owner(context.bearer, guest_id, context.language),
            context,
        )

    @post("/add", operation_id="addToCart", summary="Add an item to the cart", status_code=200)
    async def add(
        self,
        data: JSONBody[CartAddBody],
        request: Request[Any, Any, Any],
    ) -> list[CartLine]:
        """Add an item (an equal line grows); answers the cart of the item's module. 409 different_store."""
        carts, owner, context = self._ask(request, data.guest_id)
        return await carts.add(owner, data, context.language)

    @route(
        "/update",
        http_method=[HttpMethod.POST, HttpMethod.PUT],
        operation_id=_update_operation_id,
        summary="Change a cart line",
        status_code=200,
    )
    async def update(
        self,
        data: JSONBody[CartUpdateBody],
        request: Request[Any, Any, Any],
    ) -> list[CartLine]:
        """Set a line's quantity (absolute) and options; equal options merge two lines. POST and PUT alike."""
        carts, owner, context = self._ask(request, data.guest_id)
        return await carts.update(owner, data.cart_id, data, context.language)

    @post("/remove", operation_id="removeCartLine", summary="Remove a cart line", status_code=200)
    async def remove(
        self,
        data: JSONBody[CartRemoveBody],
        request: Request[Any, Any, Any],
    ) -> list[CartLine]:
        """Remove one line; answers the rest of its module's cart."""
        carts, owner, context = self._ask(request, data.guest_id)
        return await carts.remove(owner, data.cart_id, context.language)

    @delete("/remove-item", operation_id="removeCartItem", summary="Remove a cart line", status_code=200)
    async def remove_item(
        self,
        request: Request[Any, Any, Any],
        cart_id: CartId,
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove one line by query parameters; answers the rest of its module's cart."""
        carts, owner, context = self._ask(request, guest_id)
        return await carts.remove(owner, cart_id, context.language)

    @delete("/remove", operation_id="clearCart", summary="Empty the cart of the module", status_code=200)
    async def clear(
        self,
        request: Request[Any, Any, Any],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """Remove every line of the moduleId header's module; answers []."""
        carts, owner, context = self._ask(request, guest_id)
        return await carts.clear(owner, _module(context))

    @get("/list", operation_id="getCart", summary="The cart of the module")
    async def lines(
        self,
        request: Request[Any, Any, Any],
        guest_id: GuestId = None,
    ) -> list[CartLine]:
        """The lines of the moduleId header's module, oldest first (an unknown guest has an empty cart)."""
        carts, owner, context = self._ask(request, guest_id)
        return await carts.lines(owner, _module(context), context.language)
