"""Zone endpoints: the zone list and the zone lookup of a position."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.geo.model import Point
from core.marketplace.answers import ZoneAnswer, ZoneIdAnswer
from core.marketplace.service import MarketplaceService


class ZoneListController(Controller):
    """`GET /api/v1/zone/list`: active zones with polygon, modules and charges."""

    path = "/api/v1/zone"
    tags = ["zones"]

    @get("/list", operation_id="listZones", summary="Delivery zones")
    async def zones(
        self, marketplace: NamedDependency[MarketplaceService], request: AnyRequest
    ) -> list[ZoneAnswer]:
        context = read_context(request)
        return await marketplace.zones(context.language)


class ZoneLookupController(Controller):
    """`GET /api/v1/config/get-zone-id`: the zones a position falls in; 404 outside every zone."""

    path = "/api/v1/config"
    tags = ["zones"]

    @get("/get-zone-id", operation_id="getZoneId", summary="Zones at a position", responses=errors(404))
    async def zone_id(
        self,
        marketplace: NamedDependency[MarketplaceService],
        request: AnyRequest,
        lat: Annotated[float, Parameter(ge=-90, le=90, description="Latitude in decimal degrees")],
        lng: Annotated[float, Parameter(ge=-180, le=180, description="Longitude in decimal degrees")],
    ) -> ZoneIdAnswer:
        """Answers `zone_id` as the JSON-list string the storefront stores under `zoneid` and sends back
        as the zoneId header ("[1]", or "[1,3]" where zones overlap), and `zone_data` with each zone's
        modules and charges. Outside every zone: 404, code "zone", "Service not available in this area"."""
        context = read_context(request)
        return await marketplace.zone_at(Point(lat=lat, lng=lng), context.language)
