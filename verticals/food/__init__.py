"""Restaurants: cooked to order, so carts check only the maximum quantity; variations and add-ons."""

from core.cart.rules import MaximumOnlyRules
from core.verticals import Vertical

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(module_type="food", labels=LABELS, cart_rules=MaximumOnlyRules(), demo=demo_catalogue)
