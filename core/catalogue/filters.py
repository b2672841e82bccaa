"""The item filters a shopper sets on an item list (`?filter=veg,halal`), read and checked."""

from __future__ import annotations

from typing import cast

from core.errors import InvalidInput

from .ports import ITEM_FILTERS, ItemFilter

# Four names at most, each once: anything longer is not a filter list.
MAX_FILTER_TEXT = 60


def parse_item_filters(text: str | None) -> frozenset[ItemFilter]:
    """The filters a comma-separated list names (empty for none); 422 `filter` for an unknown name, or for
    veg with non_veg (veg 0 means non-veg: no item is both)."""
    if text is None or not text.strip():
        return frozenset()
    names = {name.strip() for name in text.split(",") if name.strip()}
    unknown = sorted(names - set(ITEM_FILTERS))
    if unknown:
        raise InvalidInput(
            "filter",
            f"Unknown item filter {unknown[0]!r}: use {', '.join(ITEM_FILTERS)}, separated by commas.",
        )
    if {"veg", "non_veg"} <= names:
        raise InvalidInput("filter", "The veg and non_veg filters exclude each other.")
    return frozenset(cast(ItemFilter, name) for name in names)
