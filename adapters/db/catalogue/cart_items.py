"""The catalogue rows a cart reads, through the catalogue read model's driver connections.

Unlike the catalogue pages, a cart sees items whatever their campaign dates: the cart rules tell a campaign
that is not running from an item that does not exist.
"""

from __future__ import annotations

from collections.abc import Sequence

from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.catalogue.sql import ITEM_COLUMNS, ITEM_FROM
from adapters.db.statements import compile_statement
from core.catalogue.records import AddOnRecord, ItemRecord

_VISIBLE = "i.status = TRUE AND s.status = TRUE AND m.status = TRUE AND m.module_type IN_LIST(:module_types)"
CART_ITEM = compile_statement(f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id = :item_id AND {_VISIBLE}")
CART_ITEMS = compile_statement(
    f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id IN_LIST(:item_ids) AND {_VISIBLE}"
)


class SqlCartCatalogue:
    """Implements core's CartCatalogue on the read model of the enabled verticals' modules."""

    def __init__(self, reads: SqlCatalogueReads, module_types: Sequence[str]) -> None:
        self._reads = reads
        self._visible = {"module_types": list(module_types)}

    async def item(self, item_id: int) -> ItemRecord | None:
        """The visible item `item_id`."""
        rows = await self._reads.rows(CART_ITEM, {**self._visible, "item_id": item_id})
        return ItemRecord(*rows[0]) if rows else None

    async def items(self, ids: Sequence[int]) -> Sequence[ItemRecord]:
        """The visible items among `ids`."""
        rows = await self._reads.rows(CART_ITEMS, {**self._visible, "item_ids": list(ids)})
        return [ItemRecord(*r) for r in rows]

    async def add_ons(self, ids: Sequence[int]) -> Sequence[AddOnRecord]:
        """The active add-ons among `ids`."""
        return await self._reads.add_ons(ids)
