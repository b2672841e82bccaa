"""GET /api/v1/react-landing-page: landing content per language (features, earn-money blocks), footer text and
app links from config, the operator's overrides, and `storefront landing show|set|reset` that edits them."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.changes import announce_in_process
from adapters.db.tables import BusinessSetting
from adapters.settings import Settings
from tests.api.conftest import store_config
from tests.api.world import world

Client = AsyncTestClient  # type: ignore[type-arg]
SECRET = "landing-tests-secret-of-at-least-thirty-two-bytes"

LANDING_FIELDS = {
    "fixed_header_title",
    "fixed_header_sub_title",
    "features",
    "fixed_footer_description",
    "download_user_app_links",
}
APP_LINK_FIELDS = {"playstore_url", "playstore_url_status", "apple_store_url", "apple_store_url_status"}


async def test_landing_carries_spec_fields_and_features(client) -> None:
    answer = (await client.get("/api/v1/react-landing-page")).json()
    assert set(answer) >= LANDING_FIELDS
    assert set(answer["download_user_app_links"]) >= APP_LINK_FIELDS
    assert answer["features"]
    assert all({"title", "sub_title", "image_full_url"} <= set(f) for f in answer["features"])


async def test_footer_text_and_app_links_match_the_configuration(client) -> None:
    for language in ("en", "fr"):
        headers = {"X-localization": language}
        landing = (await client.get("/api/v1/react-landing-page", headers=headers)).json()
        config = (await client.get("/api/v1/config", headers=headers)).json()
        assert landing["fixed_footer_description"] == config["fixed_footer_description"]
        assert landing["download_user_app_links"] == config["download_user_app_links"]


async def test_french_visitors_read_french(client) -> None:
    english = (await client.get("/api/v1/react-landing-page")).json()
    french = (await client.get("/api/v1/react-landing-page", headers={"X-localization": "fr"})).json()
    assert french["fixed_header_title"] != english["fixed_header_title"]
    assert len(french["features"]) == len(english["features"])


async def test_every_answer_type_is_documented(client) -> None:
    document = (await client.get("/schema/openapi.json")).json()
    operations = {op["operationId"] for item in document["paths"].values() for op in item.values()}
    assert {
        "listModules",
        "listZones",
        "getZoneId",
        "getLandingPage",
        "geocodeApi",
        "placeApiAutocomplete",
        "placeApiDetails",
        "distanceApi",
    } <= operations
    schemas = set(document["components"]["schemas"])
    assert {
        "ModuleAnswer",
        "ZoneAnswer",
        "ZoneIdAnswer",
        "LandingPage",
        "DistanceAnswer",
        "GeocodeAnswer",
    } <= schemas


# The earn-money blocks ------------------------------------------------------------------------------------

EARNING_TITLES = {
    "en": ("Earn money with us", ["Become a seller", "Become a delivery partner"]),
    "fr": ("Gagnez de l'argent avec nous", ["Devenez vendeur", "Devenez livreur partenaire"]),
}


async def _landing(client: Client, language: str = "en") -> dict[str, Any]:
    answer: dict[str, Any] = (
        await client.get("/api/v1/react-landing-page", headers={"X-localization": language})
    ).json()
    return answer


async def test_the_earn_money_blocks_invite_sellers_then_couriers_in_each_language(client: Client) -> None:
    for language, (title, block_titles) in EARNING_TITLES.items():
        answer = await _landing(client, language)
        assert answer["earning_title"] == title
        assert answer["earning_sub_title"]
        assert [e["audience"] for e in answer["earnings"]] == ["seller", "deliveryman"]
        assert [e["title"] for e in answer["earnings"]] == block_titles
        assert all(e["sub_title"] and e["button_name"] for e in answer["earnings"])


async def test_the_built_in_earning_buttons_lead_to_the_registration_pages(client: Client) -> None:
    for language in ("en", "fr"):
        earnings = (await _landing(client, language))["earnings"]
        assert [e["button_url"] for e in earnings] == ["/store-registration", "/deliveryman-registration"]


async def test_landing_pictures_are_drawn_into_the_landing_folder_with_their_ladder(
    client: Client, settings: Settings
) -> None:
    ladders = {
        ladder["base_url"]: ladder["widths"]
        for ladder in (await client.get("/api/v1/config")).json()["picture_ladders"]
    }
    for language in ("en", "fr"):
        answer = await _landing(client, language)
        pictures = [block["image_full_url"] for block in (*answer["features"], *answer["earnings"])]
        assert len(pictures) == 6
        for url in pictures:
            folder, _, name = url.rpartition("/")
            assert folder.endswith("/landing"), url
            assert name.endswith(".webp"), url
            assert ladders[folder] == [160, 320]
            stem = name.removesuffix(".webp")
            for drawn in (name, f"{stem}-160w.avif", f"{stem}-320w.webp"):
                assert (Path(settings.media_dir) / "landing" / drawn).is_file(), drawn


# The operator's overrides, on a marketplace of their own -----------------------------------------------------


async def _nothing(_: str) -> dict[str, Any]:
    return {}


landing_world = world("landing", _nothing, SECRET)
landing_database, landing_settings, _, landing_container, landing_client = landing_world[:5]
del _

OVERRIDDEN = ("landing_page", "email")


async def _stored(settings: Settings) -> dict[str, Any]:
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(
                select(BusinessSetting.key, BusinessSetting.value).where(BusinessSetting.key.in_(OVERRIDDEN))
            )
            return {key: value for key, value in rows}
    finally:
        await engine.dispose()


@pytest.fixture
async def shop(landing_client: Client, landing_settings: Settings) -> AsyncIterator[Client]:
    """The landing marketplace's client; the operator's landing page and email are forgotten afterwards."""
    yield landing_client
    engine = create_async_engine(landing_settings.database_url)
    async with engine.begin() as connection:
        await connection.execute(delete(BusinessSetting).where(BusinessSetting.key.in_(OVERRIDDEN)))
    await engine.dispose()
    await announce_in_process()


async def test_an_operators_button_url_wins_and_blocks_show_in_the_operators_order(
    shop: Client, landing_settings: Settings
) -> None:
    blocks = [
        {"audience": "deliveryman", "title": "Ride with us", "button_name": "Apply",
         "button_url": "https://jobs.example/couriers", "image": "https://cdn.example/bike.webp"},
        {"audience": "seller", "title": "Sell with us", "button_name": "Open a store"},
    ]  # fmt: skip
    await store_config(landing_settings.database_url, {"landing_page": {"earnings": blocks}})
    earnings = (await _landing(shop))["earnings"]
    assert [(e["audience"], e["title"]) for e in earnings] == [
        ("deliveryman", "Ride with us"),
        ("seller", "Sell with us"),
    ]
    assert earnings[0]["button_url"] == "https://jobs.example/couriers"
    assert earnings[0]["image_full_url"] == "https://cdn.example/bike.webp"
    email = (await shop.get("/api/v1/config")).json()["email"]
    assert earnings[1]["button_url"] == f"mailto:{email}?subject=Open%20a%20store"
    assert (earnings[1]["sub_title"], earnings[1]["image_full_url"]) == ("", "")

    await store_config(landing_settings.database_url, {"email": ""})
    earnings = (await _landing(shop))["earnings"]
    assert earnings[0]["button_url"] == "https://jobs.example/couriers"
    assert earnings[1]["button_url"] == ""  # no address to write to: the storefront shows no button


async def test_an_override_of_one_language_leaves_the_other_alone(
    shop: Client, landing_settings: Settings
) -> None:
    english_before, french_before = await _landing(shop), await _landing(shop, "fr")
    french = {
        "earning_title": "Travaillez avec Ruelle",
        "earnings": [{"audience": "seller", "title": "Vendez chez nous", "button_name": "C'est parti"}],
    }
    await store_config(landing_settings.database_url, {"landing_page": {"translations": {"fr": french}}})
    assert await _landing(shop) == english_before
    answer = await _landing(shop, "fr")
    assert answer["earning_title"] == "Travaillez avec Ruelle"
    assert [(e["audience"], e["title"]) for e in answer["earnings"]] == [("seller", "Vendez chez nous")]
    untouched = {k: v for k, v in answer.items() if k not in french}
    assert untouched == {k: v for k, v in french_before.items() if k not in french}


# `storefront landing show|set|reset`, as an operator runs it, in a process of its own ------------------------

OVERRIDE = {
    "earning_title": "Earn with Ruelle",
    "features": [{"title": "Fresh", "sub_title": "Picked this morning", "image": "landing/fresh.webp"}],
    "earnings": [
        {"audience": "deliveryman", "title": "Ride with us", "sub_title": "", "button_name": "Apply",
         "button_url": "https://jobs.example/couriers", "image": "landing/earn-deliveryman.webp"},
    ],
    "translations": {"fr": {"earning_title": "Gagnez avec Ruelle"}},
}  # fmt: skip


async def _storefront(
    settings: Settings, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "DATABASE_URL": settings.database_url,
        "MEDIA_DIR": str(settings.media_dir),
        "LOG_LEVEL": "WARNING",
    }
    return await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "adapters.cli", "landing", *args],
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


async def test_landing_show_prints_what_the_api_answers(shop: Client, landing_settings: Settings) -> None:
    for args, language in (((), "en"), (("--language", "fr"), "fr")):
        shown = await _storefront(landing_settings, "show", *args)
        assert shown.returncode == 0, shown.stderr
        assert json.loads(shown.stdout) == await _landing(shop, language)
        assert shown.stdout.startswith("{\n  ")  # indented for a person to read


async def test_landing_set_stores_a_valid_file_that_show_stored_prints_back(
    shop: Client, landing_settings: Settings, tmp_path: Path
) -> None:
    nothing = await _storefront(landing_settings, "show", "--stored")
    assert (nothing.returncode, json.loads(nothing.stdout)) == (0, {})
    file = tmp_path / "landing.json"
    file.write_text(json.dumps(OVERRIDE))
    done = await _storefront(landing_settings, "set", str(file))
    assert done.returncode == 0, done.stderr
    assert (await _stored(landing_settings))["landing_page"] == OVERRIDE
    await announce_in_process()  # what REDIS_URL does between nodes
    english, french = await _landing(shop), await _landing(shop, "fr")
    assert (english["earning_title"], french["earning_title"]) == ("Earn with Ruelle", "Gagnez avec Ruelle")
    assert [e["button_url"] for e in french["earnings"]] == ["https://jobs.example/couriers"]
    assert [f["title"] for f in french["features"]] == ["Fresh"]
    shown = await _storefront(landing_settings, "show", "--stored")
    assert json.loads(shown.stdout) == OVERRIDE
    again = await _storefront(landing_settings, "set", "-", stdin=shown.stdout)  # show --stored | set -
    assert again.returncode == 0, again.stderr
    assert (await _stored(landing_settings))["landing_page"] == OVERRIDE


@pytest.mark.parametrize(
    ("document", "named"),
    [
        ('{"earning_titel": "Earn"}', "earning_titel"),
        ('{"earnings": [{"audience": "seller", "title": "Sell", "sub_tilte": "x"}]}', "sub_tilte"),
        ('{"earnings": [{"audience": "driver", "title": "Drive"}]}', "$.earnings[0].audience"),
        ('{"translations": {"de": {"earning_title": "Verdienen"}}}', "$.translations"),
        ('{"feature_title": 3}', "$.feature_title"),
        ('{"features": [{"title": "Fresh"}', "not valid JSON"),
    ],
    ids=["unknown-field", "unknown-block-field", "audience", "language", "not-text", "not-json"],
)
async def test_landing_set_refuses_an_invalid_file_with_one_line_and_stores_nothing(
    shop: Client, landing_settings: Settings, tmp_path: Path, document: str, named: str
) -> None:
    await store_config(landing_settings.database_url, {"landing_page": OVERRIDE})
    file = tmp_path / "landing.json"
    file.write_text(document)
    refused = await _storefront(landing_settings, "set", str(file))
    assert refused.returncode == 2
    assert named in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr
    assert (await _stored(landing_settings))["landing_page"] == OVERRIDE


async def test_landing_reset_brings_back_the_built_in_content(
    shop: Client, landing_settings: Settings
) -> None:
    built_in = await _landing(shop, "fr")
    await store_config(landing_settings.database_url, {"landing_page": OVERRIDE})
    assert (await _landing(shop, "fr"))["earning_title"] == "Gagnez avec Ruelle"
    done = await _storefront(landing_settings, "reset")
    assert done.returncode == 0, done.stderr
    assert "landing_page" not in await _stored(landing_settings)
    await announce_in_process()
    assert await _landing(shop, "fr") == built_in
    nothing = await _storefront(landing_settings, "show", "--stored")
    assert json.loads(nothing.stdout) == {}
