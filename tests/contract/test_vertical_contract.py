"""Every installed vertical honours the plugin contract (core/verticals.py)."""

from __future__ import annotations

import pytest

from core.verticals import LANGUAGES, CartItemFacts, CartRules, Vertical, installed_verticals, load_registry

INSTALLED = installed_verticals()
SHIPPED = {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"}


def test_the_six_shipped_verticals_are_installed() -> None:
    assert set(INSTALLED) >= SHIPPED


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_vertical_is_named_after_its_module_type(name: str) -> None:
    vertical = INSTALLED[name]
    assert isinstance(vertical, Vertical)
    assert vertical.module_type == name


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_labels_exist_in_every_language_and_are_filled(name: str) -> None:
    vertical = INSTALLED[name]
    for language in LANGUAGES:
        labels = vertical.labels[language]
        assert all(getattr(labels, f).strip() for f in labels.__slots__), (name, language)
    assert vertical.label("xx") == vertical.labels["en"]


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_cart_rules_allow_a_normal_line_and_refuse_one_over_the_maximum(name: str) -> None:
    rules = INSTALLED[name].cart_rules
    assert isinstance(rules, CartRules)
    plenty = CartItemFacts(stock=100, maximum_cart_quantity=5, is_prescription_required=False)
    assert rules.quantity_violations(plenty, 1) == []
    assert rules.quantity_violations(plenty, 6), "every vertical enforces maximum_cart_quantity"


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_stock_checks_match_the_declared_policy(name: str) -> None:
    rules = INSTALLED[name].cart_rules
    empty_shelf = CartItemFacts(stock=0, maximum_cart_quantity=None, is_prescription_required=False)
    refused = bool(rules.quantity_violations(empty_shelf, 1))
    assert refused == rules.checks_stock


def test_food_checks_only_the_maximum() -> None:
    assert INSTALLED["food"].cart_rules.checks_stock is False


def test_rental_tracks_trips() -> None:
    assert INSTALLED["rental"].labels["en"].track_order == "Track Trip"
    assert INSTALLED["rental"].labels["en"].items == "vehicles"
    assert INSTALLED["food"].labels["en"].stores == "restaurants"


def test_registry_limits_to_enabled_verticals_in_a_stable_order() -> None:
    registry = load_registry(["rental", "food"])
    assert set(registry.module_types) == {"food", "rental"}
    assert "grocery" not in registry


def test_registry_refuses_an_unknown_vertical() -> None:
    with pytest.raises(ValueError, match="unknown verticals"):
        load_registry(["food", "spaceships"])
