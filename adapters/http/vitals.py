"""Field data endpoint: `POST /api/v1/vitals`, the web vitals of one sampled page view.

No account, no cookie and no context header is read, and nothing about the sender is stored (no address, no
user agent, no customer): a page type and up to three numbers. Writes spend the ordinary write budget of the
edge's rate limits. While `WEB_VITALS_SAMPLE` is 0 a beacon is still checked, but dropped (`stored` false).
The answer is a small body like every call's (a browser's beacon ignores it).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody

from core.vitals.model import METRIC_BOUNDS, Beacon, Measure, PageType
from core.vitals.service import VitalsService

LcpValue = Annotated[float, msgspec.Meta(ge=0, le=METRIC_BOUNDS["LCP"], description="milliseconds")]
InpValue = Annotated[float, msgspec.Meta(ge=0, le=METRIC_BOUNDS["INP"], description="milliseconds")]
ClsValue = Annotated[float, msgspec.Meta(ge=0, le=METRIC_BOUNDS["CLS"], description="unitless")]


# Each metric is its own shape, tagged by its name, so the schema states every metric's bounds exactly (a
# client, or the contract fuzz, can tell a valid beacon from the schema alone).
class LcpBody(msgspec.Struct, frozen=True, tag_field="name", tag="LCP"):
    """Largest Contentful Paint, in milliseconds."""

    value: LcpValue


class InpBody(msgspec.Struct, frozen=True, tag_field="name", tag="INP"):
    """Interaction to Next Paint, in milliseconds."""

    value: InpValue


class ClsBody(msgspec.Struct, frozen=True, tag_field="name", tag="CLS"):
    """Cumulative Layout Shift, unitless."""

    value: ClsValue


MeasureBody = LcpBody | InpBody | ClsBody


class VitalsBody(msgspec.Struct, frozen=True):
    """One page view's beacon: its page type and one to three metrics (a metric named twice counts once, with
    its last value)."""

    page_type: PageType
    metrics: Annotated[list[MeasureBody], msgspec.Meta(min_length=1, max_length=len(METRIC_BOUNDS))]


class VitalsAnswer(msgspec.Struct, frozen=True):
    """Whether the beacon was kept (false while the beacon is switched off)."""

    stored: bool


_NAMES: dict[type, str] = {LcpBody: "LCP", InpBody: "INP", ClsBody: "CLS"}


class VitalsController(Controller):
    """`/api/v1/vitals`: where sampled browsers send their web vitals."""

    path = "/api/v1/vitals"
    tags = ["vitals"]
    cache_control = CacheControlHeader(no_store=True)

    @post(operation_id="sendWebVitals", summary="Report one page view's web vitals", status_code=200)
    async def send(self, data: JSONBody[VitalsBody], vitals: NamedDependency[VitalsService]) -> VitalsAnswer:
        """Store LCP, INP and CLS of a page type; 400 for an unknown page type or metric, a value out of its
        bounds or no metric; `stored` false when dropped (sampling switched off)."""
        last = {_NAMES[type(measure)]: measure.value for measure in data.metrics}
        beacon = Beacon(data.page_type, [Measure(name, value) for name, value in last.items()])
        return VitalsAnswer(stored=await vitals.take(beacon))
