"""The operator's field data report: `storefront vitals [--days 7]`, the count and 75th percentile of each
page type's LCP, INP (milliseconds) and CLS (unitless) over the last days (core/vitals/model.py says how the
percentile is taken)."""

from __future__ import annotations

from adapters.db.connect import open_database
from adapters.db.vitals.repository import SqlVitalsLog
from adapters.settings import Settings
from core.vitals.model import UNITS, Summary
from core.vitals.service import VitalsService


def table(rows: list[Summary], days: int) -> str:
    """The report as aligned text: one line per page type and metric."""
    if not rows:
        return f"no web vitals in the last {days} days"
    lines = [
        f"web vitals, last {days} days (p75)",
        f"{'page type':<10} {'metric':<6} {'count':>7} {'p75':>10}",
    ]
    for row in rows:
        shown = f"{row.p75:.3f}" if row.metric == "CLS" else f"{row.p75:.0f} {UNITS[row.metric]}"
        lines.append(f"{row.page_type:<10} {row.metric:<6} {row.count:>7} {shown:>10}")
    return "\n".join(lines)


async def report(settings: Settings, days: int) -> str:
    """The last `days` days of field data, as the operator reads it."""
    database = await open_database(settings)
    try:
        rows = await VitalsService(SqlVitalsLog(database), settings.web_vitals_sample).summary(days)
    finally:
        await database.close()
    return table(rows, days)
