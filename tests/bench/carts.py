"""Cart writes to measure: real guests with real lines, and the requests that add to and update them.

Guests are issued by the storefront (POST /api/v1/auth/guest/request) and their first lines added through
it, so the ids and rows are the ones a shopper would have. Items are food items with no maximum and no
options, always on sale: adds then never stop at a stock or maximum limit, however long the run. Each
guest's cart holds three lines of one store, about a real basket. The rotation is split by wrk thread
(each thread its own guests, several per connection), because wrk's Lua cannot tell connections apart: no
two requests in flight share a guest unless one takes as long as several rounds of the others.
"""

from __future__ import annotations

import asyncio
import http.client
from typing import Any

import msgspec
from sqlalchemy import text

from adapters.db.engine import create_engine
from core.cart.model import MAX_LINE_QUANTITY
from tests.bench.databases import Database, seed_settings
from tests.bench.load import Request

GUESTS_PER_CONNECTION = 4
LINES_PER_CART = 3
STORES = 16
QUANTITIES = 5  # update sets each line to 1 .. 5 in turn
ADD = "/api/v1/customer/cart/add"
UPDATE = "/api/v1/customer/cart/update"
LANGUAGES = ("en", "fr")

# Items an add never refuses: food (no stock rule), no maximum, no options to choose, no date or time window.
_CANDIDATES = text(
    "SELECT i.id, i.store_id, i.module_id FROM items i JOIN stores s ON s.id = i.store_id "
    "JOIN modules m ON m.id = i.module_id WHERE m.module_type = 'food' AND i.status = TRUE "
    "AND s.status = TRUE AND m.status = TRUE AND COALESCE(i.maximum_cart_quantity, 0) = 0 "
    "AND CAST(i.variations AS TEXT) = '[]' AND CAST(i.food_variations AS TEXT) = '[]' "
    "AND i.available_date_starts IS NULL AND i.available_date_ends IS NULL "
    "AND i.available_time_starts = '00:00:00' AND i.available_time_ends = '23:59:59' ORDER BY i.store_id, i.id"
)
_LINES = text(
    "SELECT id, owner, module_id, store_id, item_id, model, options_key, variation, add_ons FROM cart_lines "
    "ORDER BY id"
)


class Line(msgspec.Struct, frozen=True):
    """A stored cart line with every value the ceiling's statements bind."""

    id: int
    owner: str
    module_id: int
    store_id: int
    item_id: int
    model: str
    options_key: str
    variation: str
    add_ons: str


class Guest(msgspec.Struct, frozen=True):
    """An issued guest, the language it asks in, and its cart lines."""

    guest_id: str
    language: str
    lines: list[Line]


class Rotations(msgspec.Struct, frozen=True):
    """The requests of one cart endpoint: for our server and for the cart ceiling."""

    ours: list[Request]
    ceiling: list[Request]


async def query(url: str, statement: Any) -> list[Any]:
    """The rows `statement` returns from the database at `url`."""
    engine = create_engine(seed_settings(url))
    try:
        async with engine.connect() as db:
            return list((await db.execute(statement)).all())
    finally:
        await engine.dispose()


def _baskets(database: Database) -> list[list[tuple[int, int]]]:
    by_store: dict[int, list[tuple[int, int]]] = {}
    for item_id, store_id, module_id in asyncio.run(query(database.url, _CANDIDATES)):
        by_store.setdefault(store_id, []).append((item_id, module_id))
    baskets = [items[:LINES_PER_CART] for items in by_store.values() if len(items) >= LINES_PER_CART]
    if not baskets:
        raise SystemExit("no food items without limits or options to put in carts")
    return baskets[:STORES]


