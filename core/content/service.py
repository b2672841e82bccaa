"""Use case of the content context: one text page in the asked language."""

from __future__ import annotations

from core.configuration.service import ConfigService
from core.errors import NotFound

from .model import POLICY_FLAGS, Page, choose_translation, hidden_by_config, is_slug, parse_body
from .ports import PageRepository

PAGE_NOT_FOUND = "Page not found."


class ContentService:
    """Pages from the repository, minus those the configuration switches off."""

    def __init__(self, repository: PageRepository, config: ConfigService) -> None:
        self._repository = repository
        self._config = config

    async def _flags(self, slug: str, language: str) -> dict[str, int]:
        if slug not in POLICY_FLAGS:
            return {}
        config = await self._config.config(language)
        return {
            "refund_policy": config.refund_policy,
            "cancelation_policy": config.cancelation_policy,
            "shipping_policy": config.shipping_policy,
        }

    async def page(self, slug: str, language: str) -> Page:
        """The page `slug` in `language` (English when it has no translation); NotFound when it is not shown."""
        if not is_slug(slug) or hidden_by_config(slug, await self._flags(slug, language)):
            raise NotFound("page", PAGE_NOT_FOUND)
        record = choose_translation(await self._repository.translations(slug), language)
        if record is None:
            raise NotFound("page", PAGE_NOT_FOUND)
        return Page(
            slug=record.slug, language=record.language, title=record.title, blocks=parse_body(record.body)
        )
