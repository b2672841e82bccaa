"""Past its capacity a worker answers 503 at once, and work for a client that has gone is cancelled."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import structlog

from adapters.http.edge.shedding import refusals
from adapters.http.edge.shedding.capacity import Capacity
from adapters.http.edge.shedding.line import LINE_INTERVAL, Slots
from adapters.http.edge.shedding.loop_lag import PROBE_EVERY
from adapters.http.edge.shedding.middleware import shedding_middleware
from adapters.settings import ACTIVE_ON_POSTGRES, ACTIVE_ON_SQLITE, Settings
from tests.waiting import until

Message = dict[str, Any]


class Recorder:
    """An ASGI send that keeps what was sent."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def __call__(self, message: Message) -> None:
        self.messages.append(message)

    @property
    def status(self) -> int | None:
        return next((m["status"] for m in self.messages if m["type"] == "http.response.start"), None)


def scope(path: str = "/api/v1/items/latest") -> dict[str, Any]:
    return {"type": "http", "method": "GET", "path": path, "headers": []}


def request_then(disconnect_after: asyncio.Event | None = None) -> Any:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": b"", "more_body": False}
        if disconnect_after is not None:
            await disconnect_after.wait()
            return {"type": "http.disconnect"}
        await asyncio.Event().wait()  # the client stays
        return {}

    return receive


async def started_by(started: list[str], count: int) -> None:
    """Return once `count` requests reached the app (every task created before has run to its first wait by
    then: one waiting for a slot is in line)."""

    async def reached() -> bool:
        return len(started) >= count

    await until(reached, timeout=1)


class HeldUp:
    """The event loop held up, without a test sleeping for it: `held_up(seconds)` moves the loop's clock on
    at once, so every timer due meanwhile runs that late, as after a loop busy for that long."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        loop = asyncio.get_running_loop()
        own_clock = loop.time
        self.by = 0.0
        monkeypatch.setattr(loop, "time", lambda: own_clock() + self.by)

    def __call__(self, seconds: float) -> None:
        self.by += seconds


async def due_ones_ran() -> None:
    """Return once every timer due by now has run: the loop runs due timers in the order they fell due."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[None] = loop.create_future()
    loop.call_at(loop.time(), done.set_result, None)
    await done


def held_app(release: asyncio.Event, started: list[str]) -> Any:
    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        started.append(scope["path"])
        await release.wait()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"{}"})

    return app


async def test_past_the_queue_a_request_is_refused_at_once() -> None:
    release, started = asyncio.Event(), []
    shed = shedding_middleware(held_app(release, started), Capacity(active=1, queue=1, wait=5))
    first, second, third = Recorder(), Recorder(), Recorder()
    running = asyncio.create_task(shed(scope(), request_then(), first))
    waiting = asyncio.create_task(shed(scope(), request_then(), second))
    await started_by(started, 1)
    await asyncio.wait_for(shed(scope(), request_then(), third), 1)  # no slot, no room to wait
    assert third.status == 503
    assert (b"retry-after", b"1") in third.messages[0]["headers"]
    length = dict(third.messages[0]["headers"])[b"content-length"]
    assert int(length) == len(third.messages[1]["body"])  # not sent in chunks
    release.set()
    await asyncio.gather(running, waiting)
    assert (first.status, second.status) == (200, 200)  # the waiting one got its turn


async def test_a_request_that_waits_too_long_is_refused() -> None:
    release, started = asyncio.Event(), []
    shed = shedding_middleware(
        held_app(release, started), Capacity(active=1, queue=4, wait=0.02, burst_wait=0.02)
    )
    first, second = Recorder(), Recorder()
    running = asyncio.create_task(shed(scope(), request_then(), first))
    await started_by(started, 1)
    await shed(scope(), request_then(), second)
    assert second.status == 503
    release.set()
    await running
    assert first.status == 200


