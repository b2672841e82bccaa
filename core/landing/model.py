"""The landing page answer, its built-in content in every language the storefront ships, and the operator's
override of it.

Operators override any text, the feature list and the earn-money blocks through the business setting
`landing_page` (its shape is `LandingOverride`; `storefront landing set` checks a file against it):
{"fixed_header_title": ..., "features": [{"title", "sub_title", "image"}],
 "earnings": [{"audience", "title", "sub_title", "button_name", "button_url", "image"}],
 "translations": {"fr": {...}}}.
Top-level values apply to every language; `translations` overrides one language. A list replaces the
built-in one whole: its order is the display order, and a block left out is not shown.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from msgspec import UNSET, UnsetType

from core.configuration.model import AppLinks

SETTING_KEY = "landing_page"

# The languages the landing page has built-in content in (CONTENT's keys): the storefront's.
LandingLanguage = Literal["en", "fr"]

# Who an earn-money block invites: store owners, or couriers.
Audience = Literal["seller", "deliveryman"]


class LandingFeature(msgspec.Struct, frozen=True):
    """One selling point shown as a card: a title, a sentence and a picture."""

    title: str
    sub_title: str
    image_full_url: str


class LandingEarning(msgspec.Struct, frozen=True):
    """One invitation to earn with the marketplace: a title, a sentence, a picture and a button. An empty
    `button_url` means there is nowhere to send the visitor: the storefront shows no button."""

    audience: Audience
    title: str
    sub_title: str
    button_name: str
    button_url: str
    image_full_url: str


# The stored shapes refuse unknown fields: a misspelt key ("sub_tilte") is an operator's mistake to report,
# not a value to drop silently.
class StoredFeature(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A feature as the operator stores it (`image` is a media path or an absolute address)."""

    title: str
    sub_title: str = ""
    image: str = ""


