"""Built item answers of cart lines, kept a few seconds per item and language.

Every cart answer repeats the whole cart's items, so without this each add or update read and built every
item of the cart again. An entry lives `ttl` seconds: a price, name or availability change shows in the
other lines of a cart within that time. The line being written is never priced from an older row: its
item is read for the rules anyway, and an entry built from a different row is not used for it. Orders must
price from fresh rows, never from a cart answer.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from core.catalogue.model import Item
from core.catalogue.records import ItemRecord

ANSWER_SECONDS = 5.0


class ItemAnswers:
    """Item answers by (item id, language), each with the row it was built from."""

    def __init__(
        self,
        ttl: float = ANSWER_SECONDS,
        max_entries: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl = ttl
        self.max_entries = max_entries
        self._clock = clock
        self._entries: dict[tuple[int, str], tuple[float, ItemRecord, Item]] = {}

    def get(self, item_id: int, language: str, row: ItemRecord | None = None) -> Item | None:
        """The fresh answer for the item, or None; with `row`, only an answer built from an equal row."""
        found = self._entries.get((item_id, language))
        if found is None or found[0] <= self._clock() or (row is not None and found[1] != row):
            return None
        return found[2]

    def put(self, row: ItemRecord, language: str, item: Item) -> Item:
        """Keep `item`, built from `row`; a full cache starts over rather than tracking recency."""
        if len(self._entries) >= self.max_entries:
            self._entries.clear()
        self._entries[row.id, language] = (self._clock() + self.ttl, row, item)
        return item
