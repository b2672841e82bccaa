"""Data ceiling: a bare ASGI app (no framework) running the catalogue read model's SQL on the raw driver.

For each catalogue path it runs the statements of adapters/db/catalogue/sql.py that the read model runs for
the same request (a page, its count when the page does not tell the total, then the related rows of the
whole page) and encodes the rows with msgspec. No routing library, no dependency injection, no answer
building: what the data path alone can do. Served by Granian as `tests.bench.ceilings.data:app`, on the
database named by DATABASE_URL, with the same pool size as the storefront.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qsl

import msgspec

from adapters.db.catalogue import sql
from adapters.db.catalogue.totals import TOTALS_TTL
from core.catalogue.paging import ITEMS_PER_PAGE, STORES_PER_PAGE
from core.catalogue.records import AddOnRecord, ItemRecord, ScheduleRecord, StoreRecord
from tests.bench.ceilings.drivers import Driver, open_driver

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class StoresAnswer(msgspec.Struct):
    """A page of stores with the business hours of the page's stores."""

    total_size: int
    limit: int
    offset: int
    stores: list[StoreRecord]
    schedules: list[ScheduleRecord]


class ItemsAnswer(msgspec.Struct):
    """A page of items with the add-ons they offer."""

    total_size: int
    limit: int
    offset: int
    items: list[ItemRecord]
    add_ons: list[AddOnRecord]


class ItemAnswer(msgspec.Struct):
    """One item with the add-ons it offers."""

    item: ItemRecord
    add_ons: list[AddOnRecord]


class BadRequest(Exception):
    """The request does not parse."""


class Request(msgspec.Struct, frozen=True):
    """What the statements bind from one request: query values and the zone and module headers."""

    query: dict[str, str]
    zone_ids: list[int]
    module_id: int | None

    def page(self, default_limit: int) -> tuple[int, int]:
        """(offset, limit) from the query."""
        return _int(self.query.get("offset"), 1), _int(self.query.get("limit"), default_limit)


def _int(raw: str | None, default: int) -> int:
    if raw is None:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise BadRequest(raw)
    return int(raw)


def _request(scope: Scope) -> Request:
    headers = dict(scope["headers"])
    zones = headers.get(b"zoneid")
    module = headers.get(b"moduleid")
    try:
        decoded = msgspec.json.decode(zones, type=list[int] | int) if zones else []
    except msgspec.DecodeError as exc:  # malformed JSON or not a list of ids
        raise BadRequest(zones) from exc
    return Request(
        query=dict(parse_qsl(scope["query_string"].decode("latin-1"))),
        zone_ids=decoded if isinstance(decoded, list) else [decoded],
        module_id=_int(module.decode("latin-1"), 0) if module else None,
    )


class Counts:
    """List totals reused for as long as the read model reuses them, so both count equally often."""

    def __init__(self) -> None:
        self._entries: dict[tuple[Any, ...], tuple[float, int]] = {}

    async def total(self, db: Driver, statement: sql.Statement, values: dict[str, Any]) -> int:
        """The count of `statement` with `values`, from the database at most once per TTL."""
        key = (
            statement,
            *(tuple(v) if isinstance(v, list) else v for v in (values[n] for n in statement.params)),
        )
        hit = self._entries.get(key)
        if hit is not None and hit[0] > time.monotonic():
            return hit[1]
        total = int((await db.rows(statement, values))[0][0])
        self._entries[key] = (time.monotonic() + TOTALS_TTL, total)
        return total


