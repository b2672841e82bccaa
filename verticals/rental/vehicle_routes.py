"""The rental vertical's own reads of the vehicle catalogue (`/api/v1/rental/vehicle/...`): the brands its
vehicles name, and vehicle suggestions for the search box while the shopper types.

Vehicles are items of the rental modules (core's catalogue lists, pages and filters them, brand included:
`GET /api/v1/items/latest?brand=`); what only rental asks for lives here, read through core's services
(`VerticalRequest.brands`, `VerticalRequest.search`) for the request's zones and module. Both answers are
bounded: at most MAX_BRANDS brands; a suggestion text of 2 to MAX_SUGGESTION_TEXT characters and at most
MAX_SUGGESTIONS vehicles.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from core.verticals import VerticalRequest

MAX_BRANDS = 100
MAX_SUGGESTION_TEXT = 50
MAX_SUGGESTIONS = 10
DEFAULT_SUGGESTIONS = 6


class VehicleBrand(msgspec.Struct, frozen=True):
    """A brand the rental catalogue's vehicles name (their `extra.brand`) and how many vehicles do."""

    name: str
    vehicle_count: int


class VehicleSuggestion(msgspec.Struct, frozen=True):
    """A vehicle whose name holds the typed text, with its provider, for the search box's list."""

    id: int
    name: str
    image_full_url: str
    brand: str | None
    provider_id: int
    provider_name: str


SuggestionText = Annotated[
    str,
    Parameter(
        min_length=2,
        max_length=MAX_SUGGESTION_TEXT,
        pattern=r"\S",
        description="Part of a vehicle's name, in English or the asker's language",
    ),
]
SuggestionLimit = Annotated[
    int, Parameter(ge=1, le=MAX_SUGGESTIONS, description=f"At most {MAX_SUGGESTIONS} vehicles")
]


class VehicleController(Controller):
    """Brands and suggestions of the vehicles the asker can rent (zoneId and moduleId headers)."""

    path = "/api/v1/rental/vehicle"
    tags = ["rental"]

    @get("/brand-list", operation_id="listRentalVehicleBrands", summary="Vehicle brands")
    async def brand_list(self, vertical_request: NamedDependency[VerticalRequest]) -> list[VehicleBrand]:
        """The brands of the vehicles in the request's zones (and module), by name, at most 100; the vehicle
        search narrows to one with `GET /api/v1/items/latest?brand=`."""
        found = await vertical_request.brands(MAX_BRANDS)
        return [VehicleBrand(b.name, b.items) for b in found]

    @get("/suggestions", operation_id="suggestRentalVehicles", summary="Vehicles whose name holds a text")
    async def suggestions(
        self,
        vertical_request: NamedDependency[VerticalRequest],
        name: SuggestionText,
        limit: SuggestionLimit = DEFAULT_SUGGESTIONS,
    ) -> list[VehicleSuggestion]:
        """Vehicles whose name, in English or the asker's language, contains `name` in any case, most rented
        first, at most `limit` (6 by default, 10 at most); 422 for a text under 2 or over 50 characters."""
        found = await vertical_request.search(name.strip(), limit)
        return [
            VehicleSuggestion(
                id=v.id,
                name=v.name,
                image_full_url=v.image_full_url,
                brand=v.extra.get("brand") if isinstance(v.extra.get("brand"), str) else None,
                provider_id=v.store_id,
                provider_name=v.store_name,
            )
            for v in found
        ]
