"""Named SQL statements, written once for SQLite and PostgreSQL and run by the database gateway.

Templates use `:name` placeholders and three markers, the only differences between the two databases that the
statements need. `col IN_LIST(:name)` becomes `col IN (SELECT value FROM json_each(:name))` on SQLite (the
list bound as JSON text) and `col = ANY($n)` on PostgreSQL (bound as an array); `TRANSLATED_NAME(alias)`
reads `translations.<language>.name`; `JSON_FLAG(alias.column, key)` is true when the JSON object's `key`
holds 1 or true (SQLite's json_extract reads true as 1; PostgreSQL's ->> gives the text '1' or 'true');
`JSON_TEXT(alias.column, key)` is the JSON object's `key` as text (NULL when it has none).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

import msgspec


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement: SQLite text (named `:params`), PostgreSQL text (`$n`) and the names behind `$1..$n`.

    `scans` marks statements whose cost grows with the catalogue (counts, name searches, lists no index
    orders), so a driver that blocks can run them away from the event loop.
    """

    sqlite: str
    postgres: str
    params: tuple[str, ...]
    scans: bool = False


_IN_LIST = re.compile(r"IN_LIST\(:(\w+)\)")
_TRANSLATED = re.compile(r"TRANSLATED_NAME\((\w+)\)")
_JSON_FLAG = re.compile(r"JSON_FLAG\((\w+\.\w+), (\w+)\)")
_JSON_TEXT = re.compile(r"JSON_TEXT\((\w+\.\w+), (\w+)\)")
_PARAM = re.compile(r"(?<![:\w]):([a-z_][a-z0-9_]*)")


def compile_statement(template: str, *, scans: bool = False) -> Statement:
    """Both dialects of `template`."""
    sqlite = _IN_LIST.sub(r"IN (SELECT value FROM json_each(:\1))", template)
    sqlite = _TRANSLATED.sub(r"json_extract(\1.translations, '$.' || :language || '.name')", sqlite)
    sqlite = _JSON_FLAG.sub(r"(COALESCE(json_extract(\1, '$.\2'), 0) = 1)", sqlite)
    sqlite = _JSON_TEXT.sub(r"CAST(json_extract(\1, '$.\2') AS TEXT)", sqlite)
    postgres = _IN_LIST.sub(r"= ANY(:\1)", template)
    postgres = _JSON_FLAG.sub(r"(COALESCE(\1 ->> '\2', '0') IN ('1', 'true'))", postgres)
    postgres = _JSON_TEXT.sub(r"(\1 ->> '\2')", postgres)
    postgres = _TRANSLATED.sub(r"(\1.translations -> :language ->> 'name')", postgres)
    names: list[str] = []

    def number(match: re.Match[str]) -> str:
        if match[1] not in names:
            names.append(match[1])
        return f"${names.index(match[1]) + 1}"

    postgres = _PARAM.sub(number, postgres)
    return Statement(" ".join(sqlite.split()), " ".join(postgres.split()), tuple(names), scans)


def sqlite_value(value: Any) -> Any:
    """A bound value as sqlite3 takes it (the bench's data ceiling binds the same way)."""
    # Lists travel as JSON text for json_each(); dates as ISO text, the way SQLAlchemy stored them.
    if isinstance(value, list):
        return msgspec.json.encode(value).decode()
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


def postgres_args(statement: Statement, values: dict[str, Any]) -> list[Any]:
    """The values of `statement`'s `$1..$n`, in order."""
    return [values[name] for name in statement.params]
