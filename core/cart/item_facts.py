"""What the cart reads of the catalogue, already decoded: an item's owner, offer, dates and rule facts.

The catalogue stores variations, add-on lists and dates as text; the adapter behind `CartCatalogue` turns
a row into these values (once per row, not once per request), so the cart rules read plain values and the
cart knows nothing of how the catalogue stores them.
"""

from __future__ import annotations

import msgspec

from .contract import CartItemFacts


class ItemFacts(msgspec.Struct, frozen=True, kw_only=True):
    """One catalogue item as the cart needs it.

    `available_from`/`available_to` are its daily hours ("HH:mm"; a window past midnight wraps);
    `campaign_starts`/`campaign_ends` its campaign dates ("YYYY-MM-DD", None when open-ended: an item with
    neither is not a campaign item). `schedule_order` is its store's: such a store also takes orders
    outside the item's hours.
    """

    id: int
    module_id: int
    module_type: str
    store_id: int
    rule_facts: CartItemFacts
    add_on_ids: frozenset[int]
    available_from: str
    available_to: str
    campaign_starts: str | None = None
    campaign_ends: str | None = None
    schedule_order: bool = False


class AddOnFacts(msgspec.Struct, frozen=True):
    """An active add-on and the store that sells it."""

    id: int
    store_id: int
