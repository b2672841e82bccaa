"""Use case of the landing context: the landing page in the asked language."""

from __future__ import annotations

import contextlib
from typing import Any

import msgspec

from core.configuration.ports import MediaUrls, SettingsStore
from core.configuration.service import ConfigService

from .model import CONTENT, SETTING_KEY, TEXT_FIELDS, LandingFeature, LandingPage, StoredFeature


def _overrides(stored: Any, language: str) -> dict[str, Any]:
    # A malformed setting must never break the landing page: keep only well-typed values.
    if not isinstance(stored, dict):
        return {}
    translations = stored.get("translations")
    translated = translations.get(language) if isinstance(translations, dict) else None
    values = {**stored, **(translated if isinstance(translated, dict) else {})}
    kept: dict[str, Any] = {k: v for k, v in values.items() if k in TEXT_FIELDS and isinstance(v, str)}
    with contextlib.suppress(KeyError, msgspec.ValidationError):
        kept["features"] = msgspec.convert(values["features"], list[StoredFeature])
    return kept


class LandingService:
    """Assembles the landing page from built-in content, the operator's overrides and the configuration."""

    def __init__(self, store: SettingsStore, config: ConfigService, media: MediaUrls) -> None:
        self._store = store
        self._config = config
        self._media = media

    def _image(self, path: str) -> str:
        # Operators may point at pictures hosted elsewhere; only stored paths go through the media location.
        return path if path.startswith(("http://", "https://", "/")) else self._media.full_url(path)

    async def landing_page(self, language: str) -> LandingPage:
        """The landing page in `language` (English when the language has no built-in content)."""
        config = await self._config.config(language)
        stored = (await self._store.all()).get(SETTING_KEY)
        defaults = CONTENT.get(language) or CONTENT["en"]
        values = {**defaults, **_overrides(stored, language)}
        features = msgspec.convert(values.pop("features"), list[StoredFeature])
        return LandingPage(
            **values,
            features=[LandingFeature(f.title, f.sub_title, self._image(f.image)) for f in features],
            fixed_footer_description=config.fixed_footer_description,
            download_user_app_links=config.download_user_app_links,
        )
