"""The pictures of the built-in landing page (core/landing/model.py CONTENT names these paths): each an
OpenMoji emoji on a tile of the brand's colour, drawn with the demo's other pictures."""

from __future__ import annotations

from .business import BRAND_COLOR
from .media import PictureJob

LANDING_PICTURES = {  # path under the public pictures -> the emoji it shows
    "landing/feature-all-in-one.webp": "🛍️",
    "landing/feature-delivery.webp": "🛵",
    "landing/feature-payment.webp": "💳",
    "landing/feature-rewards.webp": "🎁",
    "landing/earn-seller.webp": "🏪",
    "landing/earn-deliveryman.webp": "🚴",
}


def landing_pictures() -> list[PictureJob]:
    """The landing page's feature and earn-money pictures."""
    return [
        PictureJob(path, "icon", path.rpartition("/")[2].removesuffix(".webp"), BRAND_COLOR, emoji=emoji)
        for path, emoji in LANDING_PICTURES.items()
    ]
