"""Page endpoint: policy, company, help, partner and marketing pages in the visitor's language."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.content.model import Page
from core.content.service import ContentService


class PageController(Controller):
    """`GET /api/v1/pages/{slug}`: one text page; 404 when it does not exist or is switched off."""

    path = "/api/v1/pages"
    tags = ["content"]

    @get("/{slug:str}", operation_id="getPage", summary="One text page", responses=errors(404))
    async def page(
        self,
        content: NamedDependency[ContentService],
        request: AnyRequest,
        slug: Annotated[str, Parameter(description="The page's slug, like privacy-policy")],
    ) -> Page:
        """The page in the X-localization language, or in English when it has no translation."""
        context = read_context(request)
        return await content.page(slug, context.language)
