"""How much one worker takes on before it sheds load (see the package's notes)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Capacity:
    """How much one worker takes on: running requests, waiting ones, how long one may wait in a standing
    line, how late the event loop may run (0: not watched) before new requests are refused, and how long
    one may wait in a line that has just formed."""

    active: int = 8
    queue: int = 64
    wait: float = 0.02
    lag_limit: float = 0.1
    burst_wait: float = 0.5
