"""Landing page endpoint."""

from __future__ import annotations

from dishka.integrations.litestar import FromDishka
from litestar import Controller, get

from adapters.http.context import RequestContext
from core.landing.model import LandingPage
from core.landing.service import LandingService


class LandingController(Controller):
    """`GET /api/v1/react-landing-page`: landing texts, features, footer text and app links."""

    path = "/api/v1/react-landing-page"
    tags = ["landing"]

    @get("/", operation_id="getLandingPage", summary="Landing page content")
    async def landing_page(
        self, service: FromDishka[LandingService], context: FromDishka[RequestContext]
    ) -> LandingPage:
        return await service.landing_page(context.language)
