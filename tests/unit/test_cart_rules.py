"""Cart rules as pure functions: food groups, choice variations, selections and line identity."""

from __future__ import annotations

from core.cart.model import OptionLabel, Selection, VariationChoice, normalise
from core.cart.rule_sets import StockAndMaximumRules
from core.catalogue.model import FoodVariation, FoodVariationValue, Variation
from core.verticals import CartItemFacts
from verticals.food.rules import FoodCartRules

SIZE = FoodVariation(
    "Size", "single", [FoodVariationValue("M", 0), FoodVariationValue("L", 2)], required="on"
)
EXTRAS = FoodVariation(
    "Extras", "multi", [FoodVariationValue(x, 1) for x in ("a", "b", "c")], required="off", min=1, max=2
)
DISH = CartItemFacts(
    stock=0, maximum_cart_quantity=None, is_prescription_required=False, food_variations=[SIZE, EXTRAS]
)
SHIRT = CartItemFacts(
    stock=9, maximum_cart_quantity=4, is_prescription_required=False,
    variations=[Variation("S", 10, 2), Variation("M", 10, 0)],
)  # fmt: skip


def group(name: str, *labels: str) -> VariationChoice:
    return VariationChoice(name=name, values=[OptionLabel(x) for x in labels])


def codes(found: list) -> list[tuple[str, str]]:
    return [(v.code, v.message.format_map(dict(v.params))) for v in found]


def test_food_groups_follow_required_single_and_min_max() -> None:
    rules = FoodCartRules()
    assert rules.variation_violations(DISH, [group("Size", "M")]) == []
    assert rules.variation_violations(DISH, [group("Size", "L"), group("Extras", "a", "b")]) == []
    assert codes(rules.variation_violations(DISH, [])) == [
        ("variation", "Variation Size can not remain without selection.")
    ]
    assert codes(rules.variation_violations(DISH, [group("Size", "M"), group("Extras", "a", "b", "c")])) == [
        ("variation", "Selected variation named Extras must be in between Minimum 1 and Maximum 2")
    ]
    assert rules.variation_violations(DISH, [group("Size", "M", "L")])[0].code == "variation"
    assert rules.variation_violations(DISH, [group("Nope", "x")])[0].code == "variation"
    assert rules.variation_violations(DISH, [VariationChoice(type="S")])[0].code == "variation"


def test_choice_variations_need_one_existing_type_with_stock() -> None:
    rules = StockAndMaximumRules()
    assert rules.variation_violations(SHIRT, [VariationChoice(type="S")]) == []
    assert rules.variation_violations(SHIRT, [])[0].code == "variation"
    assert rules.variation_violations(SHIRT, [VariationChoice(type="XL")])[0].code == "variation"
    assert rules.variation_violations(SHIRT, [VariationChoice(type="M")])[0].code == "variation_stock"


def test_limits_are_the_smaller_of_stock_and_maximum() -> None:
    assert StockAndMaximumRules().quantity_limit(SHIRT) == 4
    assert FoodCartRules().quantity_limit(DISH) is None


def test_equal_selections_in_any_order_have_one_key() -> None:
    one = normalise([group("Extras", "b", "a"), group("Size", "L")], [SIZE, EXTRAS], [], [(5, 1), (2, 3)])
    two = normalise([group("Size", "L"), group("Extras", "a", "b")], [SIZE, EXTRAS], [], [(2, 3), (5, 1)])
    assert one == two
    assert one.key() == two.key()
    assert one.key() != normalise([group("Size", "M")], [SIZE, EXTRAS], []).key()
    assert one.payload() == [group("Size", "L"), group("Extras", "a", "b")]
    assert normalise([group("Gone", "x")], [SIZE], []) == Selection()
