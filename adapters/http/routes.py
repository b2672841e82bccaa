"""The API controllers of the core contexts. Verticals add theirs through the plugin contract."""

from __future__ import annotations

from adapters.http.config import ConfigController

API_CONTROLLERS: list[type] = [ConfigController]

# Answers that are the same for every visitor with the same language, zone and module headers.
CACHED_PATHS: set[str] = {"/api/v1/config"}
CACHED_PREFIXES: tuple[str, ...] = ()
