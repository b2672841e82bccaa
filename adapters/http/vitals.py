"""Field data endpoint: `POST /api/v1/vitals`, the web vitals of one sampled page view.

No account, no cookie and no context header is read, and nothing about the sender is stored (no address, no
user agent, no customer): a page type and up to three numbers. Writes spend the ordinary write budget of the
edge's rate limits. While `WEB_VITALS_SAMPLE` is 0 a beacon is still checked and answered 204, but dropped.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody

from core.vitals.model import MAX_PAGE_TYPE, METRICS, Beacon, Measure
from core.vitals.service import VitalsService

MetricName = Annotated[str, msgspec.Meta(max_length=8, description=f"One of {', '.join(METRICS)}")]
PageType = Annotated[str, msgspec.Meta(max_length=MAX_PAGE_TYPE, description="landing, home, store, ...")]


class MeasureBody(msgspec.Struct, frozen=True):
    """One metric: LCP and INP in milliseconds, CLS unitless."""

    name: MetricName
    value: float


class VitalsBody(msgspec.Struct, frozen=True):
    """One page view's beacon: its page type and one to three distinct metrics."""

    page_type: PageType
    metrics: Annotated[list[MeasureBody], msgspec.Meta(max_length=len(METRICS))]


class VitalsController(Controller):
    """`/api/v1/vitals`: where sampled browsers send their web vitals."""

    path = "/api/v1/vitals"
    tags = ["vitals"]
    cache_control = CacheControlHeader(no_store=True)

    @post(operation_id="sendWebVitals", summary="Report one page view's web vitals", status_code=204)
    async def send(self, data: JSONBody[VitalsBody], vitals: NamedDependency[VitalsService]) -> None:
        """Store LCP, INP and CLS of a page type; 422 for an unknown page type or metric, a value out of its
        bounds, no metric or one twice. 204 whether stored or dropped (sampling switched off)."""
        beacon = Beacon(data.page_type, [Measure(m.name, m.value) for m in data.metrics])
        await vitals.take(beacon)