class Catalogue:
    """The three measured catalogue reads on one database driver."""

    def __init__(self, db: Driver) -> None:
        self.db = db
        self.counts = Counts()
        self.visible: dict[str, Any] = {"module_types": list(db.module_types)}

    async def _page(
        self,
        page_sql: sql.Statement,
        count_sql: sql.Statement,
        values: dict[str, Any],
        offset: int,
        limit: int,
    ) -> tuple[int, list[Any]]:
        skip = (offset - 1) * limit
        rows = await self.db.rows(page_sql, {**values, "limit": limit, "skip": skip})
        # The read model's rule: a page that is neither full nor past the end tells the total itself.
        if 0 < len(rows) < limit or (not rows and offset == 1):
            return skip + len(rows), list(rows)
        return await self.counts.total(self.db, count_sql, values), list(rows)

    async def _add_ons(self, items: list[ItemRecord]) -> list[AddOnRecord]:
        wanted = sorted({i for item in items for i in msgspec.json.decode(item.add_on_ids, type=list[int])})
        if not wanted:
            return []
        return [AddOnRecord(*r) for r in await self.db.rows(sql.ADD_ONS, {"add_on_ids": wanted})]

    async def popular_stores(self, request: Request) -> StoresAnswer:
        """GET /api/v1/stores/popular (type all, no module type: what the storefront asks)."""
        if request.query.get("type", "all") != "all" or "module_type" in request.query:
            raise BadRequest(request.query)
        offset, limit = request.page(STORES_PER_PAGE)
        filters = sql.StoreFilters(zone=bool(request.zone_ids), module=request.module_id is not None)
        values = {
            **self.visible,
            "zone_ids": request.zone_ids,
            "module_id": request.module_id,
            "module_type": None,
        }
        total, rows = await self._page(
            sql.store_page("popular", filters), sql.store_count(filters), values, offset, limit
        )
        stores = [StoreRecord(*r) for r in rows]
        schedules = (
            [
                ScheduleRecord(*r)
                for r in await self.db.rows(sql.SCHEDULES, {"store_ids": [s.id for s in stores]})
            ]
            if stores
            else []
        )
        return StoresAnswer(total, limit, offset, stores, schedules)

    async def latest_items(self, request: Request) -> ItemsAnswer:
        """GET /api/v1/items/latest, optionally of one store."""
        offset, limit = request.page(ITEMS_PER_PAGE)
        store_id = _int(request.query["store_id"], 0) if "store_id" in request.query else None
        filters = sql.ItemFilters(
            zone=bool(request.zone_ids), module=request.module_id is not None, store=store_id is not None
        )
        values = {
            **self.visible,
            "today": dt.date.today(),
            "zone_ids": request.zone_ids,
            "module_id": request.module_id,
            "store_id": store_id,
        }
        total, rows = await self._page(
            sql.item_page("latest", filters), sql.item_count(filters), values, offset, limit
        )
        items = [ItemRecord(*r) for r in rows]
        return ItemsAnswer(total, limit, offset, items, await self._add_ons(items))

    async def item(self, item_id: int) -> ItemAnswer | None:
        """GET /api/v1/items/details/{id}."""
        rows = await self.db.rows(
            sql.ITEM_BY_ID, {**self.visible, "today": dt.date.today(), "item_id": item_id}
        )
        if not rows:
            return None
        item = ItemRecord(*rows[0])
        return ItemAnswer(item, await self._add_ons([item]))


DETAILS = "/api/v1/items/details/"
JSON = [(b"content-type", b"application/json")]
ENCODER = msgspec.json.Encoder()


async def _answer(send: Send, status: int, body: bytes) -> None:
    headers = [*JSON, (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _route(catalogue: Catalogue, scope: Scope) -> tuple[int, bytes]:
    path: str = scope["path"]
    request = _request(scope)
    if path == "/api/v1/stores/popular":
        return 200, ENCODER.encode(await catalogue.popular_stores(request))
    if path == "/api/v1/items/latest":
        return 200, ENCODER.encode(await catalogue.latest_items(request))
    if path.startswith(DETAILS):
        found = await catalogue.item(_int(path[len(DETAILS) :], 0))
        return (200, ENCODER.encode(found)) if found else (404, b'{"errors":[{"code":"item"}]}')
    if path == "/ready":
        return 200, b"{}"
    return 404, b"{}"


class DataCeiling:
    """The ASGI application: opens the driver at start-up, answers the three catalogue paths."""

    def __init__(self) -> None:
        self.catalogue: Catalogue | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve one ASGI connection."""
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if self.catalogue is None:  # servers that skip the lifespan protocol
            self.catalogue = Catalogue(await open_driver())
        try:
            status, body = await _route(self.catalogue, scope)
        except (BadRequest, KeyError):
            status, body = 400, b'{"errors":[{"code":"request"}]}'
        await _answer(send, status, body)

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                self.catalogue = self.catalogue or Catalogue(await open_driver())
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.catalogue is not None:
                    await self.catalogue.db.close()
                await send({"type": "lifespan.shutdown.complete"})
                return


app = DataCeiling()
