"""Open sessions remembered for a few seconds, so that a signed-in request costs no database round trip.

Every request with a bearer token asks whether its session is still open. The token's signature and expiry
are checked without the database (adapters/identity/tokens.py); only the session (logout, password change,
sign out everywhere, account deletion) needs the store. This process remembers a session it found open for
`trust_seconds` (SESSION_TRUST_SECONDS, 30 by default) and answers from memory meanwhile.

A closed session is forgotten at once: the process that closes it drops it here and announces its id on the
change channel (adapters/changes.py), which every other process hears within a second. A process that is not
hearing the channel (Redis down, or not yet subscribed) answers every check from the store, as without this
cache: a revocation is never missed because a notice could not arrive. What remains is a notice lost while
the channel looked healthy; then a closed session may be honoured for at most `trust_seconds` by the node
that missed it (docs/accounts.md, "Sessions").

At most MAX_REMEMBERED sessions are remembered per process (the oldest go first), about 10 MB at most.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass

import structlog

from adapters.changes import Changes, RedisDown
from adapters.db.identity.sessions import SqlSessions

log = structlog.get_logger("storefront.identity")

MAX_REMEMBERED = 50_000


@dataclass(frozen=True, slots=True)
class _Remembered:
    customer_id: int
    until: float  # monotonic time after which the store is asked again


class RememberedSessions:
    """Implements core's SessionStore over the stored sessions, remembering open ones."""

    def __init__(self, store: SqlSessions, changes: Changes, trust_seconds: float) -> None:
        self._store = store
        self._changes = changes
        self._trust = trust_seconds
        self._open: OrderedDict[str, _Remembered] = OrderedDict()
        changes.listen_closed_sessions(self._drop)
        changes.listen(self._open.clear)  # a missed notice (the channel was cut) forgets everything

    async def open(
        self, session_id: str, customer_id: int, expires_at: int, device: str | None = None
    ) -> None:
        await self._store.open(session_id, customer_id, expires_at, device)

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        now = time.monotonic()
        remembered = self._open.get(session_id)
        if (
            remembered is not None
            and remembered.customer_id == customer_id
            and remembered.until > now
            and self._changes.hearing
        ):
            return True
        if not await self._store.is_open(session_id, customer_id):
            self._open.pop(session_id, None)
            return False
        if self._trust > 0:
            self._open[session_id] = _Remembered(customer_id, now + self._trust)
            self._open.move_to_end(session_id)
            while len(self._open) > MAX_REMEMBERED:
                self._open.popitem(last=False)
        return True

    async def of_customer(self, customer_id: int) -> list[tuple[str, int, int, str | None]]:
        return await self._store.of_customer(customer_id)

    async def close_all(self, customer_id: int) -> int:
        closed = await self._store.close_all_ids(customer_id)
        await self._announce(closed)
        return len(closed)

    async def close(self, session_id: str) -> None:
        await self._store.close(session_id)
        await self._announce([session_id])

    async def close_others(self, customer_id: int, keep: str) -> int:
        closed = await self._store.close_others_ids(customer_id, keep)
        await self._announce(closed)
        return len(closed)

    async def _announce(self, closed: list[str]) -> None:
        """Tell every process; the sessions are closed in the store already, so a channel that is down does not
        undo that: the processes that cannot hear it ask the store (`hearing`), this one dropped them."""
        try:
            await self._changes.announce_closed_sessions(closed)
        except RedisDown:
            self._drop(closed)
            log.warning("closed sessions not announced", sessions=len(closed))

    def _drop(self, session_ids: list[str]) -> None:
        for session_id in session_ids:
            self._open.pop(session_id, None)
