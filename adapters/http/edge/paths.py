"""One spelling of every path, decided at the edge before any other layer reads it.

The router serves `//api/v1/config`, `/api//v1/config`, `/api/./v1/config` and `/api/v1/config/` as
`/api/v1/config`, while the layers in front of it (rate limits, load shedding, `no-store`, the answer
cache) compare the path as text: each spelling was a way around them. The outermost middleware rewrites
the path to its canonical form, so every later check and the router see the same one. Letter case is
left alone: the router matches it exactly, so `/API/v1/...` reaches no API route and needs no budget.
"""

from __future__ import annotations

from urllib.parse import quote

from adapters.http.edge.asgi import Scope

# Characters a path segment may carry unescaped (RFC 3986 pchar), so the raw path stays a valid one.
_SAFE = "/:@!$&'()*+,;=-._~"


def canonical_path(path: str) -> str:
    """`path` without empty and "." segments, with ".." resolved, and without a trailing slash."""
    if "//" not in path and "/." not in path and (path == "/" or not path.endswith("/")):
        return path  # the usual case, decided without splitting
    segments: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if segments:
                segments.pop()
            continue
        segments.append(segment)
    return "/" + "/".join(segments)


def with_canonical_path(scope: Scope, path: str) -> Scope:
    """`scope` as if its request had named `path` (the decoded path and the raw one agree)."""
    return {**scope, "path": path, "raw_path": quote(path, safe=_SAFE).encode("ascii")}
