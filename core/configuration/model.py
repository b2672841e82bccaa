"""The configuration answer and its defaults (SPEC.md sections 3 and 9).

msgspec Structs are plain typed records; core uses them as value objects so one definition serves the
domain and the published API contract.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec

from .pictures import PictureLadder


class Location(msgspec.Struct, frozen=True):
    """A point on the map."""

    lat: float
    lng: float


class SocialLink(msgspec.Struct, frozen=True):
    """One social network shown in the footer."""

    name: str
    link: str
    status: int = 1


class CentralizeLogin(msgspec.Struct, frozen=True):
    """Which login and verification methods are on."""

    manual_login_status: int = 1
    otp_login_status: int = 0
    social_login_status: int = 0
    email_verification_status: int = 0
    phone_verification_status: int = 0


class VerificationPolicy(msgspec.Struct, frozen=True):
    """The operator's verification switches (config `centralize_login`) and demo mode (every code 123456)."""

    demo: bool
    email_verification: bool
    phone_verification: bool


class AppLinks(msgspec.Struct, frozen=True):
    """Where the mobile apps are downloaded; a status of 1 shows the button."""

    playstore_url: str = ""
    playstore_url_status: int = 0
    apple_store_url: str = ""
    apple_store_url_status: int = 0


class Language(msgspec.Struct, frozen=True):
    """A language the storefront offers."""

    key: str
    value: str
    direction: str = "ltr"


class BaseUrls(msgspec.Struct, frozen=True):
    """Where each kind of picture is served from."""

    item_image_url: str
    store_image_url: str
    store_cover_photo_url: str
    category_image_url: str
    module_image_url: str
    business_logo_url: str


class PaymentGatewayListing(msgspec.Struct, frozen=True):
    """A digital payment gateway switched on: its name (a checkout's `payment_gateway`), title and logo."""

    gateway: str
    gateway_title: str
    gateway_image: str


class TimeZoneOffset(msgspec.Struct, frozen=True, kw_only=True):
    """The marketplace's UTC offset (`seconds` ahead of UTC) from `since` (included) to `until`
    (excluded): the storefront reads the wall clock of a moment in that span by adding it, and asks the
    browser's time-zone data only for a moment outside it."""

    seconds: int
    since: dt.datetime
    until: dt.datetime


