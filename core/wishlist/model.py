"""What a wishlist holds: items and stores, each at most once per customer, at most MAX_WISHES in all."""

from __future__ import annotations

from typing import Literal

import msgspec

from core.errors import InvalidInput
from core.messages import translate

MAX_WISHES = 500  # items and stores together (docs/limits.md)

WishKind = Literal["item", "store"]


class Wish(msgspec.Struct, frozen=True):
    """One entry: an item or a store, by id."""

    kind: WishKind
    id: int


def wish_of(item_id: int | None, store_id: int | None, language: str) -> Wish:
    """The entry a request names: exactly one of `item_id` and `store_id` (InvalidInput otherwise)."""
    if item_id is not None and store_id is not None:
        raise InvalidInput("store_id", translate("Send item_id or store_id, not both.", language))
    if item_id is not None:
        return Wish("item", item_id)
    if store_id is not None:
        return Wish("store", store_id)
    raise InvalidInput("item_id", translate("Send item_id or store_id.", language))
