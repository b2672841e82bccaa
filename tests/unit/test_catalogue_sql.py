"""The read model's statements: columns in record order, both dialects from one text, filters left out."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path
from typing import Any

import msgspec
import pytest
from advanced_alchemy.base import BigIntAuditBase
from sqlalchemy import create_engine
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.catalogue import sql
from adapters.db.catalogue.reads import like_pattern
from adapters.db.postgres import PostgresDatabase
from adapters.db.sqlite import SqliteDatabase
from core.catalogue.records import AddOnRecord, CategoryRecord, ItemRecord, ScheduleRecord, StoreRecord
from core.errors import Unavailable

RECORD_STATEMENTS = [
    (CategoryRecord, sql.ROOT_CATEGORIES),
    (CategoryRecord, sql.CATEGORY_FAMILY_BY_SLUG),
    (StoreRecord, sql.POPULAR_STORES),
    (StoreRecord, sql.STORE_BY_SLUG),
    (ScheduleRecord, sql.SCHEDULES),
    (ItemRecord, sql.LATEST_ITEMS),
    (
        ItemRecord,
        sql.item_page("popular", sql.ItemFilters(zone=False, module=False, search=True, translated=True)),
    ),
    (AddOnRecord, sql.ADD_ONS),
    (
        ItemRecord,
        sql.item_page(
            "ending", sql.ItemFilters(zone=True, module=True, flash_sale=True, filters=("veg", "halal"))
        ),
    ),
]


@pytest.fixture(scope="module")
def schema(tmp_path_factory: pytest.TempPathFactory) -> sqlite3.Connection:
    path = tmp_path_factory.mktemp("schema") / "catalogue.db"
    BigIntAuditBase.metadata.create_all(create_engine(f"sqlite:///{path}"))
    return sqlite3.connect(path)


@pytest.mark.parametrize(("record", "statement"), RECORD_STATEMENTS)
def test_columns_come_in_record_field_order(
    schema: sqlite3.Connection, record: type[msgspec.Struct], statement: sql.Statement
) -> None:
    values = {name: "[]" if name.endswith(("_ids", "_types")) else 1 for name in statement.params}
    cursor = schema.execute(statement.sqlite, values)
    assert tuple(c[0] for c in cursor.description) == record.__struct_fields__


def test_postgres_text_numbers_each_name_once_in_order() -> None:
    statement = sql.LATEST_ITEMS
    assert statement.params == ("module_types", "today", "module_id", "zone_ids", "limit", "skip")
    assert "$2" in statement.postgres
    assert ":today" not in statement.postgres
    assert "= ANY($4)" in statement.postgres
    assert "json_each(:zone_ids)" in statement.sqlite


def test_filters_that_are_off_are_not_in_the_text() -> None:
    everywhere = sql.item_page("latest", sql.ItemFilters(zone=False, module=False))
    assert ":zone_ids" not in everywhere.sqlite
    assert ":module_id" not in everywhere.sqlite
    assert "zone_ids" not in everywhere.params
    take_away = sql.store_page("latest", sql.StoreFilters(zone=False, module=False, service="take_away"))
    assert "s.take_away = TRUE" in take_away.sqlite


def test_each_filter_combination_is_compiled_once() -> None:
    filters = sql.ItemFilters(zone=True, module=False, store=True)
    assert sql.item_page("latest", filters) is sql.item_page("latest", sql.ItemFilters(True, False, True))


@pytest.mark.parametrize(
    ("text", "pattern"),
    [("Pizza", "%pizza%"), ("  50% ", "%50\\%%"), ("a_b", "%a\\_b%"), ("c:\\x", "%c:\\\\x%")],
)
def test_search_text_is_matched_literally(text: str, pattern: str) -> None:
    assert like_pattern(text) == pattern


async def test_statements_that_scan_run_away_from_the_event_loop(tmp_path: Path) -> None:
    path = tmp_path / "catalogue.db"
    BigIntAuditBase.metadata.create_all(create_engine(f"sqlite:///{path}"))
    reads = SqliteDatabase(create_async_engine(f"sqlite+aiosqlite:///{path}"), str(path))
    on_the_loop: list[str] = []
    reads._reader.set_trace_callback(on_the_loop.append)
    try:
        count = sql.item_count(sql.ItemFilters(zone=False, module=True))
        assert count.scans
        assert (
            await reads.rows(count, {"module_types": ["food"], "today": dt.date.today(), "module_id": 1})
        )[0][0] == 0
        assert on_the_loop == []
        assert not sql.ADD_ONS.scans
        assert await reads.rows(sql.ADD_ONS, {"add_on_ids": [1]}) == []
        assert len(on_the_loop) == 1
    finally:
        await reads.close()


class BusyPool:
    """A pool whose connections are all taken."""

    def acquire(self, timeout: float) -> Any:
        raise TimeoutError


async def test_an_exhausted_postgres_pool_is_answered_503() -> None:
    engine = create_async_engine("postgresql+asyncpg://nobody@127.0.0.1:1/none")
    reads = PostgresDatabase(engine, BusyPool(), acquire_timeout=0.1)
    with pytest.raises(Unavailable):
        await reads.rows(sql.ADD_ONS, {"add_on_ids": [1]})
    with pytest.raises(Unavailable):
        await reads.transaction(_nothing, lock="customer:1")


async def _nothing(_: object) -> None:
    return None


def test_item_filters_and_the_json_flag_compile_for_both_databases() -> None:
    statement = sql.item_page(
        "ending", sql.ItemFilters(zone=False, module=False, filters=("halal",), flash_sale=True)
    )
    assert "i.is_halal = TRUE" in statement.sqlite
    assert "(COALESCE(json_extract(s.extra, '$.halal_tag_status'), 0) = 1)" in statement.sqlite
    assert "(COALESCE(s.extra ->> 'halal_tag_status', '0') IN ('1', 'true'))" in statement.postgres
    assert "i.flash_sale_ends > :now" in statement.sqlite
    assert "ORDER BY i.flash_sale_ends, i.id DESC" in statement.postgres
    assert "now" in statement.params
