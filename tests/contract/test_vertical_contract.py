"""Every installed vertical honours the plugin contract (core/verticals/)."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory

from adapters.container import make_container
from adapters.db.migrate import alembic_config
from adapters.http.context import read_context
from adapters.http.routes import API_CONTROLLERS
from adapters.settings import load_settings
from adapters.verticals.routes import vertical_routers
from core.cart.model import OptionLabel, VariationChoice
from core.cart.rules import violation_text
from core.catalogue.model import FoodVariation, FoodVariationValue, Variation
from core.demo import DemoCatalogue
from core.messages import CATALOGUE
from core.verticals import (
    ITEM_FILTERS,
    LANGUAGES,
    CartItemFacts,
    CartRules,
    GuestRows,
    RuleViolation,
    Vertical,
    VerticalPolicy,
    VerticalRegistry,
    installed_verticals,
    load_registry,
)

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
    assert INSTALLED["rental"].policy == VerticalPolicy(cart="own")
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


LIMIT_CASES = [
    CartItemFacts(stock=s, maximum_cart_quantity=m, is_prescription_required=False)
    for s in (0, 1, 7, 100)
    for m in (None, 0, 3, 50)
]


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_the_quantity_limit_agrees_with_the_quantity_rules(name: str) -> None:
    # Storage enforces the limit atomically, so it must say exactly what quantity_violations says.
    rules = INSTALLED[name].cart_rules
    for facts in LIMIT_CASES:
        limit = rules.quantity_limit(facts)
        for quantity in range(1, 120):
            allowed = not rules.quantity_violations(facts, quantity)
            assert allowed == (limit is None or quantity <= limit), (name, facts, quantity)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_an_item_without_options_takes_an_empty_variation_and_refuses_an_invented_one(name: str) -> None:
    rules = INSTALLED[name].cart_rules
    plain = CartItemFacts(stock=10, maximum_cart_quantity=None, is_prescription_required=False)
    assert rules.variation_violations(plain, []) == []
    assert rules.variation_violations(plain, [VariationChoice(type="XL")])
    assert rules.variation_violations(plain, [VariationChoice(name="Size", values=[OptionLabel("L")])])


SHIRT = CartItemFacts(
    stock=0, maximum_cart_quantity=1, is_prescription_required=False, variations=[Variation("S", 1, 0)]
)
PLENTY = CartItemFacts(stock=100, maximum_cart_quantity=None, is_prescription_required=False)
DISH = CartItemFacts(
    stock=0,
    maximum_cart_quantity=1,
    is_prescription_required=False,
    food_variations=[
        FoodVariation(
            "Size", "single", [FoodVariationValue("L", 1), FoodVariationValue("M", 1)], required="on"
        ),
        FoodVariation(
            "Extras",
            "multi",
            [FoodVariationValue(n, 1) for n in ("A", "B", "C", "D")],
            required="off",
            min=2,
            max=3,
        ),
    ],
)
CHOICES = [
    [],
    [VariationChoice(type="S")],
    [VariationChoice(type="XL")],
    [VariationChoice(name="Size", values=[OptionLabel("L")])],
    [VariationChoice(name="Size", values=[OptionLabel("L"), OptionLabel("M")])],
    [VariationChoice(name="Size", values=[OptionLabel("Huge")])],
    [VariationChoice(name="Crust", values=[OptionLabel("Thin")])],
    [
        VariationChoice(name="Size", values=[OptionLabel("L")]),
        VariationChoice(name="Extras", values=[OptionLabel("A")]),
    ],
    [
        VariationChoice(name="Size", values=[OptionLabel("L")]),
        VariationChoice(name="Extras", values=[OptionLabel(n) for n in "ABCD"]),
    ],
]


def provoked(rules: CartRules) -> list[RuleViolation]:
    """What `rules` refuse over a spread of items, quantities and choices (every message they can raise,
    for the rule sets shipped here)."""
    found = []
    for item in (SHIRT, PLENTY, DISH):
        for quantity in (1, 2, 1000):
            found += rules.quantity_violations(item, quantity)
        for chosen in CHOICES:
            found += rules.variation_violations(item, chosen)
    return found


def translation(vertical: Vertical, language: str, message: str) -> str | None:
    """`message` in `language` as core would show it for `vertical` (None: left in English)."""
    return vertical.messages.get(language, {}).get(message) or CATALOGUE.get(language, {}).get(message)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_every_rule_message_of_a_vertical_is_translated_in_every_language(name: str) -> None:
    vertical = INSTALLED[name]
    found = provoked(vertical.cart_rules)
    assert found
    for violation in found:
        for language in LANGUAGES:
            if language != "en":
                assert translation(vertical, language, violation.message), (name, language, violation.message)


FIELD = re.compile(r"\{(\w+)\}")


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_messages_of_a_vertical_are_complete_in_every_language_and_keep_their_fields(name: str) -> None:
    messages = INSTALLED[name].messages
    assert set(messages) <= set(LANGUAGES), "messages are given for the storefront's languages"
    english = {text for language in messages for text in messages[language]}
    for language in LANGUAGES:
        if language == "en":
            continue
        own = messages.get(language, {})
        assert set(own) == english, (name, language, english - set(own))
        for text, translated in own.items():
            assert translated.strip(), (name, language, text)
            assert set(FIELD.findall(translated)) == set(FIELD.findall(text)), (name, language, text)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_messages_of_a_vertical_translate_its_violations_through_core(name: str) -> None:
    vertical = INSTALLED[name]
    for language, own in vertical.messages.items():
        for text, translated in own.items():
            violation = RuleViolation("rule", text, tuple((f, f.upper()) for f in FIELD.findall(text)))
            expected = FIELD.sub(lambda f: f[1].upper(), translated)
            assert violation_text(violation, language, vertical.messages) == expected
            assert violation_text(violation, "en", vertical.messages) == FIELD.sub(
                lambda f: f[1].upper(), text
            )


def test_food_owns_its_variation_messages() -> None:
    food = INSTALLED["food"]
    required = "Variation {name} can not remain without selection."
    assert required not in CATALOGUE["fr"], "core keeps no vertical's messages"
    assert food.messages["fr"][required] == "La variante {name} doit avoir une sélection."
    # The spread of requests above reaches every message food translates (so none goes unchecked).
    assert {v.message for v in provoked(food.cart_rules)} >= set(food.messages["fr"])


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_routes_of_a_vertical_mount_under_its_module_types_paths(name: str) -> None:
    vertical = INSTALLED[name]
    registry = VerticalRegistry([vertical])
    routers = vertical_routers(
        registry, API_CONTROLLERS, make_container(load_settings({}), registry), read_context
    )
    assert len(routers) == (1 if vertical.routes else 0)
    for router in routers:
        assert all(route.path.startswith(f"/api/v1/{name}/") for route in router.routes)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_migrations_of_a_vertical_are_one_branch_labelled_with_its_module_type(name: str) -> None:
    vertical = INSTALLED[name]
    if vertical.migrations is None:
        return  # a vertical without tables of its own
    folder = Path(vertical.migrations)
    assert folder.is_dir(), folder
    script = ScriptDirectory.from_config(alembic_config("sqlite+aiosqlite:///unused.db", [vertical]))
    own = [rev for rev in script.walk_revisions() if Path(rev.path).parent == folder]
    assert own, f"{folder} holds no revision"
    [base] = [rev for rev in own if rev.down_revision is None]
    assert name in base.branch_labels
    [head] = script.get_revisions(f"{name}@head")
    assert {rev.revision for rev in own} == {
        rev.revision for rev in script.iterate_revisions(head.revision, "base")
    }, "every revision of the folder is on the vertical's own branch, and only those"


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_demo_of_a_vertical_is_a_demo_catalogue_of_its_own_categories(name: str) -> None:
    demo = INSTALLED[name].demo
    if demo is None:
        return  # a vertical may bring no demo module
    catalogue = demo()
    assert isinstance(catalogue, DemoCatalogue)
    names = {n for c in catalogue.categories for n in (c.name.en, *(s.en for s in c.subcategories))}
    assert names, "a module has categories (parcel's are its parcel kinds, with no items)"
    assert {item.category for item in catalogue.items} <= names


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_metadata_of_a_vertical_is_json_with_string_keys(name: str) -> None:
    metadata = INSTALLED[name].metadata
    assert all(isinstance(key, str) for key in metadata)
    assert json.loads(json.dumps(dict(metadata))) == dict(metadata)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_guest_signed_in_of_a_vertical_is_a_coroutine_function_of_the_sign_in(name: str) -> None:
    hook = INSTALLED[name].guest_signed_in
    if hook is None:
        return  # a vertical that keeps nothing of its own for guests
    assert inspect.iscoroutinefunction(hook), "core awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the SignIn"


def test_the_rental_vertical_moves_its_trip_cart_at_sign_in() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental (a guest's trip cart moves to the customer).
    assert INSTALLED["rental"].guest_signed_in is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_purge_idle_guests_of_a_vertical_is_a_coroutine_function_of_the_purge(name: str) -> None:
    hook = INSTALLED[name].purge_idle_guests
    if hook is None:
        return  # a vertical that keeps nothing of its own for guests
    assert inspect.iscoroutinefunction(hook), "housekeeping awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the GuestPurge"


def test_the_rental_vertical_forgets_idle_guest_trip_carts() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental/test_trip_housekeeping.py.
    assert INSTALLED["rental"].purge_idle_guests is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_forget_customer_of_a_vertical_is_a_coroutine_function_of_the_erasure(name: str) -> None:
    hook = INSTALLED[name].forget_customer
    if hook is None:
        return  # a vertical that keeps nothing of a customer's own
    assert inspect.iscoroutinefunction(hook), "account deletion awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the CustomerErasure"


def test_the_parcel_and_rental_verticals_erase_a_deleted_customer() -> None:
    # Their behaviour is proved over HTTP in tests/api/parcel/test_parcel_owners.py and
    # tests/api/rental/test_trips.py.
    assert INSTALLED["parcel"].forget_customer is not None
    assert INSTALLED["rental"].forget_customer is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_demo_dispatch_of_a_vertical_is_a_coroutine_function_of_the_dispatch(name: str) -> None:
    hook = INSTALLED[name].demo_dispatch
    if hook is None:
        return  # a vertical with no records of its own moving through statuses
    assert inspect.iscoroutinefunction(hook), "the demo dispatcher awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the DemoDispatch"


def test_the_parcel_and_rental_verticals_move_their_demo_records() -> None:
    # Their behaviour is proved over HTTP in tests/api/parcel/test_parcel_demo_dispatch.py and
    # tests/api/rental/test_trip_demo_dispatch.py.
    assert INSTALLED["parcel"].demo_dispatch is not None
    assert INSTALLED["rental"].demo_dispatch is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_guest_rows_of_a_vertical_name_tables_of_its_own_migrations(name: str) -> None:
    rows = INSTALLED[name].guest_rows
    assert all(isinstance(row, GuestRows) for row in rows)
    # A vertical keeps guests alive only through its own tables (core's housekeeping names them in SQL).
    assert all(re.fullmatch(r"[a-z][a-z0-9_]{0,62}", f"{row.table}") for row in rows)
    assert all(row.table.startswith(f"{name}_") for row in rows), "a vertical's tables carry its name"


def test_the_rental_vertical_keeps_a_guest_with_a_trip_cart() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental/test_trip_housekeeping.py.
    assert {row.table for row in INSTALLED["rental"].guest_rows} == {"rental_trips", "rental_trip_lines"}
