"""Slugs and file names for demo rows and pictures."""

from __future__ import annotations

import re
import unicodedata

_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """A lowercase ASCII slug: 'Crème brûlée & co' -> 'creme-brulee-co'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return _NOT_SLUG.sub("-", ascii_text.lower()).strip("-") or "item"


def item_picture_paths(module_type: str, name: str, views: int) -> list[str]:
    """The picture files of an item template: one per view, shared by every store selling it."""
    stem = f"item/{module_type}-{slugify(name)}"
    return [f"{stem}.webp", *(f"{stem}-{view}.webp" for view in range(2, views + 1))]


def module_icon_path(module_type: str) -> str:
    """The module's icon file."""
    return f"module/{module_type}.webp"


def category_slug(module_type: str, name: str) -> str:
    """A category slug, unique across modules that share category names ('Drinks')."""
    return f"{module_type}-{slugify(name)}"


def category_image_path(module_type: str, name: str) -> str:
    """The category's picture file."""
    return f"category/{category_slug(module_type, name)}.webp"


def store_logo_path(store_name: str) -> str:
    """The logo file of a demo store (benchmark copies of the store reuse it)."""
    return f"store/{slugify(store_name)}.webp"


def store_cover_path(store_name: str) -> str:
    """The cover photo file of a demo store."""
    return f"store/cover/{slugify(store_name)}.webp"
