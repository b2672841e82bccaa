"""The verticals a deployment runs: loaded from the entry-point group, checked, kept in a stable order."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from importlib.metadata import entry_points

from .contract import Vertical

ENTRY_POINT_GROUP = "storefront.verticals"


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
