"""The demo dispatcher: inside each server process, demo orders move one status on every
`DEMO_DISPATCH_SECONDS` (0: never), so tracking can be seen moving without a store or a courier; so do the
verticals' own demo records (parcels, rental trips), through their `demo_dispatch` hooks.

Several processes may run it at once: an order moves only from the status it was read in, so each step
happens once.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import structlog
from dishka import AsyncContainer

from adapters.verticals.dispatch import VerticalDispatch
from core.errors import Unavailable
from core.orders.service import OrderService
from core.verticals import VerticalRegistry, VerticalStorage

log = structlog.get_logger("storefront.orders")


async def _every(container: AsyncContainer, seconds: float) -> None:
    orders = await container.get(OrderService)
    verticals = VerticalDispatch(await container.get(VerticalRegistry), await container.get(VerticalStorage))
    # Several looks per step, so an order moves about `seconds` after its last change, not up to twice that.
    pause = max(0.25, seconds / 4)
    while True:
        await asyncio.sleep(pause)
        try:
            moved = await orders.dispatch(seconds)
        except Unavailable:  # the database is busy: the next pass catches up
            continue
        if moved:
            log.info("demo dispatch", moved=moved)
        try:
            records = await verticals.dispatch(seconds)
        except Exception as exc:
            # A busy database (the contract's storage answers it Unavailable) is caught up on the next pass,
            # and a failing vertical is logged without stopping the orders' dispatch.
            if not isinstance(exc, Unavailable):
                log.exception("demo dispatch of verticals failed")
            continue
        if records:
            log.info("demo dispatch of verticals", moved=records)


@contextlib.asynccontextmanager
async def dispatching(container: AsyncContainer, seconds: float) -> AsyncIterator[None]:
    """Run the dispatcher while the server runs (never when `seconds` is 0)."""
    task = asyncio.create_task(_every(container, seconds)) if seconds > 0 else None
    try:
        yield
    finally:
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
