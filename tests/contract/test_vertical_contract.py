"""Every installed vertical honours the plugin contract (core/verticals/): named after its module type,
labelled in every language, its policy well formed; the registry loads the enabled verticals only. The
contract's other parts: test_vertical_contract_cart_rules.py, _messages.py, _parts.py and _hooks.py."""

from __future__ import annotations

import pytest

from core.verticals import ITEM_FILTERS, LANGUAGES, Vertical, VerticalPolicy, load_registry
from tests.contract.installed import INSTALLED

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
def test_policy_is_well_formed_and_publishes_the_stock_rule(name: str) -> None:
    vertical = INSTALLED[name]
    policy = vertical.policy
    assert isinstance(policy, VerticalPolicy)
    assert policy.cart in ("items", "own", "none")
    for flag in (
        "wishlist",
        "track_order",
        "help_as_contact",
        "diet_markers",
        "product_page",
        "checkout_documents",
        "reviews",
    ):
        assert isinstance(getattr(policy, flag), bool), (name, flag)
    assert policy.home_crumb is None or (isinstance(policy.home_crumb, str) and policy.home_crumb.strip())
    assert isinstance(policy.item_filters, tuple)
    assert set(policy.item_filters) <= set(ITEM_FILTERS)
    assert vertical.counts_stock is vertical.cart_rules.checks_stock


def test_policy_of_the_shipped_verticals() -> None:
    assert INSTALLED["grocery"].policy == VerticalPolicy(item_filters=("organic",))
    assert INSTALLED["pharmacy"].policy == VerticalPolicy(checkout_documents=True)
    assert INSTALLED["food"].policy == VerticalPolicy(
        diet_markers=True, item_filters=("veg", "non_veg", "halal")
    )
    assert INSTALLED["ecommerce"].policy == VerticalPolicy(product_page=True)
    assert INSTALLED["rental"].policy == VerticalPolicy(cart="own", reviews=False)
    assert INSTALLED["parcel"].policy == VerticalPolicy(
        cart="none", wishlist=False, track_order=False, help_as_contact=True, home_crumb="parcelDelivery"
    )


def test_policy_refuses_an_unknown_cart_kind() -> None:
    with pytest.raises(ValueError, match=r"policy\.cart"):
        Vertical(
            module_type="boats",
            labels=INSTALLED["grocery"].labels,
            cart_rules=INSTALLED["grocery"].cart_rules,
            policy=VerticalPolicy(cart="boats"),  # type: ignore[arg-type]
        )


@pytest.mark.parametrize("filters", [("vegan",), ("veg", "veg")])
def test_policy_refuses_an_unknown_or_repeated_item_filter(filters: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match=r"policy\.item_filters"):
        Vertical(
            module_type="boats",
            labels=INSTALLED["grocery"].labels,
            cart_rules=INSTALLED["grocery"].cart_rules,
            policy=VerticalPolicy(item_filters=filters),  # type: ignore[arg-type]
        )


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
