"""The cart catalogue's memory of items: per item, the row last read, the cart facts decoded from it, and
the answers built from it, a few seconds per language.

Every cart answer repeats the whole cart's items, so without it each add or update read and built every
item of the cart again. An answer lives `ttl` seconds from the read of its row: a price, name or
availability change shows in the other lines of a cart within that time. The line being written is never
priced from an older row: the rules read its item anyway, and a read that finds a different row replaces
the entry, dropping every answer built from the old one, so the answer that follows is built from the row
the rules saw, without reading it again. Orders must price from fresh rows, never from a cart answer.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

from core.cart.item_facts import ItemFacts
from core.catalogue.model import Item
from core.catalogue.records import ItemRecord

ANSWER_SECONDS = 5.0


@dataclasses.dataclass(slots=True)
class CachedItem:
    """One item: its row, when the read that returned it began, the facts decoded from it (once, on the
    first check of a line), and its answers by language with the moment each stops serving."""

    row: ItemRecord
    read_at: float
    facts: ItemFacts | None = None
    answers: dict[str, tuple[float, Item]] = dataclasses.field(default_factory=dict)


class CartItemCache:
    """Cached items by id; `clock` is monotonic seconds."""

    def __init__(
        self,
        ttl: float = ANSWER_SECONDS,
        max_entries: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl = ttl
        self.max_entries = max_entries
        self.clock = clock
        self._entries: dict[int, CachedItem] = {}

    def read(self, row: ItemRecord, started: float) -> CachedItem:
        """The entry for `row`, which a read begun at `started` (by `clock`) returned.

        An equal row keeps the entry, its facts and its answers. A different row starts the entry over,
        unless the entry's row came from a read begun later (two reads of one item may finish out of
        order): the later read may have seen a change this one did not, so its row stays.
        """
        entry = self._entries.get(row.id)
        if entry is not None and entry.row == row:
            entry.read_at = max(entry.read_at, started)
            return entry
        if entry is not None and entry.read_at > started:
            return entry
        if entry is None and len(self._entries) >= self.max_entries:
            self._entries.clear()  # a full cache starts over rather than tracking recency
        entry = self._entries[row.id] = CachedItem(row, started)
        return entry

    def forget(self, item_id: int) -> None:
        """Drop the item (it is no longer visible)."""
        self._entries.pop(item_id, None)

    def answer(self, item_id: int, language: str) -> Item | None:
        """The item's answer in `language` while it serves, else None."""
        entry = self._entries.get(item_id)
        found = entry.answers.get(language) if entry is not None else None
        return found[1] if found is not None and self.clock() < found[0] else None

    def recent(self, item_id: int) -> CachedItem | None:
        """The entry whose row was read less than `ttl` seconds ago: an answer may still be built from it."""
        entry = self._entries.get(item_id)
        return entry if entry is not None and self.clock() < entry.read_at + self.ttl else None

    def keep(self, entry: CachedItem, language: str, item: Item) -> Item:
        """Keep `item`, built from `entry`'s row, until `ttl` seconds after that row was read."""
        entry.answers[language] = (entry.read_at + self.ttl, item)
        return item
