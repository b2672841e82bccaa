"""Stored JSON sent as it is: the same values on the wire, and the same OpenAPI schemas as decoded fields."""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
from litestar import Litestar, get

from core.catalogue.answers import AnswerBuilder
from core.catalogue.model import CategoryDetails, Item, Store
from core.catalogue.wire import EMPTY_LIST, EMPTY_OBJECT
from tests.unit.test_catalogue_service import VALID, Media, item_record, store_record

MONDAY_NOON = dt.datetime(2026, 6, 15, 12, 0)
# Fields that carry stored JSON, with the type they had when decoded (and the web client's types say).
RAW_FIELDS: dict[str, dict[str, Any]] = {
    "Item": {
        "generic_name": list[str],
        "tags": list[str],
        "nutritions_name": list[str],
        "allergies_name": list[str],
        "extra": dict[str, Any],
    },
    "Store": {"extra": dict[str, Any]},
    "Category": {"extra": dict[str, Any]},
}


def build() -> AnswerBuilder:
    return AnswerBuilder(Media(), "en", MONDAY_NOON)


def test_stored_lists_and_objects_go_out_as_they_are_stored() -> None:
    record = item_record(
        1, tags='["spicy", "caf\\u00e9"]', allergies='["Milk"]', extra='{"seats": 4, "fuel": "electric"}'
    )
    item = build().item(record, {})
    assert (bytes(item.tags), bytes(item.allergies_name), bytes(item.extra)) == (
        b'["spicy", "caf\\u00e9"]',
        b'["Milk"]',
        b'{"seats": 4, "fuel": "electric"}',
    )
    assert item.generic_name is EMPTY_LIST  # "[]", as most rows hold
    sent = msgspec.json.decode(msgspec.json.encode(item))
    assert (sent["tags"], sent["extra"]) == (["spicy", "café"], {"seats": 4, "fuel": "electric"})
    assert sent["flash_sale"] == 0


def test_flash_sale_is_read_from_the_stored_extra() -> None:
    assert build().item(item_record(1, extra='{"flash_sale": true}'), {}).flash_sale == 1
    assert build().item(item_record(1, extra='{"flash_sale": 0}'), {}).flash_sale == 0
    assert build().item(item_record(1, extra="{}"), {}).extra is EMPTY_OBJECT


def test_a_flash_sale_runs_until_the_minute_it_ends() -> None:
    running = build().item(item_record(1, flash_sale_ends="2026-06-15 12:01"), {})
    assert (running.flash_sale, running.flash_sale_ends) == (1, "2026-06-15 12:01")
    ended = build().item(item_record(1, flash_sale_ends="2026-06-15 12:00"), {})
    assert (ended.flash_sale, ended.flash_sale_ends) == (0, None)
    assert build().item(item_record(1), {}).flash_sale_ends is None


def test_store_and_category_extras_go_out_as_stored() -> None:
    store = build().store(store_record(1, extra='{"halal_tag_status": 1, "note": "x"}'), [])
    assert bytes(store.extra) == b'{"halal_tag_status": 1, "note": "x"}'
    assert store.halal_tag_status == 1


def test_items_of_one_store_read_at_different_moments_keep_their_own_store_values() -> None:
    # A cart builds rows read before and after a change of the store with one builder.
    builder = build()
    before = builder.item(item_record(1, store_discount=VALID, store_extra='{"halal_tag_status": 1}'), {})
    after = builder.item(item_record(2, store_discount=None, store_extra='{"halal_tag_status": 0}'), {})
    again = builder.item(item_record(3, store_discount=VALID, store_extra='{"halal_tag_status": 1}'), {})
    assert (before.store_discount, before.halal_tag_status) == (10.0, 1)
    assert (after.store_discount, after.restaurant_discount, after.halal_tag_status) == (0.0, 0.0, 0)
    assert (again.store_discount, again.halal_tag_status) == (10.0, 1)


def test_items_repeating_an_option_list_answer_equal_lists() -> None:
    food = '[{"name": "Size", "type": "single", "values": [{"label": "L", "optionPrice": "2"}]}]'
    choices = '[{"title": "Colour", "options": ["Red"]}]'
    builder = build()
    first, second = (
        builder.item(item_record(i, food_variations=food, choice_options=choices), {}) for i in (1, 2)
    )
    assert first.food_variations == second.food_variations
    assert first.food_variations[0].values[0].option_price == 2.0
    assert msgspec.to_builtins(second.choice_options) == [{"title": "Colour", "options": ["Red"], "name": ""}]


def _component_schemas(*types: Any) -> dict[str, Any]:
    handlers = [get(f"/{n}", sync_to_thread=False)(_returning(t)) for n, t in enumerate(types)]
    schemas: dict[str, Any] = Litestar(handlers).openapi_schema.to_schema()["components"]["schemas"]
    return schemas


def _returning(answer_type: Any) -> Any:
    def handler() -> Any:
        raise NotImplementedError

    handler.__annotations__["return"] = answer_type
    return handler


def test_fields_sent_as_stored_are_documented_like_the_decoded_fields() -> None:
    schemas = _component_schemas(Item, Store, CategoryDetails)
    for name, fields in RAW_FIELDS.items():
        decoded = msgspec.defstruct(f"Decoded{name}", list(fields.items()))
        expected = _component_schemas(decoded)[f"Decoded{name}"]["properties"]
        for field in fields:
            assert schemas[name]["properties"][field] == expected[field], (name, field)
