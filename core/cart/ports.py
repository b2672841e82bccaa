"""What the cart needs from the outside: storage of cart lines and guests, and catalogue lookups.

Every write of `CartRepository` is one transaction, committed before the call returns: a commit that fails
raises (`core.errors.Unavailable` when the database is busy), so no caller can answer success for a line
that was not stored. Quantities change inside the database statement, never read, changed and written back.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from typing import Literal, Protocol

import msgspec

from core.catalogue.model import Item
from core.identity.owner import Owner

from .item_facts import AddOnFacts, ItemFacts
from .model import LineModel, VariationChoice

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

    async def add(self, owner: Owner, line: NewLine, limit: int) -> WriteResult:
        """Insert `line` or add its quantity to the equal line, only while the result stays within `limit`,
        the owner's cart of that module holds no other store's line, and (guests) the guest was issued."""
        ...

    async def update(self, owner: Owner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        """Set the owner's line `line_id` to `line`'s quantity, and to its options when they differ (when
        they equal another line's, the two merge under `limit`). Refused as "missing" when the owner has no
        such line or it holds another item or model. Nothing changes when refused."""
        ...

    async def remove(self, owner: Owner, line_id: int) -> WriteResult:
        """Delete the owner's line `line_id`; the answer holds the rest of that line's module."""
        ...

    async def clear(self, owner: Owner, module_id: int) -> None:
        """Delete every line of the owner's cart of `module_id`."""
        ...

    async def lines(self, owner: Owner, module_id: int) -> list[StoredLine]:
        """The owner's lines of `module_id`, oldest first."""
        ...

    async def line(self, owner: Owner, line_id: int) -> StoredLine | None:
        """The owner's line `line_id`."""
        ...

    async def move(self, source: Owner, target: Owner) -> int:
        """Move every line of `source` to `target`; return how many moved. Equal lines add up, to at most
        MAX_LINE_QUANTITY; where `source` holds another store's lines in a module, `target`'s lines of that
        module are dropped (the cart just built wins)."""
        ...


class MarketplaceDecimals(Protocol):
    """How many decimals the marketplace's currency has: the cart answer's figures are rounded to them, as
    checkout charges them (a three-decimal currency keeps its third decimal on the cart too)."""

    async def digits(self) -> int:
        """The marketplace's `digit_after_decimal_point`."""
        ...


class CartCatalogue(Protocol):
    """What a cart reads of the catalogue: facts to check a line against, and the items lines show."""

    async def item(self, item_id: int) -> ItemFacts | None:
        """The item if it, its store and its module are active, whatever its campaign dates."""
        ...

    async def add_ons(self, ids: Sequence[int]) -> Mapping[int, AddOnFacts]:
        """The active add-ons among `ids`, by id."""
        ...

    async def answers(self, item_ids: Collection[int], language: str, now: dt.datetime) -> Mapping[int, Item]:
        """The catalogue answer of each active item among `item_ids` (lines of a cart) in `language`, by id;
        `now` (the marketplace's time) decides which discounts are running.

        An answer may be a few seconds old, so that a cart answer does not read and build every line's
        item again; but never older than the row the last `item` call read for that item: the line being
        written is priced from the row its rules were checked against.
        """
        ...
