"""Every installed vertical's messages honour the plugin contract: each message its cart rules can raise is
translated in every language, its own translations are complete and keep their fields, and core shows them
for its violations."""

from __future__ import annotations

import re

import pytest

from core.cart.model import OptionLabel, VariationChoice
from core.cart.rules import violation_text
from core.catalogue.model import FoodVariation, FoodVariationValue, Variation
from core.messages import CATALOGUE
from core.verticals import LANGUAGES, CartItemFacts, CartRules, RuleViolation, Vertical
from tests.contract.installed import INSTALLED

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
