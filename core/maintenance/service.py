"""Housekeeping: nothing a visitor leaves behind grows without bound.

Guest ids are issued on a shopper's first cart change and guests never sign out, so without this the guests
and their carts would only ever grow. An idle guest cart goes first, then every guest left without a cart
(one that just lost its cart included) once it is old enough. A guest that comes back after that gets a new
id: the storefront replaces an id the server no longer knows.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import msgspec

from .ports import EndedSessions, IdleGuestCarts, IdleVerticalData, OldVitals, UnusedGuests, WaitingUploads


class Retention(msgspec.Struct, frozen=True):
    """How long an idle guest cart, a guest without a cart, and field data (web vitals) are kept."""

    guest_cart: dt.timedelta
    guest_without_cart: dt.timedelta
    vitals: dt.timedelta = dt.timedelta(days=30)


class Purged(msgspec.Struct, frozen=True):
    """What one pass removed."""

    cart_lines: int
    guests: int
    sessions: int
    vertical_rows: int = 0
    uploads: int = 0
    vitals: int = 0


class MaintenanceService:
    """One housekeeping pass; run by `storefront maintenance` and as a scheduled background job."""

    def __init__(
        self,
        carts: IdleGuestCarts,
        guests: UnusedGuests,
        sessions: EndedSessions,
        retention: Retention,
        verticals: IdleVerticalData | None = None,
        clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
        uploads: WaitingUploads | None = None,
        vitals: OldVitals | None = None,
    ) -> None:
        self._vitals = vitals
        self._uploads = uploads
        self._carts = carts
        self._guests = guests
        self._retention = retention
        self._sessions = sessions
        self._verticals = verticals
        self._clock = clock

    async def purge(self) -> Purged:
        """Forget idle guest carts (core's and the verticals'), then guests without a cart, customer sessions
        that ended, uploads no order took in time, and field data older than its window."""
        now = self._clock()
        lines = await self._carts.purge_idle(now - self._retention.guest_cart)
        # What verticals keep for guests (a trip cart) idles out like a cart, on the same retention.
        vertical_rows = 0
        if self._verticals is not None:
            vertical_rows = await self._verticals.purge_idle(now - self._retention.guest_cart)
        guests = await self._guests.purge_unused(now - self._retention.guest_without_cart)
        sessions = await self._sessions.purge_ended()
        uploads = await self._uploads.purge_waiting(now) if self._uploads is not None else 0
        vitals = 0
        if self._vitals is not None:
            vitals = await self._vitals.purge_before(now - self._retention.vitals)
        return Purged(
            cart_lines=lines,
            guests=guests,
            sessions=sessions,
            vertical_rows=vertical_rows,
            uploads=uploads,
            vitals=vitals,
        )
