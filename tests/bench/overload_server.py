"""The server the overload and soak benchmarks measure (overload.py, soak.py): our application on Granian with
two workers, run behind the load generator in the scheduler, its JSON log in the benchmark's logs folder."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from tests.bench.databases import MEDIA_DIR, Database
from tests.bench.run import LOGS, UNLIMITED
from tests.bench.servers import granian

REST = 3.0  # seconds between runs, for the server to finish what it was given
# Shoppers' browsers run on their own machines; here the load generator shares two cores with the server.
# Run behind the generator in the scheduler, the server still gets every cycle the generator leaves, and
# a request is sent when it is due instead of when the busy server lets the generator run (at 2x, the
# generator's own send lag reached a p99 of 239 ms at the same priority, counted as the server's latency).
SERVER_NICENESS = 5


def _env(database: Database) -> dict[str, str]:
    return {
        "LOG_LEVEL": "WARNING",
        "LOG_JSON": "true",
        "MEDIA_DIR": str(MEDIA_DIR),
        "DATABASE_URL": database.url,
        "STOREFRONT_SECRET_KEY": "overload-secret-of-at-least-thirty-two-bytes",
        **UNLIMITED,
    }


def server_log(database: Database, label: str) -> Path:
    return LOGS / f"overload-{label}-{database.name}.log"


@contextlib.contextmanager
def server(
    database: Database, workers: int, label: str, niceness: int = SERVER_NICENESS
) -> Iterator[tuple[int, int]]:
    with granian(
        "adapters.asgi:app",
        _env(database),
        workers,
        "/api/v1/config",
        server_log(database, label),
        niceness=niceness,
    ) as running:
        yield running
