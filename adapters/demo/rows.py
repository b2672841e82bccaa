"""What a demo plan produces: rows per table, with ids handed out by the plan."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

Row = dict[str, Any]

# Parents before children, so foreign keys hold at every insert.
TABLES = (
    "zones",
    "modules",
    "module_zones",
    "categories",
    "stores",
    "store_schedules",
    "add_ons",
    "items",
    # The reviews behind the ratings (reviews.py): their customers, past orders, and the star counts.
    "customers",
    "orders",
    "order_lines",
    "order_status_history",
    "reviews",
    "rating_totals",
)
ID_TABLES = (
    "zones",
    "modules",
    "categories",
    "stores",
    "store_schedules",
    "add_ons",
    "items",
    "customers",
    "orders",
    "order_lines",
    "order_status_history",
    "reviews",
)


class Ids:
    """Hands out ids after the highest one each table already holds, so a top-up never collides."""

    def __init__(self, highest: dict[str, int]) -> None:
        self._last = {table: highest.get(table, 0) for table in ID_TABLES}

    def next(self, table: str) -> int:
        """The next free id of `table`."""
        self._last[table] += 1
        return self._last[table]


@dataclass(slots=True)
class Rows:
    """Rows to insert, keyed by table."""

    now: dt.datetime
    tables: dict[str, list[Row]] = field(default_factory=lambda: {table: [] for table in TABLES})

    def add(self, table: str, row: Row, *, audited: bool = True) -> Row:
        """Queue `row` for `table`, stamping audit times unless the row brings its own."""
        if audited:
            row.setdefault("created_at", self.now)
            row.setdefault("updated_at", row["created_at"])
        self.tables[table].append(row)
        return row

    def count(self, table: str) -> int:
        """How many rows are queued for `table`."""
        return len(self.tables[table])
