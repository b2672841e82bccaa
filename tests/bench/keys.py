"""The requests each endpoint rotates over, drawn from the seeded database.

Keys rotate the way real traffic spreads: catalogue pages over every store, several pages and many items;
cacheable answers over both languages and every module. Headers are the ones the storefront sends.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import random

import msgspec
from sqlalchemy import ColumnElement, and_, func, or_, select

from adapters.db.engine import create_engine
from adapters.db.tables import Item, Module, Store, Zone
from core.catalogue.paging import ITEMS_PER_PAGE, STORES_PER_PAGE
from tests.bench.databases import seed_settings
from tests.bench.load import Request

LANGUAGES = ("en", "fr")
MAX_PAGE = 5
DETAIL_ITEMS = 5_000  # distinct items asked for by id: far more than any answer cache would keep hot


class Catalogue(msgspec.Struct, frozen=True):
    """What the keys are drawn from: zones, modules, stores with their item counts, items on sale."""

    zone_ids: list[int]
    module_ids: list[int]
    stores: list[tuple[int, int, int, int]]  # id, module id, zone id, items on sale
    items: list[tuple[int, int, int]]  # id, module id, zone id of its store
    item_count: int


def _on_sale(today: dt.date) -> ColumnElement[bool]:
    # The read model's visibility rule, so every key answers 200.
    return and_(
        Item.status.is_(True),
        Store.status.is_(True),
        Module.status.is_(True),
        or_(Item.available_date_starts.is_(None), Item.available_date_starts <= today),
        or_(Item.available_date_ends.is_(None), Item.available_date_ends >= today),
    )


async def _read(url: str) -> Catalogue:
    engine = create_engine(seed_settings(url))
    on_sale = _on_sale(dt.date.today())
    try:
        async with engine.connect() as db:
            zones = list(
                (await db.scalars(select(Zone.id).where(Zone.status.is_(True)).order_by(Zone.id))).all()
            )
            modules = list(
                (await db.scalars(select(Module.id).where(Module.status.is_(True)).order_by(Module.id))).all()
            )
            counted = (
                select(Store.id, Store.module_id, Store.zone_id, func.count(Item.id))
                .join(Module, Module.id == Store.module_id)
                .outerjoin(Item, and_(Item.store_id == Store.id, on_sale))
                .where(Store.status.is_(True), Module.status.is_(True))
                .group_by(Store.id, Store.module_id, Store.zone_id)
                .order_by(Store.id)
            )
            stores = [(r[0], r[1], r[2], r[3]) for r in (await db.execute(counted)).all()]
            visible = (
                select(Item.id, Item.module_id, Store.zone_id)
                .join(Store, Store.id == Item.store_id)
                .join(Module, Module.id == Item.module_id)
                .where(on_sale)
                .order_by(Item.id)
            )
            items = [(r[0], r[1], r[2]) for r in (await db.execute(visible)).all()]
            item_count = (await db.scalar(select(func.count()).select_from(Item))) or 0
    finally:
        await engine.dispose()
    # A seeded sample: the same items on every run.
    sample = sorted(random.Random(7).sample(items, min(DETAIL_ITEMS, len(items))))
    return Catalogue(zones, modules, stores, sample, item_count)


def read_catalogue(url: str) -> Catalogue:
    """Read the keys' source data from the database at `url`."""
    return asyncio.run(_read(url))


def zone_header(catalogue: Catalogue, zone_id: int) -> str:
    """The zoneId header of a shopper in `zone_id`: that zone and the next one, as near a border."""
    zones = catalogue.zone_ids
    pair = (
        sorted({zone_id, zones[(zones.index(zone_id) + 1) % len(zones)]}) if zone_id in zones else [zone_id]
    )
    return "[" + ",".join(map(str, pair)) + "]"


def _headers(zones: str, module_id: int | None, language: str) -> tuple[tuple[str, str], ...]:
    headers = [("zoneId", zones), ("X-localization", language)]
    if module_id is not None:
        headers.append(("moduleId", str(module_id)))
    return tuple(headers)


def _pages(rows: int, limit: int) -> range:
    # Pages a shopper reaches: the ones with rows and the empty one that stops the scrolling, at most five.
    with_rows = -(-rows // limit)
    return range(1, min(MAX_PAGE, with_rows + 1) + 1)


def _everyone(catalogue: Catalogue, path: str) -> list[Request]:
    zone_sets = sorted({zone_header(catalogue, z) for z in catalogue.zone_ids})
    module_ids: list[int | None] = [*catalogue.module_ids] or [None]
    return [
        Request(path, _headers(zones, module, language))
        for zones in zone_sets
        for module in module_ids
        for language in LANGUAGES
    ]


def _popular_stores(catalogue: Catalogue) -> list[Request]:
    listed: dict[tuple[str, int], int] = {}
    for zone in catalogue.zone_ids:
        zones = zone_header(catalogue, zone)
        ids = set(msgspec.json.decode(zones, type=list[int]))
        for module in catalogue.module_ids:
            listed[zones, module] = sum(1 for _, m, z, _ in catalogue.stores if m == module and z in ids)
    return [
        Request(
            f"/api/v1/stores/popular?type=all&offset={page}&limit={STORES_PER_PAGE}",
            _headers(zones, module, lang),
        )
        for (zones, module), count in sorted(listed.items())
        for page in _pages(count, STORES_PER_PAGE)
        for lang in LANGUAGES
    ]


def _latest_items(catalogue: Catalogue) -> list[Request]:
    return [
        Request(
            f"/api/v1/items/latest?store_id={store}&offset={page}&limit={ITEMS_PER_PAGE}",
            _headers(zone_header(catalogue, zone), module, LANGUAGES[(store + page) % len(LANGUAGES)]),
        )
        for store, module, zone, count in catalogue.stores
        for page in _pages(count, ITEMS_PER_PAGE)
    ]


def _item_details(catalogue: Catalogue) -> list[Request]:
    return [
        Request(
            f"/api/v1/items/details/{item}",
            _headers(zone_header(catalogue, zone), module, LANGUAGES[item % len(LANGUAGES)]),
        )
        for item, module, zone in catalogue.items
    ]


def requests(endpoint: str, catalogue: Catalogue) -> list[Request]:
    """The rotation for `endpoint` (a name from endpoints.ENDPOINTS), shuffled the same way on every run."""
    if endpoint in {"config", "module", "categories"}:
        found = _everyone(catalogue, f"/api/v1/{endpoint}")
    else:
        found = {
            "stores/popular": _popular_stores,
            "items/latest": _latest_items,
            "items/details": _item_details,
        }[endpoint](catalogue)
    # Shuffled, so consecutive requests hit different stores and pages, as independent shoppers do.
    random.Random(endpoint).shuffle(found)
    return found
