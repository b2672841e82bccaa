"""What moves when a guest signs in: the guest's cart (core's cart service), then whatever each vertical
keeps for the guest (its `guest_signed_in` hook: the rental trip cart)."""

from __future__ import annotations

from core.cart.model import CartOwner
from core.identity.ports import GuestCarts
from core.verticals import SignIn, VerticalRegistry, VerticalStorage


class SignInMoves:
    """Implements core's GuestCarts: the cart's move, then every enabled vertical's hook in load order."""

    def __init__(self, carts: GuestCarts, registry: VerticalRegistry, storage: VerticalStorage) -> None:
        self._carts = carts
        self._registry = registry
        self._storage = storage

    async def merge_guest_into_customer(self, guest_id: str, customer_id: int) -> int:
        """Move the guest's cart lines (how many moved is the answer), then the verticals' own carts."""
        moved = await self._carts.merge_guest_into_customer(guest_id, customer_id)
        sign_in = SignIn(CartOwner("guest", guest_id), CartOwner("customer", str(customer_id)), self._storage)
        for vertical in self._registry:
            if vertical.guest_signed_in is not None:
                await vertical.guest_signed_in(sign_in)
        return moved
