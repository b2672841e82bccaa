"""What a vertical's cart rules are given and must answer: the cart side of the vertical plugin contract.

They live in the cart, which applies them, so that the cart needs nothing from `core.verticals`; that
module re-exports them for verticals, which plug a `CartRules` into their `Vertical`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from core.catalogue.model import FoodVariation, Variation

from .model import VariationChoice

__all__ = ["CartItemFacts", "CartRules", "RuleViolation", "VariationChoice"]


@dataclass(frozen=True, slots=True)
class CartItemFacts:
    """What cart rules need to know about an item, independent of storage.

    `stock` is the chosen choice variation's stock when one is chosen. `variations` are choice combinations
    (type, price, stock); `food_variations` are food groups (required, min, max).
    """

    stock: int | None
    maximum_cart_quantity: int | None
    is_prescription_required: bool
    variations: Sequence[Variation] = ()
    food_variations: Sequence[FoodVariation] = ()


@dataclass(frozen=True, slots=True)
class RuleViolation:
    """One refused condition: a stable code, an English message key for translation, and the values of
    its `{fields}`."""

    code: str
    message: str
    params: tuple[tuple[str, str], ...] = ()


@runtime_checkable
class CartRules(Protocol):
    """How a vertical limits what goes into a cart."""

    @property
    def checks_stock(self) -> bool:
        """False when stock never limits a line (food is cooked to order)."""
        ...

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Problems with holding `quantity` of `item` in one cart line (empty list when allowed)."""
        ...

    def quantity_limit(self, item: CartItemFacts) -> int | None:
        """The largest quantity one cart line of `item` may hold (None: no limit); storage enforces it
        atomically, so it must agree with `quantity_violations`."""
        ...

    def variation_violations(
        self, item: CartItemFacts, chosen: Sequence[VariationChoice]
    ) -> list[RuleViolation]:
        """Problems with the `variation` payload `chosen` for `item` (empty list when allowed)."""
        ...
