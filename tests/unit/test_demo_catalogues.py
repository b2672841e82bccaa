"""Every vertical's demo catalogue has what a believable demo marketplace needs."""

from __future__ import annotations

import itertools

import pytest

from core.demo import DemoCatalogue, DemoItem, Text, store_items
from core.verticals import installed_verticals

CATALOGUES: dict[str, DemoCatalogue] = {name: v.demo() for name, v in installed_verticals().items() if v.demo}
STORE_MODULES = ("food", "grocery", "pharmacy", "ecommerce")


def _texts(catalogue: DemoCatalogue) -> list[Text]:
    texts = [catalogue.description, *(a.name for a in catalogue.add_ons)]
    for category in catalogue.categories:
        texts += [category.name, *category.subcategories]
    for item in catalogue.items:
        texts += [item.name, *([item.description] if item.description else [])]
    return texts


def test_all_six_verticals_supply_a_demo_catalogue() -> None:
    assert set(CATALOGUES) == {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"}
    assert all(isinstance(c, DemoCatalogue) for c in CATALOGUES.values())


@pytest.mark.parametrize("module_type", sorted(CATALOGUES))
def test_the_catalogue_is_the_same_every_time(module_type: str) -> None:
    assert installed_verticals()[module_type].demo() == CATALOGUES[module_type]  # type: ignore[misc]


@pytest.mark.parametrize("module_type", sorted(CATALOGUES))
def test_every_text_has_english_and_french(module_type: str) -> None:
    for text in _texts(CATALOGUES[module_type]):
        assert text.en.strip()
        assert text.fr.strip()


@pytest.mark.parametrize("module_type", sorted(CATALOGUES))
def test_items_name_known_categories_and_add_ons(module_type: str) -> None:
    catalogue = CATALOGUES[module_type]
    categories = {n.en for c in catalogue.categories for n in (c.name, *c.subcategories)}
    add_ons = {a.name.en for a in catalogue.add_ons}
    assert len({i.name.en for i in catalogue.items}) == len(catalogue.items), "item names share picture files"
    for item in catalogue.items:
        assert item.category in categories
        assert set(item.add_ons) <= add_ons
        assert item.price > 0


@pytest.mark.parametrize("module_type", STORE_MODULES)
def test_store_modules_have_eight_stores_of_25_items(module_type: str) -> None:
    catalogue = CATALOGUES[module_type]
    assert len(catalogue.stores) >= 8
    for store in catalogue.stores:
        assert len(store_items(catalogue, store)) >= 25, store.name


def _food_groups() -> list[dict[str, object]]:
    return [group for item in CATALOGUES["food"].items for group in item.food_variations]


def test_food_variations_mix_single_multi_required_and_optional() -> None:
    groups = _food_groups()
    kinds = {(g["type"], g["required"]) for g in groups}
    assert kinds == {("single", "on"), ("single", "off"), ("multi", "on"), ("multi", "off")}
    for group in groups:
        values = group["values"]
        assert isinstance(values, list)
        assert all({"label", "optionPrice"} <= set(v) for v in values)
        assert 0 <= group["min"] <= group["max"] <= len(values)  # type: ignore[operator]
    assert any(g["type"] == "multi" and g["min"] == 1 and g["max"] == 3 for g in groups)
    assert any(v["optionPrice"] == "0" for g in groups for v in g["values"])  # type: ignore[attr-defined]


def test_food_has_add_ons_flags_and_dishes_outside_their_hours() -> None:
    items = CATALOGUES["food"].items
    assert CATALOGUES["food"].add_ons
    assert any(i.add_ons for i in items)
    assert any(i.veg for i in items)
    assert any(not i.veg for i in items)
    assert any(i.is_halal for i in items)
    assert any(i.organic for i in items)
    windows = {i.available_time for i in items if i.available_time}
    # Whatever the time of day, some dish is outside the hours it is sold.
    for hour, minute in itertools.product(range(24), (0, 30)):
        now = f"{hour:02}:{minute:02}"
        assert any(not (start <= now < end) for start, end in windows), now


def test_some_food_stores_are_halal() -> None:
    assert any(s.halal for s in CATALOGUES["food"].stores)


def test_pharmacies_sell_prescription_medicines_with_generic_names() -> None:
    catalogue = CATALOGUES["pharmacy"]
    assert catalogue.prescription_order
    for store in catalogue.stores:
        assert any(i.is_prescription_required for i in store_items(catalogue, store))
    assert all(i.generic_name for i in catalogue.items if i.is_prescription_required)


def test_grocery_sells_organic_produce_by_unit() -> None:
    items = CATALOGUES["grocery"].items
    assert any(i.organic for i in items)
    assert all(i.unit_type for i in items)


def test_shop_products_have_choices_and_several_views() -> None:
    products: tuple[DemoItem, ...] = CATALOGUES["ecommerce"].items
    assert sum(1 for p in products if p.choices) >= 20
    assert any(len(p.choices) == 2 for p in products)
    assert all(p.pictures >= 2 for p in products)
    for choice in (c for p in products for c in p.choices):
        assert choice.options
        assert not choice.surcharges or len(choice.surcharges) == len(choice.options)


def test_rental_providers_offer_vehicles_with_their_attributes() -> None:
    catalogue = CATALOGUES["rental"]
    assert len(catalogue.stores) >= 4
    for store in catalogue.stores:
        assert store_items(catalogue, store)
    for vehicle in catalogue.items:
        assert {"seats", "transmission", "fuel", "hourly_price", "daily_price", "distance_price"} <= set(
            vehicle.extra
        )
        assert vehicle.extra["daily_price"] > vehicle.extra["hourly_price"]


def test_parcel_categories_carry_their_charges() -> None:
    catalogue = CATALOGUES["parcel"]
    assert not catalogue.stores
    assert len(catalogue.categories) >= 3
    for category in catalogue.categories:
        assert category.extra["parcel_per_km_shipping_charge"] > 0
        assert category.extra["parcel_minimum_shipping_charge"] > 0
