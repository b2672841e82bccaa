"""The demo marketplace's brand and operator settings (keys as in core.configuration.model.DEFAULTS)."""

from __future__ import annotations

from typing import Any

from .media import PictureJob

BRAND = "Ruelle"
BRAND_COLOR = "#E4572E"
LOGO = "business/logo.png"
FAV_ICON = "business/favicon.png"
ADDRESS = "12 Rue du Mail, 75002 Paris, France"
# Where maps start, the footer's among them: the business's own address (ADDRESS), inside the first zone.
DEFAULT_LOCATION = {"lat": 48.8677, "lng": 2.3428}

SOCIAL_MEDIA = [
    {"name": "facebook", "link": "https://www.facebook.com/ruelle.market", "status": 1},
    {"name": "instagram", "link": "https://www.instagram.com/ruelle.market", "status": 1},
    {"name": "twitter", "link": "https://twitter.com/ruellemarket", "status": 1},
    {"name": "linkedin", "link": "https://www.linkedin.com/company/ruelle-market", "status": 1},
    {"name": "pinterest", "link": "https://www.pinterest.com/ruellemarket", "status": 1},
]


def brand_pictures() -> list[PictureJob]:
    """The logo and favicon files the settings point to."""
    return [
        PictureJob(LOGO, "brand", BRAND, BRAND_COLOR),
        PictureJob(FAV_ICON, "favicon", BRAND, BRAND_COLOR),
    ]


def business_settings() -> dict[str, Any]:
    """The settings a demo marketplace starts with; French text lives under "translations"."""
    return {
        "business_name": BRAND,
        "logo": LOGO,
        "fav_icon": FAV_ICON,
        "email": "hello@ruelle.example",
        "phone": "+33 1 84 60 21 75",
        "address": ADDRESS,
        "footer_text": "© Ruelle. Your neighbourhood, delivered.",
        "fixed_footer_description": "Restaurants, groceries, pharmacies, shops, parcels and rentals across Paris, "
        "delivered by people from your neighbourhood.",
        "social_media": SOCIAL_MEDIA,
        "country": "FR",
        "default_location": DEFAULT_LOCATION,
        "demo": True,
        # A changed email waits for its code, so the demo shows the verification dialog (code 123456).
        "centralize_login": {
            "manual_login_status": 1,
            "email_verification_status": 1,
            "phone_verification_status": 0,
        },
        "download_user_app_links": {
            "playstore_url": "https://play.google.com/store/apps/details?id=market.ruelle.app",
            "playstore_url_status": 1,
            "apple_store_url": "https://apps.apple.com/fr/app/ruelle/id6450000000",
            "apple_store_url_status": 1,
        },
        "translations": {
            "fr": {
                "business_name": BRAND,
                "footer_text": "© Ruelle. Votre quartier, livré.",
                "fixed_footer_description": "Restaurants, épiceries, pharmacies, boutiques, colis et locations dans "
                "tout Paris, livrés par des gens de votre quartier.",
                "address": "12 rue du Mail, 75002 Paris, France",
            }
        },
    }
