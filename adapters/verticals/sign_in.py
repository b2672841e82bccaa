"""What each vertical keeps for a guest moves to the customer who signs in: every enabled vertical's
`guest_signed_in` hook (the rental trip cart), after sign-in moved the guest's cart."""

from __future__ import annotations

from core.identity.owner import Owner
from core.verticals import SignIn, VerticalRegistry, VerticalStorage


class VerticalHandover:
    """Implements identity's GuestKeepings: every enabled vertical's hook, in load order."""

    def __init__(self, registry: VerticalRegistry, storage: VerticalStorage) -> None:
        self._registry = registry
        self._storage = storage

    async def hand_over(self, guest: Owner, customer: Owner) -> None:
        """Each vertical moves what it keeps for `guest` to `customer`."""
        sign_in = SignIn(guest, customer, self._storage)
        for vertical in self._registry:
            if vertical.guest_signed_in is not None:
                await vertical.guest_signed_in(sign_in)
