"""Column types every context's tables share: row ids, money as NUMERIC(12, 2), and JSON objects."""

from __future__ import annotations

from typing import Any

from sqlalchemy import BigInteger, Integer, Numeric

# A row id: BIGINT, and on SQLite an alias of the rowid (so it autoincrements, with AUTOINCREMENT where the
# table asks for it).
Id = BigInteger().with_variant(Integer(), "sqlite")
Money = Numeric(12, 2)
JSONDict = dict[str, Any]
