"""The measured endpoints, what each is compared with, and the targets they must meet."""

from __future__ import annotations

from typing import Literal

import msgspec

Kind = Literal["cacheable", "catalogue"]

CACHEABLE_MIN_RATIO = 0.8  # of the framework ceiling
CATALOGUE_MIN_RATIO = 0.5  # of the data ceiling on the same database
MAX_P99_MS = 30.0  # at 64 connections


class Endpoint(msgspec.Struct, frozen=True):
    """One measured API route: `route` is its Litestar path pattern."""

    name: str
    route: str
    kind: Kind


ENDPOINTS = (
    Endpoint("config", "/api/v1/config", "cacheable"),
    Endpoint("module", "/api/v1/module", "cacheable"),
    Endpoint("categories", "/api/v1/categories", "cacheable"),
    Endpoint("stores/popular", "/api/v1/stores/popular", "catalogue"),
    Endpoint("items/latest", "/api/v1/items/latest", "catalogue"),
    Endpoint("items/details", "/api/v1/items/details/{item_id:int}", "catalogue"),
)
