"""Text pages: body blocks, translation choice and the policy flags, against in-memory fakes."""

from __future__ import annotations

from typing import Any

import pytest

from core.configuration.service import ConfigService
from core.content.model import PageBlock, PageRecord, choose_translation, is_slug, parse_body
from core.content.service import ContentService
from core.errors import NotFound


class Pages:
    def __init__(self, *records: PageRecord) -> None:
        self.records = records

    async def translations(self, slug: str) -> list[PageRecord]:
        return [r for r in self.records if r.slug == slug]


class Settings:
    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values

    async def all(self) -> dict[str, Any]:
        return self.values


class Media:
    def full_url(self, path: str | None) -> str:
        return f"/media/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        return f"/media/{folder}"


def record(slug: str, language: str = "en", *, status: bool = True, body: str = "Text.") -> PageRecord:
    return PageRecord(slug, language, f"{slug} ({language})", body, status)


def content(*records: PageRecord, settings: dict[str, Any] | None = None) -> ContentService:
    return ContentService(Pages(*records), ConfigService(Settings(settings or {}), Media()))


def test_a_body_becomes_headings_paragraphs_and_lists() -> None:
    body = "First line\nwraps on.\n\n## Orders\n\n- one\n- two\n\n\n  \nLast."
    assert parse_body(body) == [
        PageBlock("paragraph", text="First line wraps on."),
        PageBlock("heading", text="Orders"),
        PageBlock("list", items=["one", "two"]),
        PageBlock("paragraph", text="Last."),
    ]


def test_markup_stays_text() -> None:
    assert parse_body("<script>alert(1)</script>") == [
        PageBlock("paragraph", text="<script>alert(1)</script>")
    ]


@pytest.mark.parametrize("slug", ["privacy-policy", "for-work", "ads"])
def test_page_slugs_are_lowercase_words(slug: str) -> None:
    assert is_slug(slug)


@pytest.mark.parametrize("slug", ["", "Privacy", "a--b", "-a", "a_b", "x" * 81, "../etc"])
def test_anything_else_is_no_slug(slug: str) -> None:
    assert not is_slug(slug)


def test_the_asked_language_wins_then_english() -> None:
    english, french = record("about-us"), record("about-us", "fr")
    assert choose_translation([english, french], "fr") == french
    assert choose_translation([english], "fr") == english
    assert choose_translation([english, record("about-us", "fr", status=False)], "fr") == english
    assert choose_translation([record("about-us", status=False)], "en") is None


async def test_a_page_answers_in_the_asked_language() -> None:
    page = await content(record("careers"), record("careers", "fr", body="Bonjour.")).page("careers", "fr")
    assert (page.language, page.title) == ("fr", "careers (fr)")
    assert page.blocks == [PageBlock("paragraph", text="Bonjour.")]


async def test_unknown_disabled_and_malformed_pages_are_not_found() -> None:
    service = content(record("careers", status=False))
    for slug in ("careers", "missing", "Not A Slug"):
        with pytest.raises(NotFound):
            await service.page(slug, "en")


@pytest.mark.parametrize(
    ("slug", "flag"),
    [
        ("refund-policy", "refund_policy"),
        ("cancellation-policy", "cancelation_policy"),
        ("shipping-policy", "shipping_policy"),
    ],
)
async def test_a_policy_switched_off_in_the_configuration_is_not_found(slug: str, flag: str) -> None:
    assert (await content(record(slug)).page(slug, "en")).slug == slug
    with pytest.raises(NotFound):
        await content(record(slug), settings={flag: 0}).page(slug, "en")


async def test_other_pages_ignore_the_policy_flags() -> None:
    flags = {"refund_policy": 0, "cancelation_policy": 0, "shipping_policy": 0}
    assert (await content(record("privacy-policy"), settings=flags).page("privacy-policy", "en")).blocks