def _post(port: int, path: str, body: dict[str, Any], headers: dict[str, str]) -> Any:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(
            "POST",
            path,
            body=msgspec.json.encode(body),
            headers={"Host": "127.0.0.1", "Content-Type": "application/json", **headers},
        )
        answer = connection.getresponse()
        content = answer.read()
        if answer.status != 200:
            raise SystemExit(f"cart set-up: {path} answered {answer.status}: {content[:300]!r}")
        return msgspec.json.decode(content)
    finally:
        connection.close()


def prepare(database: Database, port: int, connections: int) -> list[Guest]:
    """Issue guests on the storefront at `port` and give each a cart of three lines of one store."""
    baskets = _baskets(database)
    issued = []
    for index in range(connections * GUESTS_PER_CONNECTION):
        guest_id = _post(port, "/api/v1/auth/guest/request", {}, {})["guest_id"]
        language = LANGUAGES[index % len(LANGUAGES)]
        for item_id, module_id in baskets[index % len(baskets)]:
            _post(
                port,
                ADD,
                {"guest_id": guest_id, "item_id": item_id, "quantity": 1},
                {"moduleId": str(module_id), "X-localization": language},
            )
        issued.append((guest_id, language))
    rows = [Line(*row) for row in asyncio.run(query(database.url, _LINES))]
    lines: dict[str, list[Line]] = {}
    for line in rows:
        lines.setdefault(line.owner, []).append(line)
    return [Guest(g, language, lines[f"guest:{g}"]) for g, language in issued]


def _split(guests: list[Guest], threads: int) -> list[list[Guest]]:
    share = len(guests) // threads
    return [guests[t * share : (t + 1) * share] for t in range(threads)]


def _headers(guest: Guest, line: Line) -> tuple[tuple[str, str], ...]:
    return (("moduleId", str(line.module_id)), ("X-localization", guest.language))


def _add(guest: Guest, line: Line) -> tuple[Request, Request]:
    ours = {"guest_id": guest.guest_id, "item_id": line.item_id, "quantity": 1}
    bound = {
        "owner": line.owner,
        "guest_id": guest.guest_id,
        "module_id": line.module_id,
        "store_id": line.store_id,
        "item_id": line.item_id,
        "model": line.model,
        "options_key": line.options_key,
        "variation": line.variation,
        "add_ons": line.add_ons,
        "quantity": 1,
        "limit": MAX_LINE_QUANTITY,  # what the domain decides for these items: no stock rule, no maximum
    }
    return _request(ADD, ours, guest, line), _request(ADD, bound, guest, line)


def _update(guest: Guest, line: Line, quantity: int) -> tuple[Request, Request]:
    ours = {"guest_id": guest.guest_id, "cart_id": line.id, "item_id": line.item_id, "quantity": quantity}
    # SET_QUANTITY changes the line only while it holds this item, model and options key.
    bound = {
        "owner": line.owner,
        "line_id": line.id,
        "item_id": line.item_id,
        "model": line.model,
        "options_key": line.options_key,
        "quantity": quantity,
    }
    return _request(UPDATE, ours, guest, line), _request(UPDATE, bound, guest, line)


def _request(path: str, body: dict[str, Any], guest: Guest, line: Line) -> Request:
    return Request(path, _headers(guest, line), "POST", msgspec.json.encode(body).decode())


def rotations(endpoint: str, guests: list[Guest], threads: int) -> Rotations:
    """`endpoint`'s requests in contiguous shares, one per wrk thread; within a share, round by round over
    its guests, so a guest comes back only after every other guest of its thread."""
    pairs = []
    for share in _split(guests, threads):
        if endpoint == "cart/add":
            rounds = range(LINES_PER_CART)
            pairs += [_add(g, g.lines[r % len(g.lines)]) for r in rounds for g in share]
        else:
            rounds = range(LINES_PER_CART * QUANTITIES)
            pairs += [
                _update(g, g.lines[r % len(g.lines)], 1 + r % QUANTITIES) for r in rounds for g in share
            ]
    return Rotations([p[0] for p in pairs], [p[1] for p in pairs])
