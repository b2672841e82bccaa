"""The demo dispatcher: demo orders move one status on every `DEMO_DISPATCH_SECONDS` (0: never), so
tracking can be seen moving without a store or a courier; so do the verticals' own demo records (parcels,
rental trips), through their `demo_dispatch` hooks (adapters/verticals/dispatch.py).

Idempotent: a pass moves only what has not changed for `DEMO_DISPATCH_SECONDS`, and each move is made from
the status it was read in, so a second pass at once (a retry, or two runs meeting) moves nothing more.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from adapters.settings import Settings
from adapters.verticals.dispatch import VerticalDispatch
from core.orders.service import OrderService
from core.verticals import VerticalRegistry, VerticalStorage

log = structlog.get_logger("storefront.orders")


async def demo_dispatch(container: AsyncContainer) -> int:
    """One pass: orders first, then the verticals' records; how many moved. A failing vertical fails the
    pass after the orders moved: the retry moves no order twice."""
    seconds = (await container.get(Settings)).demo_dispatch_seconds
    if seconds <= 0:
        return 0
    moved = await (await container.get(OrderService)).dispatch(seconds)
    if moved:
        log.info("demo dispatch", moved=moved)
    verticals = VerticalDispatch(await container.get(VerticalRegistry), await container.get(VerticalStorage))
    records = await verticals.dispatch(seconds)
    if records:
        log.info("demo dispatch of verticals", moved=records)
    return moved + records


def _every(settings: Settings) -> float:
    # Several looks per step, so a record moves about `seconds` after its last change, not up to twice that.
    seconds = settings.demo_dispatch_seconds
    return max(0.25, seconds / 4) if seconds > 0 else 0


JOB = Job(name="demo_dispatch", run=demo_dispatch, every=_every, timeout=60)
