"""The `Allow` header of an OPTIONS answer, from the application's routes.

Litestar's OPTIONS answer names only the methods of the first handler of a path (two handlers of one
controller share /cart/remove: POST and DELETE; GET and POST share /payments/demo/{token}): the methods are
taken from the routes instead, for fixed paths and for paths with parameters (matched by pattern).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping

_PARAMETER = re.compile(r"\{[^}/]+\}")


class AllowedMethods(Mapping[str, bytes]):
    """A request path's `Allow` value: `", ".join(methods)` of the route that serves it."""

    def __init__(self, routes: Iterable[tuple[str, Iterable[str]]]) -> None:
        self._fixed: dict[str, bytes] = {}
        self._patterns: list[tuple[re.Pattern[str], bytes]] = []
        for path, methods in routes:
            allow = ", ".join(sorted(methods)).encode()
            if "{" in path:
                parts = [re.escape(part) for part in _PARAMETER.split(path)]
                self._patterns.append((re.compile("[^/]+".join(parts) + r"\Z"), allow))
            else:
                self._fixed[path] = allow

    def __getitem__(self, path: str) -> bytes:
        found = self._fixed.get(path)
        if found is not None:
            return found
        for pattern, allow in self._patterns:
            if pattern.match(path):
                return allow
        raise KeyError(path)

    def __iter__(self) -> Iterator[str]:
        return iter(self._fixed)

    def __len__(self) -> int:
        return len(self._fixed)
