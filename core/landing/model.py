"""The landing page answer and its built-in content in every language the storefront ships.

Operators override any text, and the feature list, through the business setting `landing_page`:
{"fixed_header_title": ..., "features": [{"title", "sub_title", "image"}], "translations": {"fr": {...}}}.
Top-level values apply to every language; `translations` overrides one language.
"""

from __future__ import annotations

from typing import Any

import msgspec

from core.configuration.model import AppLinks

SETTING_KEY = "landing_page"

TEXT_FIELDS = (
    "fixed_header_title",
    "fixed_header_sub_title",
    "fixed_module_title",
    "fixed_module_sub_title",
    "fixed_location_title",
    "feature_title",
    "feature_sub_title",
    "download_app_title",
    "download_app_sub_title",
)


class LandingFeature(msgspec.Struct, frozen=True):
    """One selling point shown as a card: a title, a sentence and a picture."""

    title: str
    sub_title: str
    image_full_url: str


class StoredFeature(msgspec.Struct, frozen=True):
    """A feature as the operator stores it (`image` is a media path or an absolute address)."""

    title: str
    sub_title: str = ""
    image: str = ""


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
    download_app_title: str
    download_app_sub_title: str
    fixed_footer_description: str
    download_user_app_links: AppLinks


def _features(*rows: tuple[str, str, str]) -> list[dict[str, Any]]:
    return [{"title": t, "sub_title": s, "image": i} for t, s, i in rows]


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
                "landing/feature-all-in-one.png",
            ),
            (
                "Fast delivery",
                "Follow your order live from the store to your door.",
                "landing/feature-delivery.png",
            ),
            (
                "Pay your way",
                "Card, wallet or cash on delivery: choose at checkout.",
                "landing/feature-payment.png",
            ),
            (
                "Rewards that add up",
                "Earn loyalty points and cashback on every order.",
                "landing/feature-rewards.png",
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
                "landing/feature-all-in-one.png",
            ),
            (
                "Livraison rapide",
                "Suivez votre commande en direct, du commerce jusqu'à votre porte.",
                "landing/feature-delivery.png",
            ),
            (
                "Payez comme vous voulez",
                "Carte, portefeuille ou paiement à la livraison : au choix.",
                "landing/feature-payment.png",
            ),
            (
                "Des avantages qui s'additionnent",
                "Cumulez points de fidélité et cashback à chaque commande.",
                "landing/feature-rewards.png",
            ),
        ),
        "download_app_title": "Téléchargez l'application",
        "download_app_sub_title": "Commandez plus vite et suivez chaque livraison depuis votre téléphone.",
    },
}
