"""Stock taken by placing an order and put back by canceling it, inside the order's own transaction.

The items a transaction changes are locked first, in id order (PostgreSQL: `SELECT ... FOR UPDATE`, which
also reads the newest committed stock; SQLite: the transaction already holds the write lock from BEGIN
IMMEDIATE), so two orders racing for the last unit take turns and the second sees the stock the first
left. A variation's stock lives inside the item's `variations` JSON, which no statement of both databases
can change in place: it is read and written back under that lock, never without it.

The cart rules decide what limits a line: a chosen variation's own stock, else the item's. Placing checks
the same stock; the item's total also goes down for a variation line, but never below zero, and each line
records exactly what it took so that canceling puts back that much and no more.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from adapters.db.gateway import Transaction
from adapters.db.statements import Statement, compile_statement
from core.orders.model import NewLine, Short

_SELECT = "SELECT id, stock, CAST(variations AS TEXT) FROM items WHERE id IN_LIST(:item_ids) ORDER BY id"
LOCK_ITEMS = Statement(
    sqlite=compile_statement(_SELECT).sqlite,  # the transaction holds SQLite's one write lock already
    postgres=compile_statement(f"{_SELECT} FOR UPDATE").postgres,
    params=compile_statement(_SELECT).params,
)
_UPDATE = "UPDATE items SET stock = :stock, variations = {} WHERE id = :item_id"
WRITE_ITEM = Statement(
    sqlite=compile_statement(_UPDATE.format(":variations")).sqlite,
    postgres=compile_statement(_UPDATE.format("CAST(:variations AS JSONB)")).postgres,
    params=compile_statement(_UPDATE.format("CAST(:variations AS JSONB)")).params,
)
_VARIATIONS = msgspec.json.Decoder(list[dict[str, Any]] | None)


@dataclass(frozen=True, slots=True)
class Taken:
    """What one order line took: from the item's stock, and from its variation's (by type)."""

    item: int
    variation: int


@dataclass(slots=True)
class _Item:
    stock: int
    variations: list[dict[str, Any]]
    changed: bool = False


async def _locked(transaction: Transaction, item_ids: Iterable[int]) -> dict[int, _Item]:
    rows = await transaction.rows(LOCK_ITEMS, {"item_ids": sorted(set(item_ids))})
    return {row[0]: _Item(int(row[1] or 0), _VARIATIONS.decode(row[2] or "null") or []) for row in rows}


def _variation(item: _Item, kind: str) -> dict[str, Any] | None:
    return next((v for v in item.variations if v.get("type") == kind), None)


async def _write(transaction: Transaction, items: dict[int, _Item]) -> None:
    for item_id in sorted(items):
        item = items[item_id]
        if item.changed:
            variations = msgspec.json.encode(item.variations).decode()
            await transaction.rows(
                WRITE_ITEM, {"stock": item.stock, "variations": variations, "item_id": item_id}
            )


async def take(transaction: Transaction, lines: Sequence[NewLine]) -> list[Taken] | Short:
    """Take each counted line's quantity off its stock; what each line took, or the first line short of
    stock (then nothing was written)."""
    counted = [line for line in lines if line.stock > 0]
    items = await _locked(transaction, (line.item_id for line in counted)) if counted else {}
    taken: list[Taken] = []
    for line in lines:
        item = items.get(line.item_id) if line.stock > 0 else None
        if item is None:  # not counted (or the item is gone: the order keeps its price, stock is moot)
            taken.append(Taken(0, 0))
            continue
        chosen = _variation(item, line.stock_variation) if line.stock_variation is not None else None
        left = int(chosen.get("stock") or 0) if chosen is not None else item.stock
        if left < line.stock:
            return Short(line.item_id, left)
        from_item = max(0, min(item.stock, line.stock)) if chosen is not None else line.stock
        if chosen is not None:
            chosen["stock"] = left - line.stock
        item.stock -= from_item
        item.changed = True
        taken.append(Taken(from_item, line.stock if chosen is not None else 0))
    await _write(transaction, items)
    return taken


async def put_back(transaction: Transaction, lines: Sequence[Sequence[Any]]) -> None:
    """Give back what canceled lines took: rows of (item id, taken from the item, variation type, quantity)."""
    returned = [line for line in lines if line[1] > 0 or line[2] is not None]
    if not returned:
        return
    items = await _locked(transaction, (line[0] for line in returned))
    for item_id, from_item, kind, quantity in returned:
        item = items.get(item_id)
        if item is None:
            continue
        item.stock += from_item
        chosen = _variation(item, kind) if kind is not None else None
        if chosen is not None:
            chosen["stock"] = int(chosen.get("stock") or 0) + quantity
        item.changed = True
    await _write(transaction, items)