async def test_a_burst_waits_its_turn_and_a_standing_line_is_cut_short() -> None:
    """A line that has just formed is a burst: its requests wait up to burst_wait. One that has not emptied
    for LINE_INTERVAL is overload: a request joining it, or a line formed soon after, waits only `wait`."""
    release, started = asyncio.Event(), []
    capacity = Capacity(active=1, queue=8, wait=0.02, burst_wait=5.0)
    shed = shedding_middleware(held_app(release, started), capacity)
    holder, burst, late = Recorder(), Recorder(), Recorder()
    running = asyncio.create_task(shed(scope(), request_then(), holder))
    await started_by(started, 1)
    in_burst = asyncio.create_task(shed(scope(), request_then(), burst))  # forms the line
    await asyncio.sleep(LINE_INTERVAL + 0.05)  # longer than `wait`, and the line still stands
    assert not in_burst.done()
    await asyncio.wait_for(shed(scope(), request_then(), late), 1)  # joins a standing line
    assert late.status == 503
    release.set()
    await asyncio.gather(running, in_burst)
    assert (holder.status, burst.status) == (200, 200)
    # The line has emptied, but the worker was overloaded a moment ago: a new line is not a burst yet.
    release.clear()
    again, joined = Recorder(), Recorder()
    running = asyncio.create_task(shed(scope(), request_then(), again))
    await started_by(started, 3)
    await asyncio.wait_for(shed(scope(), request_then(), joined), 1)
    assert joined.status == 503
    release.set()
    await running


async def test_a_turn_that_comes_after_the_patience_ran_out_is_refused_and_passed_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held_up = HeldUp(monkeypatch)
    slots = Slots(1, 0.01)
    slots.free = 0  # the one slot is taken
    first = asyncio.create_task(slots.wait_for_one(0.02))
    second = asyncio.create_task(slots.wait_for_one(5.0))
    await asyncio.sleep(0)  # both in line
    held_up(0.05)  # a busy loop: the first one's timer is due, and has not run
    slots.release()  # the slot comes free after the first one's patience ran out
    assert await first is False
    assert await second is True  # the slot went on to the next in line
    assert slots.careful_until > 0  # a refusal for waiting: the worker is overloaded


async def test_work_for_a_client_that_has_gone_is_cancelled() -> None:
    release, leave, started = asyncio.Event(), asyncio.Event(), []
    shed = shedding_middleware(held_app(release, started), Capacity(active=1, queue=0, wait=0))
    gone = Recorder()
    request = asyncio.create_task(shed(scope(), request_then(disconnect_after=leave), gone))
    await started_by(started, 1)
    leave.set()
    await asyncio.wait_for(request, 1)  # ends without an answer, and without an error
    assert gone.messages == []
    after = Recorder()
    release.set()
    await shed(scope(), request_then(), after)  # its slot is free again
    assert after.status == 200


async def test_pages_and_files_are_not_counted() -> None:
    release, started = asyncio.Event(), []
    shed = shedding_middleware(held_app(release, started), Capacity(active=1, queue=0, wait=0))
    blocked = asyncio.create_task(shed(scope(), request_then(), Recorder()))
    await started_by(started, 1)
    page = Recorder()
    release.set()
    await shed(scope("/store/1"), request_then(), page)
    await blocked
    assert page.status == 200


async def test_a_waiter_cancelled_once_handed_a_slot_hands_it_on() -> None:
    slots = Slots(1, 0.01)
    slots.free = 0  # the one slot is taken
    waiter = asyncio.create_task(slots.wait_for_one(5))
    await asyncio.sleep(0)
    slots.release()  # handed to the waiter, which has not run yet...
    waiter.cancel()  # ...when its client goes
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert (slots.free, slots.waiting) == (1, 0)  # the slot is free again, not lost


async def test_a_freed_slot_goes_to_the_longest_waiter() -> None:
    slots = Slots(1, 0.01)
    slots.free = 0
    first = asyncio.create_task(slots.wait_for_one(5))
    await asyncio.sleep(0)
    second = asyncio.create_task(slots.wait_for_one(5))
    await asyncio.sleep(0)
    slots.release()
    assert await first
    assert not second.done()
    slots.release()
    assert await second
    assert slots.free == 0


async def test_while_the_event_loop_runs_late_new_requests_are_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held_up = HeldUp(monkeypatch)
    release, started = asyncio.Event(), []
    release.set()
    shed = shedding_middleware(held_app(release, started), Capacity(lag_limit=0.05))
    first = Recorder()
    await shed(scope(), request_then(), first)  # the probe starts with the first request
    for _ in range(2):  # late on two probes in a row: a backlog, not one pause
        held_up(0.12)  # what was due in 5 ms runs 115 ms late
        await due_ones_ran()
    late = Recorder()
    await shed(scope(), request_then(), late)

    async def admitted() -> bool:  # once the loop has caught up and a probe ran on time
        after = Recorder()
        await shed(scope(), request_then(), after)
        return after.status == 200

    await until(admitted)
    assert (first.status, late.status) == (200, 503)
    assert len(started) == 2  # the refused request never reached the app, nor any refused meanwhile


