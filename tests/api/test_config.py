"""GET /api/v1/config: every SPEC.md Config field, SPEC.md section 9 defaults, per-language text."""

from __future__ import annotations

SPEC_FIELDS = {
    "business_name",
    "logo_full_url",
    "email",
    "phone",
    "address",
    "footer_text",
    "social_media",
    "country",
    "country_picker_status",
    "default_location",
    "demo",
    "customer_wallet_status",
    "loyalty_point_status",
    "ref_earning_status",
    "guest_checkout_status",
    "toggle_veg_non_veg",
    "refund_policy",
    "cancelation_policy",
    "shipping_policy",
    "digit_after_decimal_point",
    "currency_symbol",
    "currency_symbol_direction",
    "tax_included",
    "free_delivery_over",
    "firebase_otp_verification",
    "centralize_login",
    "base_urls",
    "s3_base_urls",
    "fixed_footer_description",
    "download_user_app_links",
}


async def test_config_carries_every_spec_field(client) -> None:
    answer = (await client.get("/api/v1/config")).json()
    assert set(answer) >= SPEC_FIELDS
    assert {"email_verification_status", "phone_verification_status", "manual_login_status"} <= set(
        answer["centralize_login"]
    )
    assert {"playstore_url", "playstore_url_status", "apple_store_url", "apple_store_url_status"} <= set(
        answer["download_user_app_links"]
    )
    assert set(answer["default_location"]) == {"lat", "lng"}
    assert "item_image_url" in answer["base_urls"]


async def test_config_tells_the_stored_widths_of_catalogue_pictures(client) -> None:
    ladders = {
        ladder["base_url"]: ladder
        for ladder in (await client.get("/api/v1/config")).json()["picture_ladders"]
    }
    base_urls = (await client.get("/api/v1/config")).json()["base_urls"]
    item = ladders[base_urls["item_image_url"]]
    assert (item["widths"], item["formats"]) == ([160, 320, 640], ["avif", "webp"])
    assert ladders[base_urls["store_cover_photo_url"]]["widths"] == [600, 1200]
    assert set(ladders) >= {
        base_urls[k] for k in ("store_image_url", "category_image_url", "module_image_url")
    }


async def test_config_money_defaults_follow_spec(client) -> None:
    answer = (await client.get("/api/v1/config")).json()
    assert answer["currency_symbol_direction"] in {"left", "right"}
    assert isinstance(answer["digit_after_decimal_point"], int)


async def test_broken_zone_header_is_a_422_in_the_errors_shape(client) -> None:
    response = await client.get("/api/v1/config", headers={"zoneId": "[1,"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == "zoneId"


async def test_unknown_route_answers_404_in_the_errors_shape(client) -> None:
    response = await client.get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert response.json() == {"errors": [{"code": "not_found", "message": "Not Found"}]}


async def test_the_extra_fee_is_off_by_default_with_a_translated_name(client) -> None:
    english = (await client.get("/api/v1/config")).json()
    assert (english["additional_charge_status"], english["additional_charge"]) == (0, 0)
    assert english["additional_charge_name"] == "Service charge"
    french = (await client.get("/api/v1/config", headers={"X-localization": "fr"})).json()
    assert french["additional_charge_name"] == "Frais de service"
