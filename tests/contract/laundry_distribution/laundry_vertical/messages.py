"""The laundry's own rule messages, translated into every language the storefront ships."""

from .rules import BAG_LIMIT

MESSAGES = {"fr": {BAG_LIMIT: "Un sac de linge prend au plus {max} de ce service."}}
