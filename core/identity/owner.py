"""Who a request speaks for: a guest (by guest id) or a signed-in customer (by id).

Every context that keeps something for someone (carts, orders, addresses, wishlists, a vertical's own
records) files it under the owner's `key`, so the owner lives here, below all of them.
"""

from __future__ import annotations

from typing import Literal

import msgspec


class Owner(msgspec.Struct, frozen=True):
    """A guest (by guest_id) or a customer (by id). `key` is what storage files their records under."""

    kind: Literal["guest", "customer"]
    id: str

    @property
    def key(self) -> str:
        """The owner as one string: "guest:<guest_id>" or "customer:<id>"."""
        return f"{self.kind}:{self.id}"
