"""The mixed load of the overload and soak benchmarks: what a crowd of shoppers sends at once.

Per ten requests: two configuration reads, three item details, two pages of a store's latest items, one page
of popular stores and two cart adds (each adding one of an item a guest already holds, by real guests made
through the storefront: see carts.py). Every read rotates over the keys of keys.py, so caches see real
spread. The adds are remembered by position, so the soak can check that every acknowledged add was kept.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import msgspec
from sqlalchemy import text

from tests.bench import carts, keys
from tests.bench.carts import ADD, Guest
from tests.bench.databases import Database
from tests.bench.load import Request
from tests.bench.open_loop import encode

CART_ADD = "cart/add"
MIX = (
    "config",
    "items/details",
    "items/latest",
    CART_ADD,
    "items/details",
    "stores/popular",
    "config",
    "items/details",
    "items/latest",
    CART_ADD,
)
LENGTH = 20_000  # requests in one rotation; past it the rotation starts again
GUESTS = 256
_HELD = text("SELECT owner, item_id, SUM(quantity) FROM cart_lines GROUP BY owner, item_id")


class CartAdd(msgspec.Struct, frozen=True):
    """One add of the rotation: whose cart and which item."""

    owner: str
    item_id: int


class Mix(msgspec.Struct, frozen=True):
    """The rotation's bytes on the wire, the adds among them by position, and what carts held before."""

    wires: list[bytes]
    adds: dict[int, CartAdd]
    held_before: dict[tuple[str, int], int]


def _add(guest: Guest, item_id: int, module_id: int) -> Request:
    body = msgspec.json.encode({"guest_id": guest.guest_id, "item_id": item_id, "quantity": 1}).decode()
    headers = (("moduleId", str(module_id)), ("X-localization", guest.language))
    return Request(ADD, headers, "POST", body)


def held(database: Database) -> dict[tuple[str, int], int]:
    """Quantity held per (cart owner, item), summed over the owner's lines of that item."""
    rows = asyncio.run(carts.query(database.url, _HELD))
    return {(owner, item_id): int(quantity) for owner, item_id, quantity in rows}


def build(database: Database, port: int) -> Mix:
    """The rotation for the storefront at `port` (which issues the guests and their first lines)."""
    catalogue = keys.read_catalogue(database.url)
    reads = {name: keys.requests(name, catalogue) for name in set(MIX) - {CART_ADD}}
    guests = carts.prepare(database, port, GUESTS // carts.GUESTS_PER_CONNECTION)
    adds = [(g, line) for r in range(carts.LINES_PER_CART) for g in guests for line in [g.lines[r]]]
    taken: dict[str, int] = {}
    wires: list[bytes] = []
    positions: dict[int, CartAdd] = {}
    for index in range(LENGTH):
        kind = MIX[index % len(MIX)]
        turn = taken.get(kind, 0)
        taken[kind] = turn + 1
        if kind == CART_ADD:
            guest, line = adds[turn % len(adds)]
            positions[index] = CartAdd(line.owner, line.item_id)
            wires.append(encode(_add(guest, line.item_id, line.module_id)))
        else:
            wires.append(encode(reads[kind][turn % len(reads[kind])]))
    return Mix(wires, positions, held(database))


def lost_writes(mix: Mix, acknowledged: Mapping[int, int], after: Mapping[tuple[str, int], int]) -> int:
    """Acknowledged adds missing from the carts: for each (owner, item), what it held before plus its 2xx
    adds, less what it holds now (an add that timed out may or may not have been kept, so only a shortfall
    counts)."""
    expected = dict(mix.held_before)
    for index, count in acknowledged.items():
        add = mix.adds.get(index)
        if add is not None:
            key = (add.owner, add.item_id)
            expected[key] = expected.get(key, 0) + count
    return sum(max(0, quantity - after.get(key, 0)) for key, quantity in expected.items())
