"""Results: each storefront figure as a ratio of its ceiling, judged against the targets (JSON, Markdown)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import msgspec

from tests.bench.endpoints import ENDPOINTS, Endpoint
from tests.bench.metrics import Measurement

RESULTS = Path(__file__).with_name("results")
FRAMEWORK = "framework ceiling"
DATA = "data ceiling"
CART = "cart ceiling"
CEILINGS = {"cacheable": FRAMEWORK, "catalogue": DATA, "cart": CART, "account": FRAMEWORK, "login": FRAMEWORK}
STOREFRONT = "storefront"


class Run(msgspec.Struct, frozen=True):
    """One measurement: server, database phase (the framework ceiling uses no database), endpoint."""

    server: str
    database: str
    endpoint: str
    measurement: Measurement


class Verdict(msgspec.Struct, frozen=True):
    """A storefront endpoint on one database against its ceiling and the targets."""

    database: str
    endpoint: str
    rps: float
    p50_ms: float
    p99_ms: float
    cpu_ms_per_request: float
    database_cpu_ms_per_request: float
    background_cpu_share: float
    errors: int
    ceiling: str
    ceiling_rps: float | None
    ratio: float | None
    cpu_ratio: float | None  # the same comparison by CPU time per request: steadier on a busy machine
    min_ratio: float
    max_p99_ms: float
    of_framework: float | None
    ratio_met: bool
    p99_met: bool
    met: bool


class Setup(msgspec.Struct, frozen=True):
    """How the run was made, so figures from two runs can be compared honestly."""

    date: str
    command: str
    cpus: int
    workers: int
    connections: int
    threads: int
    duration_s: float
    warmup_s: float
    items: dict[str, int]
    notes: list[str]


class Results(msgspec.Struct, frozen=True):
    """Everything one `make bench` measured."""

    setup: Setup
    verdicts: list[Verdict]
    runs: list[Run]


def _find(runs: list[Run], server: str, database: str, endpoint: str) -> Measurement | None:
    for run in runs:
        if (run.server, run.database, run.endpoint) == (server, database, endpoint):
            return run.measurement
    return None


def _ratio(ours: Measurement, ceiling: Measurement | None) -> float | None:
    return round(ours.rps / ceiling.rps, 2) if ceiling is not None and ceiling.rps > 0 else None


def _cpu_ratio(ours: Measurement, ceiling: Measurement | None) -> float | None:
    if ceiling is None:
        return None
    spent = ours.cpu_ms_per_request + ours.database_cpu_ms_per_request
    needed = ceiling.cpu_ms_per_request + ceiling.database_cpu_ms_per_request
    return round(needed / spent, 2) if spent > 0 else None


def _verdict(runs: list[Run], run: Run, endpoint: Endpoint) -> Verdict:
    ours = run.measurement
    framework = _find(runs, FRAMEWORK, run.database, endpoint.name)
    ceiling_name, min_ratio = CEILINGS[endpoint.kind], endpoint.min_ratio
    ceiling = _find(runs, ceiling_name, run.database, endpoint.name)
    ratio = _ratio(ours, ceiling)
    ratio_met = ratio is not None and ratio >= min_ratio and ours.errors == 0
    p99_met = ours.p99_ms < endpoint.max_p99_ms and ours.errors == 0
    return Verdict(
        database=run.database,
        endpoint=endpoint.name,
        rps=ours.rps,
        p50_ms=ours.p50_ms,
        p99_ms=ours.p99_ms,
        cpu_ms_per_request=ours.cpu_ms_per_request,
        database_cpu_ms_per_request=ours.database_cpu_ms_per_request,
        background_cpu_share=ours.background_cpu_share,
        errors=ours.errors,
        ceiling=ceiling_name,
        ceiling_rps=ceiling.rps if ceiling else None,
        ratio=ratio,
        cpu_ratio=_cpu_ratio(ours, ceiling),
        min_ratio=min_ratio,
        max_p99_ms=endpoint.max_p99_ms,
        of_framework=_ratio(ours, framework),
        ratio_met=ratio_met,
        p99_met=p99_met,
        met=ratio_met and p99_met,
    )


def verdicts(runs: list[Run]) -> list[Verdict]:
    """Judge every storefront measurement against its ceiling and the p99 target."""
    by_name = {e.name: e for e in ENDPOINTS}
    return [_verdict(runs, r, by_name[r.endpoint]) for r in runs if r.server == STOREFRONT]


def _number(value: float | None, digits: int = 0) -> str:
    return "n/a" if value is None else f"{value:,.{digits}f}"


def _cpu(m: Measurement | Verdict) -> str:
    database = m.database_cpu_ms_per_request
    return f"{m.cpu_ms_per_request:.3f}" + (f" + {database:.3f}" if database else "")


NOISY = 0.10  # share of the machine other processes may use before a run is flagged


def markdown(results: Results) -> str:
    """Two Markdown tables: the storefront against its ceilings, and the ceilings themselves."""
    s = results.setup
    lines = [
        f"Measured {s.date} with `{s.command}`: Granian with {s.workers} worker(s) on {s.cpus} cores, "
        f"wrk on the same machine with {s.connections} connections and {s.threads} threads, "
        f"{s.duration_s:g} s per endpoint after a {s.warmup_s:g} s warm-up. CPU ms/req is the server's "
        "processes (+ the PostgreSQL backends serving them); other load is the share of the machine used "
        "by anything else during the run. Ratio is our req/s over the ceiling's (the target); CPU ratio "
        "compares CPU time per request the same way, which other work on the machine disturbs less.",
        "",
        "| Database | Endpoint | req/s | p50 ms | p99 ms | CPU ms/req | Other load | Ceiling | Ceiling req/s "
        "| Ratio | CPU ratio | Of framework | Target | Met |",
        "|---|---|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|---|---|",
    ]
    for v in results.verdicts:
        target = f">= {v.min_ratio:g}, p99 < {v.max_p99_ms:g} ms"
        missed = [n for n, ok in (("ratio", v.ratio_met), ("p99", v.p99_met)) if not ok]
        errors = f", {v.errors} errors" if v.errors else ""
        lines.append(
            f"| {v.database} | {v.endpoint} | {_number(v.rps)} | {v.p50_ms:.2f} | {v.p99_ms:.2f} | {_cpu(v)} "
            f"| {v.background_cpu_share:.0%} | {v.ceiling} | {_number(v.ceiling_rps)} "
            f"| {_number(v.ratio, 2)} "
            f"| {_number(v.cpu_ratio, 2)} | {_number(v.of_framework, 2)} | {target} "
            f"| {'met' if v.met else 'missed (' + ', '.join(missed) + errors + ')'} |"
        )
    lines += [
        "",
        "| Ceiling | Database | Endpoint | req/s | p50 ms | p99 ms | CPU ms/req | Other load |",
        "|---|---|---|--:|--:|--:|--:|--:|",
    ]
    for r in results.runs:
        if r.server != STOREFRONT:
            m = r.measurement
            database = r.database if r.server != FRAMEWORK else f"none ({r.database} phase)"
            lines.append(
                f"| {r.server} | {database} | {r.endpoint} | {_number(m.rps)} | {m.p50_ms:.2f} "
                f"| {m.p99_ms:.2f} | {_cpu(m)} | {m.background_cpu_share:.0%} |"
            )
    noisy = [r for r in results.runs if r.measurement.background_cpu_share > NOISY]
    notes = list(s.notes)
    if noisy:
        notes.append(
            f"{len(noisy)} of {len(results.runs)} runs shared the machine with other work (over {NOISY:.0%} "
            "of it): their figures are lower, and their tails longer, than on a quiet machine."
        )
    if notes:
        lines += ["", *(f"- {note}" for note in notes)]
    return "\n".join(lines) + "\n"


def write(results: Results, directory: Path = RESULTS) -> Path:
    """Write latest.json and latest.md; return the Markdown file."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "latest.json").write_bytes(
        msgspec.json.format(msgspec.json.encode(results), indent=2) + b"\n"
    )
    target = directory / "latest.md"
    target.write_text(markdown(results))
    return target


def now() -> str:
    """The current time, to the second, for the results file."""
    return dt.datetime.now().astimezone().replace(microsecond=0).isoformat()
