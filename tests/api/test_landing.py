"""GET /api/v1/react-landing-page: landing content per language, footer text and app links from config."""

from __future__ import annotations

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
