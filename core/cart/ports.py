"""What the cart needs from the outside: storage of cart lines and guests, and catalogue lookups.

Every write of `CartRepository` is one transaction, committed before the call returns: a commit that fails
raises (`core.errors.Unavailable` when the database is busy), so no caller can answer success for a line
that was not stored. Quantities change inside the database statement, never read, changed and written back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

import msgspec

from core.catalogue.records import AddOnRecord, ItemRecord

from .model import CartOwner, LineModel, VariationChoice

# Why storage refused a write: the line is not the owner's, the cart holds another store's items, the
# resulting quantity is over the limit, or the guest was never issued.
Refusal = Literal["missing", "store", "limit", "guest"]


class NewLine(msgspec.Struct, frozen=True, kw_only=True):
    """A line to store, or quantity to add to the equal line (same owner, module, item, model and key)."""

    module_id: int
    store_id: int
    item_id: int
    model: LineModel
    key: str
    variation: list[VariationChoice]
    add_ons: tuple[tuple[int, int], ...]
    quantity: int


class StoredLine(msgspec.Struct, frozen=True, kw_only=True):
    """A line as stored."""

    id: int
    module_id: int
    store_id: int
    item_id: int
    model: LineModel
    variation: list[VariationChoice]
    add_ons: tuple[tuple[int, int], ...]
    quantity: int


class WriteResult(msgspec.Struct, frozen=True, kw_only=True):
    """The owner's lines of the module after a write (unchanged when refused), and why it was refused.

    `held` is the quantity the equal line held when the limit refused an add (for the message only).
    """

    lines: list[StoredLine]
    refused: Refusal | None = None
    held: int = 0


class CartRepository(Protocol):
    """Cart lines by owner and module."""

    async def add(self, owner: CartOwner, line: NewLine, limit: int) -> WriteResult:
        """Insert `line` or add its quantity to the equal line, only while the result stays within `limit`,
        the owner's cart of that module holds no other store's line, and (guests) the guest was issued."""
        ...

    async def update(self, owner: CartOwner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        """Set the owner's line `line_id` to `line`'s quantity, and to its options when they differ (when
        they equal another line's, the two merge under `limit`). Refused as "missing" when the owner has no
        such line or it holds another item or model. Nothing changes when refused."""
        ...

    async def remove(self, owner: CartOwner, line_id: int) -> WriteResult:
        """Delete the owner's line `line_id`; the answer holds the rest of that line's module."""
        ...

    async def clear(self, owner: CartOwner, module_id: int) -> None:
        """Delete every line of the owner's cart of `module_id`."""
        ...

    async def lines(self, owner: CartOwner, module_id: int) -> list[StoredLine]:
        """The owner's lines of `module_id`, oldest first."""
        ...

    async def line(self, owner: CartOwner, line_id: int) -> StoredLine | None:
        """The owner's line `line_id`."""
        ...

    async def move(self, source: CartOwner, target: CartOwner) -> int:
        """Move every line of `source` to `target` (equal lines add up); return how many moved."""
        ...


class CartCatalogue(Protocol):
    """The catalogue rows a cart reads."""

    async def item(self, item_id: int) -> ItemRecord | None:
        """The item if it, its store and its module are active, whatever its campaign dates."""
        ...

    async def items(self, ids: Sequence[int]) -> Sequence[ItemRecord]:
        """The active items among `ids` (lines of a cart), whatever their campaign dates."""
        ...

    async def add_ons(self, ids: Sequence[int]) -> Sequence[AddOnRecord]:
        """The active add-ons among `ids`."""
        ...
