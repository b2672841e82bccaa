"""What housekeeping needs from storage: forgetting guest carts and guests nobody uses any more."""

from __future__ import annotations

import datetime as dt
from typing import Protocol


class IdleGuestCarts(Protocol):
    """Guests' cart lines."""

    async def purge_idle(self, idle_since: dt.datetime) -> int:
        """Delete every line of each guest whose cart has not changed since `idle_since`; how many lines."""
        ...


class EndedSessions(Protocol):
    """Customer sessions."""

    async def purge_ended(self) -> int:
        """Delete the sessions whose token has expired (they can never be used again); how many."""
        ...


class UnusedGuests(Protocol):
    """Issued guest ids."""

    async def purge_unused(self, issued_before: dt.datetime) -> int:
        """Delete the guests issued before `issued_before` that hold no cart line; how many."""
        ...


class IdleVerticalData(Protocol):
    """What verticals keep for guests in their own tables (the rental trip cart)."""

    async def purge_idle(self, idle_since: dt.datetime) -> int:
        """Forget what guests have left unchanged since `idle_since`, in every enabled vertical; how many rows."""
        ...


class WaitingUploads(Protocol):
    """Uploads kept for an order not placed yet (prescription images)."""

    async def purge_waiting(self, now: dt.datetime) -> int:
        """Forget, files included, what no order took within its time; how many."""
        ...


class OldVitals(Protocol):
    """Field data rows (web vitals): kept for a window, then deleted so the table stays bounded."""

    async def purge_before(self, before: dt.datetime) -> int:
        """Delete the rows recorded before `before`; how many."""
        ...
