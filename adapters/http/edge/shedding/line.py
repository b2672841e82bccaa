"""The slots a worker runs API requests in, and the line for them: who waits, and for how long.

Up to `queue` requests wait in line for one of the `active` slots. How long one may wait depends on how long
the line has been making people wait (after CoDel: the time spent in line, not its length, tells overload).
Normally a request waits up to `burst_wait`, so a burst (a stall of the worker, a page's requests arriving
together) or a busy line that never empties but moves within milliseconds refuses nobody. Once every request
leaving the line for LINE_INTERVAL had waited more than half of `wait`, or someone has been in line for
LINE_INTERVAL, or a request was refused for waiting, the worker is overloaded: for CAREFUL_FOR after that a
request joining waits at most `wait`, which keeps the answered requests' latency short. A request whose turn
comes after its patience ran out (a busy loop runs its timer late too) is refused all the same, and its
slot goes on: at twice the capacity on SQLite, those late turns had made the answered requests' p99 about
100 ms, against 65 to 70 ms without them.
"""

from __future__ import annotations

import asyncio
from collections import deque

from adapters.http.edge.shedding.capacity import Capacity

LINE_INTERVAL = 0.1  # seconds of long waits in line (or one wait this long) that make overload
CAREFUL_FOR = 1.0  # seconds a worker keeps short waits after it saw overload


class Slots:
    """At most `size` requests hold a slot; the others wait their turn, each for a bounded time.

    A taken slot is an integer decrement, with no await: asyncio.Semaphore checks its waiters on every
    acquire, which a request at low load pays for nothing."""

    def __init__(self, size: int, target: float) -> None:
        self.free = size
        self.target = target  # seconds in line that a line which is not overload lets people go within
        self.waiting = 0
        self.slow_since: float | None = None  # since when every request leaving the line waited > target
        self.careful_until = 0.0  # after overload, short waits until then even if the line moves again
        self._waiters: deque[tuple[asyncio.Future[None], float]] = deque()  # with when each joined

    def patience(self, capacity: Capacity, now: float) -> float:
        """How long a request joining the line now may wait: long in a burst, short under overload and for
        CAREFUL_FOR after it (under overload the line empties now and then, when the lateness guard refuses
        everything for a moment: the next line is not a burst)."""
        if self._longest_wait(now) >= LINE_INTERVAL:
            self.careful_until = now + CAREFUL_FOR
        return capacity.wait if now < self.careful_until else capacity.burst_wait

    def _longest_wait(self, now: float) -> float:
        while self._waiters and self._waiters[0][0].done():  # gone: refused, or cancelled with its client
            self._waiters.popleft()
        return now - self._waiters[0][1] if self._waiters else 0.0

    def _left_line(self, waited: float, now: float) -> None:
        """Note how long a request waited before its turn came (CoDel's sojourn time)."""
        if waited <= self.target:
            self.slow_since = None
        elif self.slow_since is None:
            self.slow_since = now
        elif now - self.slow_since >= LINE_INTERVAL:
            self.careful_until = now + CAREFUL_FOR

    async def wait_for_one(self, seconds: float) -> bool:
        """Wait at most `seconds` for a slot handed over by `release`; True when one was."""
        loop = asyncio.get_running_loop()
        turn: asyncio.Future[None] = loop.create_future()
        joined = loop.time()
        self._waiters.append((turn, joined))
        timer = loop.call_later(seconds, _expire, turn)
        self.waiting += 1
        try:
            await turn
        except TimeoutError:
            # Refused for waiting: overload, whatever pace the line kept a moment ago (under overload a
            # quick turn now and then must not give the next requests a burst's patience).
            self.careful_until = loop.time() + CAREFUL_FOR
            return False
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # handed a slot, then cancelled: hand it on
                self.release()
            raise
        finally:
            self.waiting -= 1
            timer.cancel()
        now = loop.time()
        waited = now - joined
        self._left_line(waited, now)
        if waited > seconds:
            # Its turn came after its patience ran out: a busy loop runs the timer late too, and what it ran
            # now would be late however fast. Refused as if the timer had fired; the slot goes on.
            self.careful_until = now + CAREFUL_FOR
            self.release()
            return False
        return True

    def release(self) -> None:
        """Give the slot to the longest waiter still waiting, or back to the free ones."""
        while self._waiters:
            turn, _ = self._waiters.popleft()
            if not turn.done():
                turn.set_result(None)
                return
        self.free += 1


def _expire(turn: asyncio.Future[None]) -> None:
    if not turn.done():
        turn.set_exception(TimeoutError())