class StoredEarning(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An earn-money block as the operator stores it (`image` as a feature's; an empty `button_url` writes to
    the business's email, see core/landing/service.py)."""

    audience: Audience
    title: str
    sub_title: str = ""
    button_name: str = ""
    button_url: str = ""
    image: str = ""


class LandingTexts(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What the operator may override, for every language or for one; a field left out keeps its built-in
    value."""

    fixed_header_title: str | UnsetType = UNSET
    fixed_header_sub_title: str | UnsetType = UNSET
    fixed_module_title: str | UnsetType = UNSET
    fixed_module_sub_title: str | UnsetType = UNSET
    fixed_location_title: str | UnsetType = UNSET
    feature_title: str | UnsetType = UNSET
    feature_sub_title: str | UnsetType = UNSET
    earning_title: str | UnsetType = UNSET
    earning_sub_title: str | UnsetType = UNSET
    download_app_title: str | UnsetType = UNSET
    download_app_sub_title: str | UnsetType = UNSET
    features: list[StoredFeature] | UnsetType = UNSET
    earnings: list[StoredEarning] | UnsetType = UNSET


class LandingOverride(LandingTexts, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The `landing_page` setting: overrides for every language, and per language under `translations`."""

    translations: dict[LandingLanguage, LandingTexts] | UnsetType = UNSET


LISTS = ("features", "earnings")
# The texts an operator overrides: every field of LandingTexts but the lists.
TEXT_FIELDS = tuple(name for name in LandingTexts.__struct_fields__ if name not in LISTS)


class LandingPage(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the landing page shows besides the module tiles (which come from `GET /api/v1/module`)."""

    fixed_header_title: str
    fixed_header_sub_title: str
    fixed_module_title: str
    fixed_module_sub_title: str
    fixed_location_title: str
    feature_title: str
    feature_sub_title: str
    features: list[LandingFeature]
    earning_title: str
    earning_sub_title: str
    earnings: list[LandingEarning]
    download_app_title: str
    download_app_sub_title: str
    fixed_footer_description: str
    download_user_app_links: AppLinks


def _features(*rows: tuple[str, str, str]) -> list[dict[str, Any]]:
    return [{"title": t, "sub_title": s, "image": i} for t, s, i in rows]


# The storefront's registration pages (web/src/app/routes/registration.tsx): what to send, and an email to
# the business with the right subject, until the partners' own sign-up forms exist.
SIGN_UP_PAGES = {"seller": "/store-registration", "deliveryman": "/deliveryman-registration"}


def _earnings(*rows: tuple[str, str, str, str, str]) -> list[dict[str, Any]]:
    keys = ("audience", "title", "sub_title", "button_name", "image")
    blocks = [dict(zip(keys, row, strict=True)) for row in rows]
    return [{**block, "button_url": SIGN_UP_PAGES[block["audience"]]} for block in blocks]


CONTENT: dict[str, dict[str, Any]] = {
    "en": {
        "fixed_header_title": "Everything you need, delivered",
        "fixed_header_sub_title": "Meals, groceries, medicines and shopping from stores near you, "
        "plus parcels sent and vehicles rented in a few taps.",
        "fixed_module_title": "One marketplace, every need",
        "fixed_module_sub_title": "Pick a module to see the stores that deliver to you.",
        "fixed_location_title": "Where should we deliver?",
        "feature_title": "Why order with us",
        "feature_sub_title": "Fast, reliable and rewarding, from the first order on.",
        "features": _features(
            (
                "All in one place",
                "Restaurants, grocers, pharmacies and shops share one cart and one account.",
                "landing/feature-all-in-one.webp",
            ),
            (
                "Fast delivery",
                "Follow your order live from the store to your door.",
                "landing/feature-delivery.webp",
            ),
            (
                "Pay your way",
                "Card, wallet or cash on delivery: choose at checkout.",
                "landing/feature-payment.webp",
            ),
            (
                "Rewards that add up",
                "Earn loyalty points and cashback on every order.",
                "landing/feature-rewards.webp",
            ),
        ),
        "earning_title": "Earn money with us",
        "earning_sub_title": "Grow with the marketplace your neighbourhood already orders from.",
        "earnings": _earnings(
            (
                "seller",
                "Become a seller",
                "Open your store to thousands of nearby customers and manage every order from one place.",
                "Register as a seller",
                "landing/earn-seller.webp",
            ),
            (
                "deliveryman",
                "Become a delivery partner",
                "Deliver on your own schedule and get paid for every trip.",
                "Register as a courier",
                "landing/earn-deliveryman.webp",
            ),
        ),
        "download_app_title": "Get the app",
        "download_app_sub_title": "Order faster and track every delivery from your phone.",
    },
    "fr": {
        "fixed_header_title": "Tout ce qu'il vous faut, livré chez vous",
        "fixed_header_sub_title": "Repas, courses, médicaments et shopping auprès des commerces proches, "
        "ainsi que l'envoi de colis et la location de véhicules en quelques gestes.",
        "fixed_module_title": "Une place de marché pour tous vos besoins",
        "fixed_module_sub_title": "Choisissez un module pour voir les commerces qui vous livrent.",
        "fixed_location_title": "Où devons-nous livrer ?",
        "feature_title": "Pourquoi commander chez nous",
        "feature_sub_title": "Rapide, fiable et avantageux, dès la première commande.",
        "features": _features(
            (
                "Tout au même endroit",
                "Restaurants, épiceries, pharmacies et boutiques dans un seul compte.",
                "landing/feature-all-in-one.webp",
            ),
            (
                "Livraison rapide",
                "Suivez votre commande en direct, du commerce jusqu'à votre porte.",
                "landing/feature-delivery.webp",
            ),
            (
                "Payez comme vous voulez",
                "Carte, portefeuille ou paiement à la livraison : au choix.",
                "landing/feature-payment.webp",
            ),
            (
                "Des avantages qui s'additionnent",
                "Cumulez points de fidélité et cashback à chaque commande.",
                "landing/feature-rewards.webp",
            ),
        ),
        "earning_title": "Gagnez de l'argent avec nous",
        "earning_sub_title": "Développez votre activité avec la place de marché où votre quartier commande déjà.",
        "earnings": _earnings(
            (
                "seller",
                "Devenez vendeur",
                "Ouvrez votre boutique à des milliers de clients près de chez vous et suivez toutes vos "
                "commandes au même endroit.",
                "Inscrire mon commerce",
                "landing/earn-seller.webp",
            ),
            (
                "deliveryman",
                "Devenez livreur partenaire",
                "Livrez quand vous le souhaitez : chaque course vous est payée.",
                "Rejoindre les livreurs",
                "landing/earn-deliveryman.webp",
            ),
        ),
        "download_app_title": "Téléchargez l'application",
        "download_app_sub_title": "Commandez plus vite et suivez chaque livraison depuis votre téléphone.",
    },
}
