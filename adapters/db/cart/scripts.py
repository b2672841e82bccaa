"""The cart's writes as short scripts of statements, written once for both drivers.

A script only awaits `run`, a statement of the gateway's transaction (adapters/db/gateway.py): on
PostgreSQL a real query, on SQLite one that never suspends, so a whole transaction runs in one go.
Each script says whether it changed something (commit) or was refused (roll back) and which module's lines
the answer needs; `answered` reads those lines at the end of the same transaction, so the answer costs no
second trip to the database and shows exactly what was committed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any

import msgspec

from adapters.db.cart import sql
from adapters.db.cart.rows import MOVE_CAP, add_statement, line_values, stored_line
from adapters.db.statements import Statement
from core.cart.ports import NewLine, Refusal, StoredLine
from core.identity.owner import Owner

Run = Callable[[Statement, dict[str, Any]], Awaitable[Sequence[Sequence[Any]]]]


class Outcome(msgspec.Struct, frozen=True):
    """What a script did: refused (and why), the quantity the equal line held, the module to answer, and
    (once `answered`) the owner's lines of that module."""

    refused: Refusal | None
    held: int = 0
    module_id: int | None = None
    lines: list[StoredLine] = []


async def _why_refused(run: Run, owner: Owner, values: dict[str, Any]) -> Outcome:
    # Only asked after the add statement refused, inside the same transaction.
    module_id = values["module_id"]
    if owner.kind == "guest" and not await run(sql.GUEST_ISSUED, values):
        return Outcome("guest", module_id=module_id)
    if await run(sql.OTHER_STORE, values):
        return Outcome("store", module_id=module_id)
    held = await run(sql.HELD, values)
    return Outcome("limit", held[0][0] if held else 0, module_id)


async def add(run: Run, owner: Owner, line: NewLine, limit: int) -> Outcome:
    """Insert the line or grow the equal one within `limit`."""
    values = line_values(owner, line, limit)
    if await run(add_statement(owner), values):
        return Outcome(None, module_id=line.module_id)
    return await _why_refused(run, owner, values)


async def replace(run: Run, owner: Owner, line_id: int, line: NewLine, limit: int) -> Outcome:
    """Delete the owner's line and add it back with new options under the same id (or merge)."""
    if not await run(sql.DELETE_LINE, {"line_id": line_id, "owner": owner.key}):
        return Outcome("missing")
    values = {**line_values(owner, line, limit), "line_id": line_id}
    if await run(add_statement(owner, keep_id=True), values):
        return Outcome(None, module_id=line.module_id)
    return await _why_refused(run, owner, values)


async def update(run: Run, owner: Owner, line_id: int, line: NewLine, limit: int) -> Outcome:
    """Set the owner's line `line_id` to `line`: its quantity, and its options when they changed.

    The usual update (same options, new quantity) is the one SET_QUANTITY statement, which checks the line's
    owner, item, model and options key itself. Only when it changes nothing is the line read, in the same
    transaction (under the same lock), to tell why: no such line of this owner, or another item or model
    (missing), or other options (the line is replaced, merging into an equal line under `limit`).
    """
    values = {**line_values(owner, line, limit), "line_id": line_id}
    rows = await run(sql.SET_QUANTITY, values)
    if rows:
        return Outcome(None, module_id=rows[0][0])
    found = await run(sql.LINE, values)
    current = stored_line(found[0]) if found else None
    if current is None or current.item_id != line.item_id or current.model != line.model:
        return Outcome("missing")
    if current.variation == line.variation and current.add_ons == line.add_ons:
        # The options the shopper sees are unchanged though the key differs (a key also covers what the
        # stored payload leaves out): only the quantity changes, as it always did for equal options.
        rows = await run(sql.SET_QUANTITY_OF_LINE, values)
        # Empty only if a guest's move took the line meanwhile (it locks the customer, not the guest).
        return Outcome(None, module_id=rows[0][0]) if rows else Outcome("missing")
    return await replace(run, owner, line_id, line, limit)


async def remove(run: Run, owner: Owner, line_id: int) -> Outcome:
    """Delete the owner's line."""
    rows = await run(sql.DELETE_LINE, {"line_id": line_id, "owner": owner.key})
    return Outcome(None, module_id=rows[0][0]) if rows else Outcome("missing")


async def clear(run: Run, owner: Owner, module_id: int) -> Outcome:
    """Delete the owner's lines of one module."""
    await run(sql.CLEAR, {"owner": owner.key, "module_id": module_id})
    return Outcome(None)


async def move(run: Run, source: Owner, target: Owner) -> int:
    """Move every line of `source` to `target`; return how many lines moved."""
    values = {"source": source.key, "target": target.key, "cap": MOVE_CAP}
    await run(sql.MOVE_DROP_OTHER_STORES, values)
    await run(sql.MOVE_LINES, values)
    return len(await run(sql.MOVE_FORGET_SOURCE, values))


async def answered(run: Run, owner: Owner, script: Coroutine[Any, Any, Outcome]) -> Outcome:
    """Run `script`, then read the owner's lines of the module it names, in the same transaction."""
    outcome = await script
    if outcome.module_id is None:
        return outcome
    rows = await run(sql.LINES, {"owner": owner.key, "module_id": outcome.module_id})
    return msgspec.structs.replace(outcome, lines=[stored_line(r) for r in rows])
