"""What field data needs from storage."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Protocol

from .model import Beacon


class VitalsLog(Protocol):
    """The stored metric values, one row each."""

    async def record(self, beacon: Beacon, at: dt.datetime) -> None:
        """Store each metric of `beacon`, recorded at `at`."""
        ...

    async def values_since(self, since: dt.datetime) -> Sequence[tuple[str, str, float]]:
        """(page type, metric, value) of every row recorded at or after `since`."""
        ...

    async def purge_before(self, before: dt.datetime) -> int:
        """Delete the rows recorded before `before`; how many."""
        ...