async def test_one_pause_of_the_whole_worker_refuses_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    # The machine stalled, or a long garbage collection: what arrived meanwhile is served, late.
    held_up = HeldUp(monkeypatch)
    release, started = asyncio.Event(), []
    release.set()
    shed = shedding_middleware(held_app(release, started), Capacity(lag_limit=0.05))
    await shed(scope(), request_then(), Recorder())  # the probe starts with the first request
    for _ in range(3):  # a few probes on time
        held_up(PROBE_EVERY)
        await due_ones_ran()
    held_up(0.12)  # the one pause
    await due_ones_ran()
    after = Recorder()
    await shed(scope(), request_then(), after)
    assert after.status == 200


async def test_refusals_are_reported_once_a_second_by_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(refusals, "REPORT_EVERY", 0.05)
    release, started = asyncio.Event(), []
    shed = shedding_middleware(
        held_app(release, started), Capacity(active=1, queue=1, wait=0.01, burst_wait=0.01)
    )
    running = asyncio.create_task(shed(scope(), request_then(), Recorder()))
    await started_by(started, 1)  # the one active place is taken
    answers = [Recorder() for _ in range(3)]
    structlog.contextvars.bind_contextvars(request_id="the-first-refused")
    with structlog.testing.capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
        # The first waits in the line and gives up; the two others find its one place taken.
        await asyncio.gather(*(shed(scope(), request_then(), answer) for answer in answers))

        async def reported() -> bool:
            return any(entry["event"] == "requests refused" for entry in logs)

        await until(reported, timeout=1)  # the next report, REPORT_EVERY after the first refusal
    structlog.contextvars.clear_contextvars()
    release.set()
    await running
    assert [a.status for a in answers] == [503, 503, 503]
    reports = [entry for entry in logs if entry["event"] == "requests refused"]
    assert len(reports) == 1
    assert (reports[0]["log_level"], reports[0]["waited"], reports[0]["line_full"]) == ("warning", 1, 2)
    assert "request_id" not in reports[0]  # not one request's line


def patience_after_moving_line(waited: float, every: float) -> tuple[float, Capacity]:
    """The patience a joiner gets after requests left the line every `every` seconds for twice
    LINE_INTERVAL, each having waited `waited` (times given, so a slow test machine cannot blur them)."""
    slots, capacity = Slots(1, 0.01), Capacity(wait=0.02, burst_wait=5.0)
    now = 100.0
    for _ in range(round(2 * LINE_INTERVAL / every)):
        now += every
        slots._left_line(waited, now)
    return slots.patience(capacity, now), capacity


def test_a_line_that_never_empties_but_moves_quickly_is_not_overload() -> None:
    patience, capacity = patience_after_moving_line(waited=0.002, every=0.001)
    assert patience == capacity.burst_wait


def test_a_line_where_everyone_waits_long_is_overload() -> None:
    patience, capacity = patience_after_moving_line(waited=0.012, every=0.004)
    assert patience == capacity.wait


def test_one_quick_turn_means_the_line_is_not_standing() -> None:
    slots, capacity = Slots(1, 0.01), Capacity(wait=0.02, burst_wait=5.0)
    slots._left_line(0.012, 100.0)
    slots._left_line(0.001, 100.05)  # CoDel: the line emptied its backlog once within the interval
    slots._left_line(0.012, 100.09)
    slots._left_line(0.012, 100.15)
    assert slots.patience(capacity, 100.15) == capacity.burst_wait


async def test_a_request_refused_for_waiting_means_overload_despite_a_quick_turn() -> None:
    slots, capacity = Slots(1, 0.01), Capacity(wait=0.02, burst_wait=5.0)
    slots.free = 0
    assert not await slots.wait_for_one(0.01)  # nobody freed a slot in time
    slots._left_line(0.001, asyncio.get_running_loop().time())  # then someone's turn came quickly
    assert slots.patience(capacity, asyncio.get_running_loop().time()) == capacity.wait


def test_a_worker_on_postgresql_runs_fewer_requests_at_once_than_on_sqlite() -> None:
    # On PostgreSQL a request's time is mostly the database's, on the same cores (settings.py's measure).
    assert Settings(database_url="sqlite+aiosqlite:///var/storefront.db").active_requests == ACTIVE_ON_SQLITE
    assert Settings(database_url="postgresql+asyncpg://shop@db/shop").active_requests == ACTIVE_ON_POSTGRES
    assert ACTIVE_ON_POSTGRES < ACTIVE_ON_SQLITE
    # A setting says otherwise on either.
    assert (
        Settings(database_url="postgresql+asyncpg://shop@db/shop", overload_active=16).active_requests == 16
    )
