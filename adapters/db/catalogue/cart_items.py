"""The catalogue as a cart reads it, through the catalogue read model's driver connections.

Unlike the catalogue pages, a cart sees items whatever their campaign dates: the cart rules tell a campaign
that is not running from an item that does not exist. Rows become the cart's typed facts here, and the
items of cart lines are answered here, through `CartItemCache` (see cart_item_cache.py).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence

from adapters.db.catalogue.cart_item_cache import CachedItem, CartItemCache
from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.catalogue.sql import ITEM_COLUMNS, ITEM_FROM
from adapters.db.statements import compile_statement
from core.cart.contract import CartItemFacts
from core.cart.item_facts import AddOnFacts, ItemFacts
from core.catalogue import stored
from core.catalogue.answers import AnswerBuilder
from core.catalogue.model import Item
from core.catalogue.records import ItemRecord
from core.configuration.ports import MediaUrls

_VISIBLE = "i.status = TRUE AND s.status = TRUE AND m.status = TRUE AND m.module_type IN_LIST(:module_types)"
CART_ITEM = compile_statement(f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id = :item_id AND {_VISIBLE}")
CART_ITEMS = compile_statement(
    f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id IN_LIST(:item_ids) AND {_VISIBLE}"
)


def item_facts(row: ItemRecord) -> ItemFacts:
    """What the cart reads of an item row, its JSON columns decoded."""
    return ItemFacts(
        id=row.id,
        module_id=row.module_id,
        module_type=row.module_type,
        store_id=row.store_id,
        rule_facts=CartItemFacts(
            stock=row.stock,
            maximum_cart_quantity=row.maximum_cart_quantity,
            is_prescription_required=bool(row.is_prescription_required),
            variations=stored.json_list(stored.VARIATIONS, row.variations),
            food_variations=stored.json_list(stored.FOOD_VARIATIONS, row.food_variations),
        ),
        add_on_ids=frozenset(stored.json_list(stored.IDS, row.add_on_ids)),
        available_from=row.available_time_starts,
        available_to=row.available_time_ends,
        # Dates arrive as text; only the day counts (a driver may add a time).
        campaign_starts=None if row.available_date_starts is None else row.available_date_starts[:10],
        campaign_ends=None if row.available_date_ends is None else row.available_date_ends[:10],
        schedule_order=bool(row.schedule_order),
    )


class SqlCartCatalogue:
    """Implements core's CartCatalogue on the read model of the enabled verticals' modules; `media`
    addresses the pictures of the items answered."""

    def __init__(
        self,
        reads: SqlCatalogueReads,
        module_types: Sequence[str],
        media: MediaUrls,
        cache: CartItemCache | None = None,
    ) -> None:
        self._reads = reads
        self._visible = {"module_types": list(module_types)}
        self._media = media
        self._cache = cache or CartItemCache()

    async def item(self, item_id: int) -> ItemFacts | None:
        """The visible item `item_id`, decoded once per row."""
        started = self._cache.clock()
        rows = await self._reads.rows(CART_ITEM, {**self._visible, "item_id": item_id})
        if not rows:
            self._cache.forget(item_id)
            return None
        entry = self._cache.read(ItemRecord(*rows[0]), started)
        if entry.facts is None:
            entry.facts = item_facts(entry.row)
        return entry.facts

    async def add_ons(self, ids: Sequence[int]) -> Mapping[int, AddOnFacts]:
        """The active add-ons among `ids`, by id."""
        return {a.id: AddOnFacts(a.id, a.store_id) for a in await self._reads.add_ons(ids)}

    async def answers(self, item_ids: Collection[int], language: str, now: dt.datetime) -> Mapping[int, Item]:
        """The visible items among `item_ids`, answered in `language`: kept answers first, then built from
        rows read in the last seconds (the item a write just checked), then from rows read now."""
        found: dict[int, Item] = {}
        to_build: list[CachedItem] = []
        unread: list[int] = []
        for item_id in item_ids:
            answer = self._cache.answer(item_id, language)
            if answer is not None:
                found[item_id] = answer
            elif (entry := self._cache.recent(item_id)) is not None:
                to_build.append(entry)
            else:
                unread.append(item_id)
        if unread:
            started = self._cache.clock()
            rows = await self._reads.rows(CART_ITEMS, {**self._visible, "item_ids": sorted(unread)})
            to_build.extend(self._cache.read(ItemRecord(*r), started) for r in rows)
        if to_build:
            found.update(await self._build(to_build, language, now))
        return found

    async def _build(self, entries: list[CachedItem], language: str, now: dt.datetime) -> dict[int, Item]:
        builder = AnswerBuilder(self._media, language, now)
        wanted = sorted({i for e in entries for i in stored.json_list(stored.IDS, e.row.add_on_ids)})
        add_ons = {a.id: builder.add_on(a) for a in await self._reads.add_ons(wanted)} if wanted else {}
        return {e.row.id: self._cache.keep(e, language, builder.item(e.row, add_ons)) for e in entries}
