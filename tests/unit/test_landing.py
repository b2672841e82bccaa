"""The landing page: built-in English and French content, operator overrides, configuration values."""

from __future__ import annotations

from typing import Any, get_args

import pytest

from core.configuration.service import ConfigService
from core.landing.model import CONTENT, LandingLanguage
from core.landing.service import LandingService
from core.verticals import LANGUAGES


class Store:
    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values

    async def all(self) -> dict[str, Any]:
        return self.values


class Media:
    def full_url(self, path: str | None) -> str:
        return f"/media/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        return f"/media/{folder}"


def landing(stored: dict[str, Any]) -> LandingService:
    store = Store(stored)
    return LandingService(store, ConfigService(store, Media()), Media())


async def test_english_and_french_have_their_own_content() -> None:
    english = await landing({}).landing_page("en")
    french = await landing({}).landing_page("fr")
    assert english.fixed_header_title == CONTENT["en"]["fixed_header_title"]
    assert french.fixed_header_title == CONTENT["fr"]["fixed_header_title"]
    assert len(english.features) == len(french.features) >= 3
    assert english.features[0].image_full_url.startswith("/media/landing/")


async def test_an_unknown_language_falls_back_to_english() -> None:
    answer = await landing({}).landing_page("de")
    assert answer.fixed_header_title == CONTENT["en"]["fixed_header_title"]


async def test_footer_text_and_app_links_come_from_the_business_settings() -> None:
    stored = {
        "fixed_footer_description": "Delivered with care.",
        "translations": {"fr": {"fixed_footer_description": "Livré avec soin."}},
        "download_user_app_links": {"playstore_url": "https://play.example/app", "playstore_url_status": 1},
    }
    english = await landing(stored).landing_page("en")
    assert english.fixed_footer_description == "Delivered with care."
    assert english.download_user_app_links.playstore_url == "https://play.example/app"
    assert english.download_user_app_links.playstore_url_status == 1
    assert english.download_user_app_links.apple_store_url_status == 0
    assert (await landing(stored).landing_page("fr")).fixed_footer_description == "Livré avec soin."


async def test_operators_override_texts_and_features_per_language() -> None:
    stored = {
        "landing_page": {
            "fixed_header_title": "Groceries in 20 minutes",
            "features": [{"title": "Fresh", "sub_title": "Daily", "image": "https://cdn.example/fresh.png"}],
            "translations": {"fr": {"fixed_header_title": "Vos courses en 20 minutes"}},
        }
    }
    english = await landing(stored).landing_page("en")
    assert english.fixed_header_title == "Groceries in 20 minutes"
    assert [(f.title, f.image_full_url) for f in english.features] == [
        ("Fresh", "https://cdn.example/fresh.png")
    ]
    french = await landing(stored).landing_page("fr")
    assert french.fixed_header_title == "Vos courses en 20 minutes"
    assert french.feature_title == CONTENT["fr"]["feature_title"]


@pytest.mark.parametrize(
    "broken",
    [
        "oops",
        {"features": "none", "fixed_header_title": 3},
        {"translations": {"fr": []}},
        {"translations": ["fr"]},
    ],
)
async def test_a_malformed_setting_keeps_the_built_in_content(broken: Any) -> None:
    answer = await landing({"landing_page": broken}).landing_page("fr")
    assert answer.fixed_header_title == CONTENT["fr"]["fixed_header_title"]
    assert len(answer.features) == len(CONTENT["fr"]["features"])


def test_the_override_names_every_language_with_built_in_content() -> None:
    # `storefront landing set` accepts translations in these languages only: each needs its built-in content.
    assert set(get_args(LandingLanguage)) == set(CONTENT) == set(LANGUAGES)
