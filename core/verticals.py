"""The vertical plugin contract and the registry that loads verticals from entry points.

A vertical (food, grocery, rental ...) is published under the entry-point group `storefront.verticals`.
Core only describes what a vertical supplies; it never imports one.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

# The cart-rule contract lives with the cart, which applies it; verticals import it from here, with the
# rest of what a vertical plugs in.
from core.cart.contract import CartItemFacts, CartRules, RuleViolation, VariationChoice

__all__ = [
    "ENTRY_POINT_GROUP",
    "LANGUAGES",
    "CartItemFacts",
    "CartRules",
    "RuleViolation",
    "VariationChoice",
    "Vertical",
    "VerticalLabels",
    "VerticalRegistry",
    "installed_verticals",
    "load_registry",
]

ENTRY_POINT_GROUP = "storefront.verticals"
LANGUAGES = ("en", "fr")


@dataclass(frozen=True, slots=True)
class VerticalLabels:
    """The nouns a module uses in one language: 'foods'/'restaurants', 'vehicles'/'providers' ..."""

    module_name: str
    item: str
    items: str
    store: str
    stores: str
    track_order: str


@dataclass(frozen=True, slots=True)
class Vertical:
    """Everything one marketplace vertical plugs in.

    `routes` holds HTTP route handlers of the web framework the adapters use; core treats them as opaque.
    `demo` returns the vertical's own demo catalogue (a `core.demo.DemoCatalogue`); adapters/demo stores it.
    """

    module_type: str
    labels: Mapping[str, VerticalLabels]
    cart_rules: CartRules
    routes: Sequence[Any] = ()
    demo: Callable[..., Any] | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def label(self, language: str) -> VerticalLabels:
        """Labels in `language`, falling back to English."""
        return self.labels.get(language) or self.labels["en"]


class VerticalRegistry:
    """The verticals this deployment runs, keyed by module type, in a stable order."""

    def __init__(self, verticals: Sequence[Vertical]) -> None:
        self._by_type = {v.module_type: v for v in verticals}

    def __iter__(self) -> Iterator[Vertical]:
        return iter(self._by_type.values())

    def __len__(self) -> int:
        return len(self._by_type)

    def __contains__(self, module_type: object) -> bool:
        return module_type in self._by_type

    def get(self, module_type: str) -> Vertical | None:
        """The vertical for `module_type`, or None when it is not enabled."""
        return self._by_type.get(module_type)

    @property
    def module_types(self) -> tuple[str, ...]:
        """Enabled module types in load order."""
        return tuple(self._by_type)


def installed_verticals() -> dict[str, Vertical]:
    """Every vertical published under the entry-point group, loaded and checked, keyed by entry-point name."""
    found: dict[str, Vertical] = {}
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        vertical = ep.load()
        if not isinstance(vertical, Vertical):
            raise TypeError(f"entry point {ep.name!r} does not expose a Vertical")
        found[ep.name] = vertical
    return found


def load_registry(enabled: Collection[str] | None = None) -> VerticalRegistry:
    """The registry of installed verticals, limited to `enabled` entry-point names when given."""
    installed = installed_verticals()
    if enabled is None:
        return VerticalRegistry(list(installed.values()))
    unknown = set(enabled) - set(installed)
    if unknown:
        raise ValueError(f"unknown verticals enabled: {', '.join(sorted(unknown))}")
    return VerticalRegistry([installed[name] for name in installed if name in enabled])
