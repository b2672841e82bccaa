"""Query parameters and header context shared by the catalogue controllers."""

from __future__ import annotations

from typing import Annotated

from litestar.params import Parameter

from adapters.http.context import RequestContext
from core.catalogue.paging import MAX_LIMIT, MAX_OFFSET
from core.catalogue.ports import Audience
from core.errors import InvalidInput
from core.ids import MAX_ID

Offset = Annotated[int, Parameter(ge=1, le=MAX_OFFSET, description="Page number, from 1")]
Limit = Annotated[int, Parameter(ge=1, le=MAX_LIMIT, description=f"Page size, at most {MAX_LIMIT}")]
Id = Annotated[int | None, Parameter(ge=1, le=MAX_ID)]


def audience(context: RequestContext) -> Audience:
    """The catalogue's view of the request headers: zones and module (ids beyond the id range are a 422)."""
    if any(zone > MAX_ID for zone in context.zone_ids):
        raise InvalidInput("zoneId", "zoneId must be a zone id or a JSON list of zone ids, like [1,2].")
    if context.module_id is not None and context.module_id > MAX_ID:
        raise InvalidInput("moduleId", "moduleId must be a module id.")
    return Audience(context.zone_ids, context.module_id)