class Config(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the storefront needs to know about the marketplace before its first screen."""

    business_name: str
    logo_full_url: str
    fav_icon_full_url: str
    email: str
    phone: str
    address: str
    footer_text: str
    fixed_footer_description: str
    social_media: list[SocialLink]
    country: str
    country_picker_status: int
    default_location: Location
    demo: bool
    customer_wallet_status: int
    loyalty_point_status: int
    ref_earning_status: int
    # Loyalty points (docs/checkout-and-money.md, "Rewards"): the percent of a delivered order's amount earned
    # as points, how many points make one unit of currency, the fewest points converted at once.
    loyalty_point_item_purchase_point: float
    loyalty_point_exchange_rate: int
    loyalty_point_minimum_point: int
    # Referral: the referrer's reward (currency units) and the referred customer's first-order discount
    # ("percentage" | "amount"), valid that many days or months ("day" | "month") from sign-up.
    ref_earning_exchange_rate: float
    new_customer_discount_status: int
    new_customer_discount_amount: float
    new_customer_discount_amount_type: str
    new_customer_discount_amount_validity: int
    new_customer_discount_validity_type: str
    guest_checkout_status: int
    toggle_veg_non_veg: bool
    refund_policy: int
    cancelation_policy: int
    shipping_policy: int
    digit_after_decimal_point: int
    currency_symbol: str
    currency_code: str
    currency_symbol_direction: str
    tax_included: int
    free_delivery_over: float | None
    additional_charge_status: int
    additional_charge_name: str
    additional_charge: float
    cash_on_delivery: bool
    digital_payment: bool
    # Partial payment: the wallet pays what it holds, the rest by "cod", "digital_payment" or "both".
    partial_payment_status: int
    partial_payment_method: str
    add_fund_status: int  # customers may top up their wallet through a gateway
    # The digital gateways switched on (from the deployment's settings, not operator-editable).
    active_payment_method_list: list[PaymentGatewayListing]
    schedule_order: bool
    prescription_order_status: bool
    otp_resend_time: int
    firebase_otp_verification: int
    centralize_login: CentralizeLogin
    download_user_app_links: AppLinks
    languages: list[Language]
    map_api_key: str
    base_urls: BaseUrls
    s3_base_urls: BaseUrls
    # The IANA time zone the marketplace's hours, schedules and time slots are in (MARKETPLACE_TIME_ZONE).
    time_zone: str
    # Its UTC offset when the answer was made and the span that offset holds over (core/clock.py).
    time_zone_offset: TimeZoneOffset
    # The share of page loads (0 to 1) whose browser reports its web vitals (WEB_VITALS_SAMPLE); 0: none.
    web_vitals_sample_rate: float = 0.0
    # The sizes and formats catalogue pictures are stored in, per folder (core/configuration/pictures.py).
    picture_ladders: list[PictureLadder] = msgspec.field(default_factory=list)


class MarketplaceTime(msgspec.Struct, frozen=True, kw_only=True):
    """The marketplace's clock as the server reads it: time slots are built from this, never from the
    device's clock or time zone."""

    now: dt.datetime  # with the marketplace's UTC offset, e.g. 2026-11-28T17:31:05+01:00
    time_zone: str  # IANA name, e.g. Europe/Paris
    time_zone_offset: TimeZoneOffset  # that offset and the span it holds over (core/clock.py)


# Operator-editable values and their defaults. Stored settings override these key by key; text fields may
# also carry per-language overrides under the stored key "translations" ({"fr": {"footer_text": ...}}).
DEFAULTS: dict[str, Any] = {
    "business_name": "Marketplace",
    "logo": "business/logo.png",
    "fav_icon": "business/favicon.png",
    "email": "hello@marketplace.example",
    "phone": "+33 1 23 45 67 89",
    "address": "1 Place de la Bourse, 75002 Paris, France",
    "footer_text": "© Marketplace. All rights reserved.",
    "fixed_footer_description": "Food, groceries, medicines, shopping, parcels and rides, delivered.",
    "social_media": [],
    "country": "FR",
    "country_picker_status": 1,
    "default_location": {"lat": 48.8566, "lng": 2.3522},
    "demo": False,
    "customer_wallet_status": 1,
    "loyalty_point_status": 1,
    "ref_earning_status": 1,
    "loyalty_point_item_purchase_point": 5,
    "loyalty_point_exchange_rate": 100,
    "loyalty_point_minimum_point": 200,
    "ref_earning_exchange_rate": 5.0,
    "new_customer_discount_status": 1,
    "new_customer_discount_amount": 10,
    "new_customer_discount_amount_type": "percentage",
    "new_customer_discount_amount_validity": 30,
    "new_customer_discount_validity_type": "day",
    "guest_checkout_status": 1,
    "toggle_veg_non_veg": True,
    "refund_policy": 1,
    "cancelation_policy": 1,
    "shipping_policy": 1,
    "digit_after_decimal_point": 2,
    "currency_symbol": "€",
    "currency_code": "EUR",
    "currency_symbol_direction": "left",
    "tax_included": 0,
    "free_delivery_over": None,
    # A flat extra fee on every order (6amMart's names), shown under its name in checkout; off by default.
    "additional_charge_status": 0,
    "additional_charge_name": "Service charge",
    "additional_charge": 0,
    "cash_on_delivery": True,
    "digital_payment": True,
    "partial_payment_status": 1,
    "partial_payment_method": "both",
    "add_fund_status": 1,
    "schedule_order": True,
    "prescription_order_status": True,
    "otp_resend_time": 60,
    "firebase_otp_verification": 0,
    "centralize_login": {},
    "download_user_app_links": {},
}

TRANSLATABLE = (
    "business_name",
    "footer_text",
    "fixed_footer_description",
    "address",
    "additional_charge_name",
)
# Default texts in other languages, used while the operator stored no value of their own for the key.
DEFAULT_TRANSLATIONS: dict[str, dict[str, str]] = {"fr": {"additional_charge_name": "Frais de service"}}

LANGUAGES = [Language("en", "English"), Language("fr", "Français")]
