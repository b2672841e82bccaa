"""`make bench`: our server and its ceilings under the same load, on SQLite and on PostgreSQL.

Usage: python -m tests.bench.run [--duration S] [--warmup S] [--workers N] [--only ENDPOINT ...]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from tests.bench import accounts, agreement, carts, keys
from tests.bench.databases import (
    BENCH_DIR,
    MEDIA_DIR,
    Database,
    backend_pids,
    postgres_admin_url,
    postgres_database,
    sqlite_database,
)
from tests.bench.endpoints import ENDPOINTS, Endpoint
from tests.bench.load import LoadSettings, Request, run_wrk, write_requests, wrk_path
from tests.bench.metrics import Measurement, measure, wait_for_quiet
from tests.bench.report import (
    CART,
    DATA,
    FRAMEWORK,
    RESULTS,
    STOREFRONT,
    Results,
    Run,
    Setup,
    markdown,
    now,
    verdicts,
    write,
)
from tests.bench.servers import NO_SHEDDING_ENV, granian

# wrk is one client sending thousands of requests a second: the rate limits would answer most with 429.
LIMITED = ("READS", "WRITES", "GUESTS", "LOGIN", "SIGN_UP", "OTP_SEND", "OTP_VERIFY")
ACCOUNT_LIMITED = ("LOGIN", "SIGN_UP", "OTP_SEND", "OTP_VERIFY")
UNLIMITED = {
    **{f"RATE_LIMIT_{purpose}": "1000000000/1" for purpose in LIMITED},
    **{f"RATE_LIMIT_{purpose}_ACCOUNT": "1000000000/1" for purpose in ACCOUNT_LIMITED},
}
# Measured on 2 cores with wrk on the same machine: see docs/benchmarks.md.
DEFAULT_WORKERS = 2
WORK = BENCH_DIR / "run"
LOGS = BENCH_DIR / "logs"


class Server(msgspec.Struct, frozen=True):
    """An application to measure: its name in the results, its Granian target, a path that answers 200."""

    name: str
    target: str
    ready: str


FRAMEWORK_APP = Server(FRAMEWORK, "tests.bench.ceilings.framework:app", "/api/v1/config")
DATA_APP = Server(DATA, "tests.bench.ceilings.data:app", "/ready")
CART_APP = Server(CART, "tests.bench.ceilings.cart:app", "/ready")
STOREFRONT_APP = Server(STOREFRONT, "adapters.asgi:app", "/api/v1/config")
SERVERS = (FRAMEWORK_APP, DATA_APP, CART_APP, STOREFRONT_APP)
# Which servers measure an endpoint of each kind, in order: the ceilings first, then ours.
MEASURED_BY = {
    "cacheable": (FRAMEWORK, STOREFRONT),
    "catalogue": (FRAMEWORK, DATA, STOREFRONT),
    "cart": (CART, STOREFRONT),
    "account": (FRAMEWORK, STOREFRONT),
    "login": (FRAMEWORK, STOREFRONT),
}
ACCOUNT_KINDS = frozenset({"account", "login"})


class Bench:
    """One benchmark run: the load settings, the endpoints measured, and the runs measured so far."""

    def __init__(
        self, load: LoadSettings, workers: int, endpoints: Sequence[Endpoint], quiet_wait: float
    ) -> None:
        self.load = load
        self.workers = workers
        self.quiet_wait = quiet_wait
        self.endpoints = list(endpoints)
        self.runs: list[Run] = []
        self.items: dict[str, int] = {}

    def rotations(self, database: Database) -> dict[str, tuple[Path, list[Request]]]:
        """Each read endpoint's rotation drawn from `database`, and its file, by endpoint name."""
        catalogue = keys.read_catalogue(database.url)
        self.items[database.name] = catalogue.item_count
        rotations = {}
        for endpoint in self.endpoints:
            if endpoint.kind not in ACCOUNT_KINDS and endpoint.kind != "cart":
                requests = keys.requests(endpoint.name, catalogue)
                rotations[endpoint.name] = _write(database, endpoint.name, requests), requests
        return rotations

    def cart_rotations(self, database: Database, storefront_port: int) -> dict[str, dict[str, Path]]:
        """Guests with carts made through our server, then each cart endpoint's file per server."""
        wanted = [e for e in self.endpoints if e.kind == "cart"]
        if not wanted:
            return {}
        guests = carts.prepare(database, storefront_port, self.load.connections)
        print(f"  {len(guests)} guests with {carts.LINES_PER_CART} cart lines each", flush=True)
        files = {}
        for endpoint in wanted:
            found = carts.rotations(endpoint.name, guests, self.load.threads)
            files[endpoint.name] = {
                STOREFRONT: _write(database, endpoint.name, found.ours),
                CART: _write(database, f"{endpoint.name}-ceiling", found.ceiling),
            }
        return files

    def account_rotations(self, database: Database, storefront_port: int) -> dict[str, Path]:
        """Customers signed up through our server, then each account endpoint's file (one for every server)."""
        wanted = [e for e in self.endpoints if e.kind in ACCOUNT_KINDS]
        if not wanted:
            return {}
        customers = accounts.prepare(storefront_port, self.load.connections, database.name)
        print(f"  {len(customers)} customers signed up", flush=True)
        return {e.name: _write(database, e.name, accounts.requests(e.name, customers)) for e in wanted}

    def phase(self, database: Database) -> None:
        """Measure every endpoint on the framework ceiling, the data ceiling and our server, on `database`."""
        # The three servers run side by side (idle ones cost nothing) and each endpoint is measured on them
        # back to back, so a ratio compares figures taken seconds apart, under the same conditions.
        rotations = self.rotations(database)
        env = {
            "LOG_LEVEL": "WARNING",
            "MEDIA_DIR": str(MEDIA_DIR),
            "DATABASE_URL": database.url,
            # One secret for every worker: a token signed by one is honoured by the others.
            "STOREFRONT_SECRET_KEY": "bench-secret-of-at-least-thirty-two-bytes",
            **UNLIMITED,
            # wrk keeps 64 requests in flight on purpose, more than a worker runs at once: throughput is
            # measured here, not the shedder.
            **NO_SHEDDING_ENV,
        }
        with contextlib.ExitStack() as stack:
            running = {}
            for server in SERVERS:
                log = LOGS / f"{server.name.replace(' ', '-')}-{database.name}.log"
                running[server.name] = stack.enter_context(
                    granian(server.target, env, self.workers, server.ready, log)
                )
            writes = self.cart_rotations(database, running[STOREFRONT][1])
            account_files = self.account_rotations(database, running[STOREFRONT][1])
            for endpoint in self.endpoints:
                if endpoint.kind == "catalogue":
                    ours, ceiling = running[STOREFRONT][1], running[DATA][1]
                    agreement.check(ours, ceiling, endpoint.name, rotations[endpoint.name][1])
                for server in SERVERS:
                    if server.name in MEASURED_BY[endpoint.kind]:
                        if endpoint.kind == "cart":
                            requests = writes[endpoint.name][server.name]
                        elif endpoint.kind in ACCOUNT_KINDS:
                            requests = account_files[endpoint.name]
                        else:
                            requests = rotations[endpoint.name][0]
                        self.run(server, running[server.name], database, endpoint, requests)

    def run(
        self, server: Server, process: tuple[int, int], database: Database, endpoint: Endpoint, requests: Path
    ) -> None:
        """Warm `server` up on `endpoint`, then measure it."""
        pid, port = process
        # Cart writes: each wrk thread keeps to its own guests (see carts.py).
        wrk = functools.partial(run_wrk, port, requests, load=self.load, split=endpoint.kind == "cart")
        # Warm-up: fills caches and pools and wakes every worker before the clock starts.
        wrk(self.load.warmup)
        backends = backend_pids(database) if server.name != FRAMEWORK else []
        wait_for_quiet(self.quiet_wait)
        m = measure(pid, functools.partial(wrk, self.load.duration), backends)
        self.runs.append(Run(server.name, database.name, endpoint.name, m))
        _print(server.name, database.name, endpoint.name, m)


