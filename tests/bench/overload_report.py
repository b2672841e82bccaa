"""The figures of `make bench-overload` (overload.py): each database's capacity, open-loop levels and soak,
the console line of each run, and the Markdown report docs/benchmarks.md quotes."""

from __future__ import annotations

import msgspec

from tests.bench.tally import Level


class Soak(msgspec.Struct, frozen=True):
    """What the soak measured; sizes in MB."""

    seconds: float
    offered_rps: float
    run: Level
    rss_before_mb: list[float]
    rss_after_mb: list[float]
    rss_peak_mb: list[float]
    wal_peak_mb: float | None
    wal_after_mb: float | None
    server_errors: int  # every 5xx, shed ones included
    lost_writes: int
    acknowledged_adds: int
    # The shedder's refusals by reason, from the workers' logs (adapters/http/edge/shedding/refusals.py); runs
    # before it lack them.
    refusals: dict[str, int] = msgspec.field(default_factory=dict)


class DatabaseResults(msgspec.Struct, frozen=True):
    """One database's figures."""

    database: str
    capacity: Level
    levels: list[Level]
    soak: Soak | None


class Results(msgspec.Struct, frozen=True):
    """The whole run."""

    measured_at: str
    workers: int
    databases: list[DatabaseResults]


def print_level(found: Level) -> None:
    print(
        f"  {found.name:9} offered {found.offered_rps:7,.0f}/s  goodput {found.goodput_rps:7,.0f}/s"
        f"  p50 {found.p50_ms:7.1f} ms  p99 {found.p99_ms:7.1f} ms  shed {found.shed:6,}"
        f"  timeouts {found.timeouts:5,}  4xx {found.client_errors:4,}  5xx {found.server_errors:4,}"
        f"  failures {found.failures:4,}  client lag p99 {found.send_lag_p99_ms:.1f} ms"
        f"  p99 from sent {found.p99_from_sent_ms:.1f} ms"
        f"  machine stalls {found.machine_stalls} (longest {found.longest_stall_ms:.0f} ms)",
        flush=True,
    )


def markdown(results: Results) -> str:
    """The report docs/benchmarks.md quotes."""
    out = [
        f"# Overload and soak ({results.measured_at}, {results.workers} workers)",
        "",
        "| database | run | offered/s | goodput/s | p50 ms | p99 ms | p99 from sent, ms | shed (503) | timeouts |"
        " 5xx | machine stalls |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for db in results.databases:
        for found in (db.capacity, *db.levels):
            out.append(
                f"| {db.database} | {found.name} | {found.offered_rps:,.0f} | {found.goodput_rps:,.0f} |"
                f" {found.p50_ms:.1f} | {found.p99_ms:.1f} | {found.p99_from_sent_ms:.1f} | {found.shed:,} |"
                f" {found.timeouts:,} |"
                f" {found.server_errors:,} | {_stalls(found)} |"
            )
    soaks = [db for db in results.databases if db.soak is not None]
    if soaks:
        out += [
            "",
            "| database | soak | RSS per worker before -> after (peak), MB | WAL peak / after, MB | 5xx |"
            " refused by reason | machine stalls | lost acknowledged adds |",
            "|---|---|---|---|---:|---|---|---|",
        ]
        for db in soaks:
            s = db.soak
            assert s is not None
            rss = ", ".join(
                f"{b:.0f} -> {a:.0f} ({p:.0f})"
                for b, a, p in zip(s.rss_before_mb, s.rss_after_mb, s.rss_peak_mb, strict=True)
            )
            wal = "-" if s.wal_peak_mb is None else f"{s.wal_peak_mb:.1f} / {s.wal_after_mb:.1f}"
            out.append(
                f"| {db.database} | {s.seconds:.0f} s at {s.offered_rps:,.0f}/s | {rss} | {wal} |"
                f" {s.server_errors} | {_reasons(s.refusals)} | {_stalls(s.run)} |"
                f" {s.lost_writes} of {s.acknowledged_adds:,} |"
            )
    return "\n".join(out) + "\n"


def _stalls(found: Level) -> str:
    """The machine's stalls the generator saw (open_loop.STALL): during one the server could not answer."""
    if not found.machine_stalls:
        return "none"
    return f"{found.machine_stalls} (longest {found.longest_stall_ms:,.0f} ms)"


def _reasons(counts: dict[str, int]) -> str:
    shown = [f"{reason} {n:,}" for reason, n in counts.items() if n]
    return ", ".join(shown) or "none"
