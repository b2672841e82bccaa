"""What the operator changed, told to every process, so that each forgets what it keeps of it.

Processes keep what many requests read (the answer cache, the marketplace's modules and zones, catalogue
totals, cart items): a change of configuration, modules, zones, categories or pages would otherwise show only
when those expire (minutes). `announce()` tells every process to forget them at once: in one process by
calling its listeners; with `REDIS_URL` through one Redis pub/sub channel that every process listens to, so
a change reaches every node within a second. A process whose listening is interrupted (Redis down) forgets
everything when it listens again, since it may have missed a notice; the outage is logged once.

The same channel tells of closed sessions (a logout, a password change, sign out everywhere): each process
drops them from what it remembers of open sessions (adapters/identity/remembered_sessions.py) within a second.
A process that is not hearing the channel (`hearing` is False: Redis down, not yet subscribed) must not
trust what it remembers, since a notice may be passing it by.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import Callable
from typing import Any, Protocol

import structlog

from adapters.redis_link import COOL_DOWN, RedisDown, RedisLink

log = structlog.get_logger("storefront.changes")
CHANNEL = "storefront:changed"
CLOSED = b"closed:"  # a notice of closed sessions: this prefix, then their ids separated by commas
Listener = Callable[[], None]
SessionsListener = Callable[[list[str]], None]
WAIT = 0.25  # seconds one read of the channel waits for a notice


class Changes(Protocol):
    """Where changes are announced and heard."""

    def listen(self, forget: Listener) -> None:
        """Call `forget` in this process whenever a change is announced (by any process)."""
        ...

    async def announce(self) -> None:
        """Tell every process that the operator changed something."""
        ...

    def listen_closed_sessions(self, drop: SessionsListener) -> None:
        """Call `drop` with the ids of sessions closed by any process."""
        ...

    async def announce_closed_sessions(self, session_ids: list[str]) -> None:
        """Tell every process that these sessions are closed (this one at once)."""
        ...

    @property
    def hearing(self) -> bool:
        """True while every notice of any process reaches this one."""
        ...


class _Listeners:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._session_listeners: list[SessionsListener] = []

    def listen(self, forget: Listener) -> None:
        self._listeners.append(forget)

    def listen_closed_sessions(self, drop: SessionsListener) -> None:
        self._session_listeners.append(drop)

    def forget_all(self) -> None:
        for forget in self._listeners:
            forget()

    def drop_sessions(self, session_ids: list[str]) -> None:
        for drop in self._session_listeners:
            drop(session_ids)


class LocalChanges(_Listeners):
    """One process: an announcement calls this process's listeners (those of every container it runs: a
    server has one; a test process or a job runner beside a server may have more)."""

    hearing = True  # there is no other process to hear

    def __init__(self) -> None:
        super().__init__()
        _IN_THIS_PROCESS.add(self)

    async def announce(self) -> None:
        await announce_in_process()

    async def announce_closed_sessions(self, session_ids: list[str]) -> None:
        for changes in list(_IN_THIS_PROCESS):
            changes.drop_sessions(session_ids)

    async def close(self) -> None:
        """Stop hearing this process's announcements."""
        _IN_THIS_PROCESS.discard(self)


_IN_THIS_PROCESS: weakref.WeakSet[LocalChanges] = weakref.WeakSet()


async def announce_in_process() -> None:
    """Tell every listener in this process that something changed (every container without Redis)."""
    for changes in list(_IN_THIS_PROCESS):
        changes.forget_all()


class RedisChanges(_Listeners):
    """Every process: an announcement is published, and each process's listening task calls its listeners."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self._link = RedisLink(url, "change notices")
        self._task: asyncio.Task[None] | None = None
        self._hearing = False

    @property
    def hearing(self) -> bool:
        return self._hearing

    def start(self) -> None:
        """Begin listening (in the running event loop), until `close`."""
        self._task = asyncio.create_task(self._listen())

    async def announce(self) -> None:
        self.forget_all()  # this process at once, the others through the channel
        await self._link.run(lambda client: client.publish(CHANNEL, b"changed"))

    async def announce_closed_sessions(self, session_ids: list[str]) -> None:
        if not session_ids:
            return
        self.drop_sessions(session_ids)  # this process at once, the others through the channel
        notice = CLOSED + ",".join(session_ids).encode()
        await self._link.run(lambda client: client.publish(CHANNEL, notice))

    def _heard(self, data: object) -> None:
        if isinstance(data, bytes) and data.startswith(CLOSED):
            self.drop_sessions(data[len(CLOSED) :].decode().split(","))
        else:
            self.forget_all()

    async def _listen(self) -> None:
        interrupted = False
        while True:
            pubsub: Any = self._link.client.pubsub()
            try:
                await pubsub.subscribe(CHANNEL)
                if interrupted:  # a notice may have been missed meanwhile
                    self.forget_all()
                    log.info("change notices heard again")
                    interrupted = False
                self._hearing = True
                while True:  # a short wait per read: the pool's reply timeout is short too
                    message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=WAIT)
                    if message is not None and message.get("type") == "message":
                        self._heard(message.get("data"))
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # down or cut off: say so once, try again after the cool-down
                self._hearing = False
                if not interrupted:
                    log.warning("change notices not heard", error=type(exc).__name__)
                interrupted = True
                await asyncio.sleep(COOL_DOWN)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()

    async def close(self) -> None:
        """Stop listening and close the connections."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self._link.close()


__all__ = ["CHANNEL", "Changes", "LocalChanges", "RedisChanges", "RedisDown", "announce_in_process"]
