"""Laundry pick-up and delivery: a vertical shipped outside this repository's packages.

It uses every part of the plugin contract: labels, cart rules with a message of its own (translated in
`messages`), a policy, a route with a table of its own created by its own migration, and a demo module.
"""

from pathlib import Path

from core.verticals import Vertical, VerticalLabels, VerticalPolicy

from .demo import demo_catalogue
from .messages import MESSAGES
from .routes import price_list
from .rules import LaundryCartRules

vertical = Vertical(
    module_type="laundry",
    labels={
        "en": VerticalLabels("Laundry", "service", "services", "laundry", "laundries", "Track Order"),
        "fr": VerticalLabels(
            "Blanchisserie", "service", "services", "blanchisserie", "blanchisseries", "Suivre la commande"
        ),
    },
    cart_rules=LaundryCartRules(),
    policy=VerticalPolicy(cart="items", wishlist=False, product_page=False),
    messages=MESSAGES,
    routes=[price_list],
    migrations=str(Path(__file__).with_name("migrations")),
    demo=demo_catalogue,
    metadata={"author": "storefront plugin tests", "homepage": None},
)
