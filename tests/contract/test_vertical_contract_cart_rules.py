"""Every installed vertical's cart rules honour the plugin contract: a normal line allowed, the maximum
enforced, stock checked as the policy declares, the quantity limit storage enforces agreeing with the
quantity rules, and no invented variation taken."""

from __future__ import annotations

import pytest

from core.cart.model import OptionLabel, VariationChoice
from core.verticals import CartItemFacts, CartRules
from tests.contract.installed import INSTALLED


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
