"""The test process (and so the server it runs in-process) on another machine time zone, as a server whose
machine is set to a zone other than the marketplace's would be."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator


@contextlib.contextmanager
def machine_time_zone(name: str) -> Iterator[None]:
    """The process's local time zone is `name` (TZ) until the block ends."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()
