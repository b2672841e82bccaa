"""Schemathesis hooks for the contract fuzz (loaded through SCHEMATHESIS_HOOKS by tests/fuzz/run.sh)."""

from __future__ import annotations

from typing import Any

import schemathesis


@schemathesis.hook
def before_call(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """Headers as text. The stateful phase links a zone id read from an answer (a JSON number) into the
    `zoneId` header unchanged, and the HTTP client refuses a number there before anything is sent."""
    for headers in (case.headers, kwargs.get("headers")):
        if headers:
            for name, value in list(headers.items()):
                if not isinstance(value, str | bytes):
                    headers[name] = str(value)
