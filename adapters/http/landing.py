"""Landing page endpoint."""

from __future__ import annotations

from litestar import Controller, get
from litestar.di import NamedDependency

from adapters.http.context import AnyRequest, read_context
from core.landing.model import LandingPage
from core.landing.service import LandingService


class LandingController(Controller):
    """`GET /api/v1/react-landing-page`: landing texts, features, earn-money blocks, footer text and app
    links."""

    path = "/api/v1/react-landing-page"
    tags = ["landing"]

    @get("/", operation_id="getLandingPage", summary="Landing page content")
    async def landing_page(
        self, landing: NamedDependency[LandingService], request: AnyRequest
    ) -> LandingPage:
        context = read_context(request)
        return await landing.landing_page(context.language)