def _write(database: Database, name: str, requests: list[Request]) -> Path:
    path = WORK / f"{database.name}-{name.replace('/', '-')}.txt"
    print(f"  {name}: rotating over {write_requests(requests, path):,} requests", flush=True)
    return path


def _print(server: str, database: str, endpoint: str, m: Measurement) -> None:
    database_cpu = f" + {m.database_cpu_ms_per_request:.3f} db" if m.database_cpu_ms_per_request else ""
    errors = f"  {m.errors} ERRORS" if m.errors else ""
    print(
        f"  {server:17} {database or '-':10} {endpoint:15} {m.rps:9,.0f} req/s  p50 {m.p50_ms:6.2f} ms"
        f"  p99 {m.p99_ms:6.2f} ms  CPU {m.cpu_ms_per_request:.3f}{database_cpu} ms/req"
        f"  other load {m.background_cpu_share:4.0%}{errors}",
        flush=True,
    )


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.run", description=__doc__)
    parser.add_argument("--duration", type=float, default=8.0, help="seconds measured per endpoint")
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds of load before each measurement")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads")
    parser.add_argument(
        "--workers", type=int, default=DEFAULT_WORKERS, help="Granian workers of every server"
    )
    parser.add_argument("--only", nargs="+", choices=[e.name for e in ENDPOINTS], help="measure only these")
    parser.add_argument("--no-postgres", action="store_true", help="measure on SQLite only")
    parser.add_argument(
        "--quiet-wait", type=float, default=5.0, help="seconds to wait for other work to pause before a run"
    )
    parser.add_argument("--results", type=Path, default=RESULTS, help="where latest.json and latest.md go")
    return parser.parse_args(argv)


