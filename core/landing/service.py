"""Use case of the landing context: the landing page in the asked language."""

from __future__ import annotations

import contextlib
from typing import Any
from urllib.parse import quote

import msgspec

from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService

from .model import (
    CONTENT,
    LISTS,
    SETTING_KEY,
    TEXT_FIELDS,
    LandingEarning,
    LandingFeature,
    LandingPage,
    StoredEarning,
    StoredFeature,
)

_LIST_TYPES: dict[str, Any] = {"features": list[StoredFeature], "earnings": list[StoredEarning]}


def _overrides(stored: Any, language: str) -> dict[str, Any]:
    # A malformed setting must never break the landing page: keep only well-typed values (a list with one
    # ill-formed block is dropped whole, leaving the built-in list). `storefront landing set` stores only
    # well-formed ones; this reading stays lenient for a setting stored by other means (`config set`).
    if not isinstance(stored, dict):
        return {}
    translations = stored.get("translations")
    translated = translations.get(language) if isinstance(translations, dict) else None
    values = {**stored, **(translated if isinstance(translated, dict) else {})}
    kept: dict[str, Any] = {k: v for k, v in values.items() if k in TEXT_FIELDS and isinstance(v, str)}
    for name in LISTS:
        with contextlib.suppress(KeyError, msgspec.ValidationError):
            kept[name] = msgspec.convert(values[name], _LIST_TYPES[name])
    return kept


def _write_to(email: str, subject: str) -> str:
    """A link that opens a message to `email` about `subject`; "" without an address."""
    return f"mailto:{quote(email, safe='@+')}?subject={quote(subject, safe='')}" if email else ""


class LandingService:
    """Assembles the landing page from built-in content, the operator's overrides and the configuration."""

    def __init__(self, store: SettingsStore, config: ConfigService, media: MediaUrls) -> None:
        self._store = store
        self._config = config
        self._media = media

    def _image(self, path: str) -> str:
        # Operators may point at pictures hosted elsewhere; only stored paths go through the media location.
        return path if path.startswith(("http://", "https://", "/")) else self._media.full_url(path)

    def _earning(self, block: StoredEarning, email: str) -> LandingEarning:
        # The built-in blocks lead to the storefront's registration pages; a block the operator stored without
        # an address writes to the business (its configured email), a link that works rather than one to a
        # page that does not exist. Without an email the button is left out.
        url = block.button_url or _write_to(email, block.button_name or block.title)
        return LandingEarning(
            audience=block.audience,
            title=block.title,
            sub_title=block.sub_title,
            button_name=block.button_name,
            button_url=url,
            image_full_url=self._image(block.image),
        )

    async def landing_page(self, language: str) -> LandingPage:
        """The landing page in `language` (English when the language has no built-in content)."""
        config = await self._config.config(language)
        stored = (await self._store.all()).get(SETTING_KEY)
        defaults = CONTENT.get(language) or CONTENT["en"]
        values = {**defaults, **_overrides(stored, language)}
        features = msgspec.convert(values.pop("features"), list[StoredFeature])
        earnings = msgspec.convert(values.pop("earnings"), list[StoredEarning])
        return LandingPage(
            **values,
            features=[LandingFeature(f.title, f.sub_title, self._image(f.image)) for f in features],
            earnings=[self._earning(e, config.email) for e in earnings],
            fixed_footer_description=config.fixed_footer_description,
            download_user_app_links=config.download_user_app_links,
        )
