"""Cart lines on the database gateway's bare-driver path: core's `CartRepository`.

The cart's add and update are the hottest writes of the storefront; through SQLAlchemy's async layer each
would cost several times the statement itself (DESIGN.md's measurements), so they run the named statements
of sql.py as the scripts of scripts.py, each in one gateway transaction serialised on the cart's owner and
committed before the call returns. A commit or a lock that fails raises `Unavailable` (503), never a success.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from adapters.db.cart import scripts, sql
from adapters.db.cart.rows import stored_line
from adapters.db.gateway import Database, Transaction
from core.cart.ports import NewLine, StoredLine, WriteResult
from core.identity.owner import Owner

Script = Callable[[scripts.Run], Coroutine[Any, Any, scripts.Outcome]]


class SqlCartRepository:
    """Implements core's CartRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def _script(self, owner: Owner, script: Script) -> scripts.Outcome:
        async def work(transaction: Transaction) -> scripts.Outcome:
            outcome = await script(transaction.rows)
            if outcome.refused is not None:
                transaction.roll_back()
            return outcome

        return await self._database.transaction(work, lock=owner.key)

    async def _write(self, owner: Owner, script: Script) -> WriteResult:
        # The lines come back from the write's own transaction (scripts.answered).
        outcome = await self._script(owner, lambda run: scripts.answered(run, owner, script(run)))
        return WriteResult(lines=outcome.lines, refused=outcome.refused, held=outcome.held)

    async def add(self, owner: Owner, line: NewLine, limit: int) -> WriteResult:
        """Insert the line or grow the equal one, within `limit`, one store per cart."""
        return await self._write(owner, lambda run: scripts.add(run, owner, line, limit))

    async def update(self, owner: Owner, line_id: int, line: NewLine, limit: int) -> WriteResult:
        """The owner's line set to `line`'s quantity and options (merging into an equal line), in one
        transaction whose usual case is a single statement (scripts.update)."""
        return await self._write(owner, lambda run: scripts.update(run, owner, line_id, line, limit))

    async def remove(self, owner: Owner, line_id: int) -> WriteResult:
        """Delete the owner's line."""
        return await self._write(owner, lambda run: scripts.remove(run, owner, line_id))

    async def clear(self, owner: Owner, module_id: int) -> None:
        """Delete the owner's lines of `module_id`."""
        await self._script(owner, lambda run: scripts.clear(run, owner, module_id))

    async def move(self, source: Owner, target: Owner) -> int:
        """Move the lines of `source` to `target`; the target's lock serialises it with its own writes."""

        async def work(transaction: Transaction) -> int:
            return await scripts.move(transaction.rows, source, target)

        return await self._database.transaction(work, lock=target.key)

    async def lines(self, owner: Owner, module_id: int) -> list[StoredLine]:
        """The owner's lines of `module_id`."""
        rows = await self._database.rows(sql.LINES, {"owner": owner.key, "module_id": module_id})
        return [stored_line(r) for r in rows]

    async def line(self, owner: Owner, line_id: int) -> StoredLine | None:
        """The owner's line `line_id`."""
        rows = await self._database.rows(sql.LINE, {"owner": owner.key, "line_id": line_id})
        return stored_line(rows[0]) if rows else None
