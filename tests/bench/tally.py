"""What one run of the load generator (open_loop.py) saw, and the figures reported from it: answers by kind,
latencies from when each request was due, the client's own delay and the machine's stalls (wake-ups of the
generator open_loop.STALL or more late)."""

from __future__ import annotations

import msgspec


class Tally(msgspec.Struct):
    """What one run saw: answers by kind, and the latencies (seconds from due time) of the good ones."""

    sent: int = 0
    good: int = 0  # 2xx
    shed: int = 0  # 503: refused at once by the server's load shedding
    client_errors: int = 0  # 4xx (a cart refusal, a rate limit)
    server_errors: int = 0  # 5xx other than 503
    timeouts: int = 0
    failures: int = 0  # connection refused or reset
    good_latencies: list[float] = []
    good_from_sent: list[float] = []  # the same answers' seconds from when they were written (server's part)
    answered_latencies: list[float] = []
    good_by_request: dict[int, int] = {}  # index in the rotation -> 2xx answers (acknowledged writes)
    send_lags: list[float] = []  # seconds from due to written: the client's own delay, not the server's
    stalls: list[float] = []  # seconds the generator woke late by, when STALL or more (the machine stalled)


class Level(msgspec.Struct, frozen=True):
    """One run's figures: offered and answered rates per second, latencies of good answers in ms."""

    name: str
    offered_rps: float
    seconds: float
    sent: int
    goodput_rps: float
    shed: int
    client_errors: int
    server_errors: int
    timeouts: int
    failures: int
    p50_ms: float
    p99_ms: float
    answered_p99_ms: float
    send_lag_p99_ms: float  # the client's own delay before sending (its CPU or connections); keep it small
    # The good answers' p99 from when they were written, not due: the server's part, without the client's
    # own delay (runs before this lack it).
    p99_from_sent_ms: float = 0.0
    # The generator's own wake-ups STALL or more late: the machine stalled (runs before this lack them).
    machine_stalls: int = 0
    longest_stall_ms: float = 0.0


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


def level(name: str, offered: float, seconds: float, tally: Tally) -> Level:
    """A run's figures for the report."""
    return Level(
        name=name,
        offered_rps=round(offered, 1),
        seconds=round(seconds, 1),
        sent=tally.sent,
        goodput_rps=round(tally.good / seconds, 1),
        shed=tally.shed,
        client_errors=tally.client_errors,
        server_errors=tally.server_errors,
        timeouts=tally.timeouts,
        failures=tally.failures,
        p50_ms=round(_percentile(tally.good_latencies, 0.50), 2),
        p99_ms=round(_percentile(tally.good_latencies, 0.99), 2),
        answered_p99_ms=round(_percentile(tally.answered_latencies, 0.99), 2),
        send_lag_p99_ms=round(_percentile(tally.send_lags, 0.99), 2),
        p99_from_sent_ms=round(_percentile(tally.good_from_sent, 0.99), 2),
        machine_stalls=len(tally.stalls),
        longest_stall_ms=round(max(tally.stalls, default=0.0) * 1000, 1),
    )
