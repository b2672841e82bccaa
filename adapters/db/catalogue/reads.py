"""The catalogue read model's port calls as statements and bound values, whatever the driver runs them.

Each call is one page statement plus, only when the page alone does not tell it, the count of the list
(reused for a while: see catalogue_totals.py); related rows come in one statement for the whole page.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from adapters.db.catalogue import sql
from adapters.db.catalogue.totals import TotalsCache
from adapters.db.gateway import Database, Row
from adapters.db.statements import Statement
from core.catalogue.paging import PageRequest
from core.catalogue.ports import (
    ITEM_FILTERS,
    BrandCount,
    BrandQuery,
    CategoryQuery,
    ItemQuery,
    Slice,
    StoreQuery,
)
from core.catalogue.records import AddOnRecord, CategoryRecord, ItemRecord, ScheduleRecord, StoreRecord


def like_pattern(text: str) -> str:
    """A LIKE pattern matching `text` anywhere, in lower case, with its own % and _ taken literally."""
    escaped = text.strip().lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


class SqlCatalogueReads:
    """Implements core's CatalogueReadModel with the statements of sql.py, run by the database gateway."""

    def __init__(self, database: Database, module_types: Sequence[str]) -> None:
        self._database = database
        self._visible = {"module_types": list(module_types)}
        self.totals = TotalsCache()

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Sequence[Row]:
        """Run one statement with its values (by name) and return its rows; every read goes through here."""
        return await self._database.shared_rows(statement, values)

    async def _page(
        self, page_sql: Statement, count_sql: Statement, values: dict[str, Any], page: PageRequest
    ) -> tuple[int, Sequence[Row]]:
        rows = await self.rows(page_sql, {**values, "limit": page.limit, "skip": page.skip})
        # A page that is neither full nor past the end tells the total by itself: no count needed.
        if 0 < len(rows) < page.limit or (not rows and page.offset == 1):
            return page.skip + len(rows), rows
        key = self.totals.key(count_sql, values)
        total = self.totals.get(key)
        if total is None:
            total = int((await self.rows(count_sql, values))[0][0])
            self.totals.put(key, total)
        return total, rows

    async def categories(self, query: CategoryQuery) -> Slice[CategoryRecord]:
        """A page of root categories."""
        module = query.audience.module_id is not None
        store = query.store_id is not None
        values = {**self._visible, "module_id": query.audience.module_id, "store_id": query.store_id}
        total, rows = await self._page(
            sql.category_page(module=module, store=store),
            sql.category_count(module=module, store=store),
            values,
            query.page,
        )
        return Slice(total, [CategoryRecord(*r) for r in rows])

    async def category_family(self, key: int | str) -> Sequence[CategoryRecord]:
        """The category with id or slug `key` and its sub-categories."""
        if isinstance(key, int):
            rows = await self.rows(sql.CATEGORY_FAMILY_BY_ID, {**self._visible, "category_id": key})
        else:
            rows = await self.rows(sql.CATEGORY_FAMILY_BY_SLUG, {**self._visible, "slug": key})
        return [CategoryRecord(*r) for r in rows]

    async def stores(self, query: StoreQuery) -> Slice[StoreRecord]:
        """A page of stores."""
        a = query.audience
        filters = sql.StoreFilters(
            zone=bool(a.zone_ids),
            module=a.module_id is not None,
            service=query.service,
            module_type=query.module_type is not None,
        )
        values = {
            **self._visible,
            "zone_ids": list(a.zone_ids),
            "module_id": a.module_id,
            "module_type": query.module_type,
        }
        total, rows = await self._page(
            sql.store_page(query.order, filters), sql.store_count(filters), values, query.page
        )
        return Slice(total, [StoreRecord(*r) for r in rows])

    async def store(self, key: int | str) -> StoreRecord | None:
        """The store with id or slug `key`."""
        if isinstance(key, int):
            rows = await self.rows(sql.STORE_BY_ID, {**self._visible, "store_id": key})
        else:
            rows = await self.rows(sql.STORE_BY_SLUG, {**self._visible, "slug": key})
        return StoreRecord(*rows[0]) if rows else None

    async def stores_by_ids(self, ids: Sequence[int]) -> Sequence[StoreRecord]:
        """The visible stores among `ids`."""
        rows = await self.rows(sql.STORES_BY_IDS, {**self._visible, "store_ids": list(ids)})
        return [StoreRecord(*r) for r in rows]

    async def schedules(self, store_ids: Sequence[int]) -> Sequence[ScheduleRecord]:
        """Business hours of the stores `store_ids`."""
        rows = await self.rows(sql.SCHEDULES, {"store_ids": list(store_ids)})
        return [ScheduleRecord(*r) for r in rows]

    async def items(self, query: ItemQuery) -> Slice[ItemRecord]:
        """A page of items."""
        a = query.audience
        filters = sql.ItemFilters(
            zone=bool(a.zone_ids),
            module=a.module_id is not None,
            store=query.store_id is not None,
            category=query.category_id is not None,
            search=query.name is not None,
            translated=query.name is not None and query.language != "en",
            campaign=query.campaign,
            filters=tuple(name for name in ITEM_FILTERS if name in query.filters),
            flash_sale=query.flash_sale_after is not None,
            brand=query.brand is not None,
        )
        values = {
            **self._visible,
            "today": query.today,
            "zone_ids": list(a.zone_ids),
            "module_id": a.module_id,
            "store_id": query.store_id,
            "category_id": query.category_id,
            "pattern": like_pattern(query.name or ""),
            "language": query.language,
            "now": query.flash_sale_after,
            "brand": query.brand,
        }
        order: sql.Order = "ending" if query.flash_sale_after is not None else query.order
        total, rows = await self._page(
            sql.item_page(order, filters), sql.item_count(filters), values, query.page
        )
        return Slice(total, [ItemRecord(*r) for r in rows])

    async def brands(self, query: BrandQuery) -> Sequence[BrandCount]:
        """The brands named by the visible items of the query's module type, by name."""
        a = query.audience
        statement = sql.BRAND_LISTS[(bool(a.zone_ids), a.module_id is not None)]
        values = {
            **self._visible,
            "today": query.today,
            "zone_ids": list(a.zone_ids),
            "module_id": a.module_id,
            "module_type": query.module_type,
            "limit": query.limit,
        }
        return [BrandCount(str(name), int(items)) for name, items in await self.rows(statement, values)]

    async def item(self, key: int | str, today: dt.date) -> ItemRecord | None:
        """The item with id or slug `key`, if on sale on `today`."""
        values = {**self._visible, "today": today}
        if isinstance(key, int):
            rows = await self.rows(sql.ITEM_BY_ID, {**values, "item_id": key})
        else:
            rows = await self.rows(sql.ITEM_BY_SLUG, {**values, "slug": key})
        return ItemRecord(*rows[0]) if rows else None

    async def items_by_ids(self, ids: Sequence[int], today: dt.date) -> Sequence[ItemRecord]:
        """The items among `ids` on sale on `today`."""
        rows = await self.rows(sql.ITEMS_BY_IDS, {**self._visible, "today": today, "item_ids": list(ids)})
        return [ItemRecord(*r) for r in rows]

    async def add_ons(self, ids: Sequence[int]) -> Sequence[AddOnRecord]:
        """The active add-ons among `ids`."""
        rows = await self.rows(sql.ADD_ONS, {"add_on_ids": list(ids)})
        return [AddOnRecord(*r) for r in rows]