def _measure_all(bench: Bench, args: argparse.Namespace) -> list[str]:
    notes: list[str] = []
    print("SQLite: preparing the seeded catalogue", flush=True)
    with sqlite_database(WORK) as sqlite:
        bench.phase(sqlite)
    admin = None if args.no_postgres else postgres_admin_url()
    if admin is None:
        reason = "--no-postgres was given" if args.no_postgres else "the server was unreachable"
        notes.append(f"PostgreSQL was not measured: {reason}.")
        return notes
    print("PostgreSQL: creating and seeding a fresh database", flush=True)
    with postgres_database(admin) as postgres:
        bench.phase(postgres)
    return notes


def main(argv: Sequence[str] | None = None) -> None:
    """Run the whole benchmark and write tests/bench/results/latest.{json,md}."""
    args = _arguments(argv)
    wrk_path()
    load = LoadSettings(args.connections, args.threads, args.duration, args.warmup)
    endpoints = [e for e in ENDPOINTS if not args.only or e.name in args.only]
    bench = Bench(load, args.workers, endpoints, args.quiet_wait)
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    try:
        notes = _measure_all(bench, args)
    finally:
        shutil.rmtree(WORK, ignore_errors=True)
    given = list(sys.argv[1:] if argv is None else argv)
    results = Results(
        setup=Setup(
            date=now(),
            command=" ".join(["python -m tests.bench.run", *given]) if given else "make bench",
            cpus=os.cpu_count() or 0,
            workers=args.workers,
            connections=load.connections,
            threads=load.threads,
            duration_s=load.duration,
            warmup_s=load.warmup,
            items=bench.items,
            notes=notes,
        ),
        verdicts=verdicts(bench.runs),
        runs=bench.runs,
    )
    written = write(results, args.results)
    print()
    print(markdown(results))
    print(f"Written to {written} and {written.with_suffix('.json')}")


if __name__ == "__main__":
    main()
