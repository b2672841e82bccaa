"""Food cart rules: kitchens cook to order, so only the maximum limits a line; dishes have variation groups
(single or multi, required or not, multi groups between min and max) as SPEC.md section 5 words them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.verticals import CartItemFacts, FoodVariation, MaximumOnlyRules, RuleViolation, VariationChoice

REQUIRED = "Variation {name} can not remain without selection."
MIN_MAX = "Selected variation named {name} must be in between Minimum {min} and Maximum {max}"
UNKNOWN_GROUP = "This item has no option {name}."
UNKNOWN_LABEL = "{label} is not an option of {name}."
ONE_ONLY = "Choose one option only for {name}."


def _violation(message: str, **params: object) -> RuleViolation:
    return RuleViolation("variation", message, tuple((k, str(v)) for k, v in params.items()))


def _group_violations(group: FoodVariation, labels: set[str]) -> list[RuleViolation]:
    if not labels:
        return [_violation(REQUIRED, name=group.name)] if group.required == "on" else []
    if group.type == "single" and len(labels) > 1:
        return [_violation(ONE_ONLY, name=group.name)]
    # An optional multi group left empty is fine; once chosen from, it keeps to its bounds.
    too_few = len(labels) < group.min
    too_many = group.max > 0 and len(labels) > group.max
    if group.type == "multi" and (too_few or too_many):
        return [_violation(MIN_MAX, name=group.name, min=group.min, max=group.max)]
    return []


def food_variation_violations(
    groups: Sequence[FoodVariation], chosen: Sequence[VariationChoice]
) -> list[RuleViolation]:
    """Every named group and label exists; each group's selection obeys required, single, min and max."""
    by_name = {g.name: g for g in groups}
    picked: dict[str, set[str]] = {}
    for entry in chosen:
        group = by_name.get(entry.name or "")
        if group is None or entry.type is not None:
            return [_violation(UNKNOWN_GROUP, name=entry.name or entry.type or "")]
        offered = {v.label for v in group.values}
        for value in entry.values:
            if value.label not in offered:
                return [_violation(UNKNOWN_LABEL, label=value.label, name=group.name)]
        picked.setdefault(group.name, set()).update(v.label for v in entry.values)
    return [v for g in groups for v in _group_violations(g, picked.get(g.name, set()))]


@dataclass(frozen=True, slots=True)
class FoodCartRules(MaximumOnlyRules):
    """The maximum only, and food variation groups instead of choice variations."""

    def variation_violations(
        self, item: CartItemFacts, chosen: Sequence[VariationChoice]
    ) -> list[RuleViolation]:
        """Food groups of the dish (choice variations when a dish has those instead)."""
        if item.variations and not item.food_variations:
            return MaximumOnlyRules.variation_violations(self, item, chosen)
        return food_variation_violations(item.food_variations, chosen)
