"""Restaurants: cooked to order, so carts check only the maximum quantity; variation groups and add-ons."""

from core.verticals import Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS
from .messages import MESSAGES
from .rules import FoodCartRules

vertical = Vertical(
    module_type="food",
    labels=LABELS,
    cart_rules=FoodCartRules(),
    policy=VerticalPolicy(diet_markers=True, item_filters=("veg", "non_veg", "halal")),
    messages=MESSAGES,
    demo=demo_catalogue,
)
