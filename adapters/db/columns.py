"""Column types every context's tables share: money as NUMERIC(12, 2), and JSON objects."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Numeric

Money = Numeric(12, 2)
JSONDict = dict[str, Any]
