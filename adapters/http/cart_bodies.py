"""Request bodies of the cart endpoints: the line a shopper asks for, plus who asks and the ignored price."""

from __future__ import annotations

from typing import Annotated

import msgspec

from core.cart.rules import LineRequest
from core.identity.service import GUEST_ID_PATTERN
from core.ids import RowId

GuestId = Annotated[str, msgspec.Meta(pattern=f"^(?:{GUEST_ID_PATTERN})?$")]  # "": no guest id (401)


class CartAddBody(LineRequest, frozen=True, kw_only=True):
    """POST /cart/add: `guest_id` for guests; `price` is accepted for compatibility and ignored."""

    guest_id: GuestId | None = None
    price: float | None = None


class CartUpdateBody(CartAddBody, frozen=True, kw_only=True):
    """POST or PUT /cart/update: the add body plus the line's id; `quantity` is the new quantity."""

    cart_id: RowId


class CartRemoveBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /cart/remove."""

    cart_id: RowId
    guest_id: GuestId | None = None
