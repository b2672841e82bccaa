"""The one way the tests wait: for a condition, looked at again and again until it holds, within a deadline
(the short pauses between looks only let the other side run; no test waits a fixed time instead)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

Found = TypeVar("Found")
PAUSE = 0.02  # seconds between two looks at a condition


def wait_for(check: Callable[[], object], what: str, within: float) -> None:
    """Return once `check()` is truthy; past `within` seconds, fail naming `what`."""
    ends = time.monotonic() + within
    while not check():
        if time.monotonic() > ends:
            raise AssertionError(f"{what}: not within {within} s")
        time.sleep(PAUSE)


async def until(
    check: Callable[[], Awaitable[Found]],
    timeout: float = 10,  # noqa: ASYNC109 (it is the timeout)
    what: Callable[[], str] | None = None,
    pause: float = PAUSE,
) -> Found:
    """The first truthy value of `check`, evaluated again and again until it is truthy; after `timeout`
    seconds the test fails with the last value (and `what()`: what was awaited and what was seen).
    `pause`: longer where each look costs the other side work (a fleet's health, asked over HTTP)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = await check()
        if value:
            return value
        if loop.time() >= deadline:
            raise AssertionError(f"{what() + ': ' if what else ''}still {value!r} after {timeout} s")
        await asyncio.sleep(pause)
