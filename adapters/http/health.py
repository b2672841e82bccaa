"""`/health/live` and `/health/ready`: cheap answers for load balancers and orchestrators, outside the API's
rate limits and load shedding (they are not under /api/), never cached."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response, get
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec

from adapters.health import Probes, Readiness

RETRY_AFTER = "5"  # seconds: a part that is down is asked again soon


class Alive(msgspec.Struct, frozen=True):
    status: str = "alive"


class HealthController(Controller):
    """`/health`."""

    path = "/health"
    tags = ["health"]
    cache_control = CacheControlHeader(no_store=True)

    @get("/live", operation_id="healthLive", summary="The process runs")
    async def live(self) -> Alive:
        """Always 200 while the process answers at all; it reads nothing."""
        return Alive()

    @get(
        "/ready",
        operation_id="healthReady",
        summary="The process can serve: database, schema, storage and Redis answer",
        responses={503: ResponseSpec(data_container=Readiness, description="A part does not answer")},
    )
    async def ready(self, probes: NamedDependency[Probes]) -> Response[Readiness]:
        """200 with each part true when all answer; 503 with `Retry-After` naming the part that does not."""
        readiness = await probes.readiness()
        if readiness.ready:
            return Response(readiness)
        return Response(readiness, status_code=503, headers={"Retry-After": RETRY_AFTER})
