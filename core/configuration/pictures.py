"""The sizes and formats catalogue pictures are stored in, so a browser takes the smallest file that fills
its box sharply (`srcset`).

A catalogue picture at `<folder>/<name>.webp` (its largest size: what the API's `*_full_url` names, for any
client) comes with one file per width and format beside it, `<folder>/<name>-<width>w.<format>`. Whoever
writes a picture into one of these folders writes the whole ladder (today the demo, adapters/demo/); the
configuration answer tells the storefront the ladders (`picture_ladders`), which builds `srcset` from them.
Uploads of customers (profile, review and message photos) live in other folders and come as one file.
"""

from __future__ import annotations

import msgspec

# Modern formats first: a browser takes the first it can decode (AVIF is about half of WebP's bytes here).
PICTURE_FORMATS: tuple[str, ...] = ("avif", "webp")

# Widths per folder, in CSS pixels at 1x and 2x of the largest box the storefront draws them in: an item
# card is 230 px wide, the product page's picture 520 px; a store card's cover 280 px and a store page's
# banner up to 1,180 px; a store logo 56 to 96 px; category and module tiles 72 to 120 px; the landing page's
# feature and earn-money pictures up to 160 px.
PICTURE_WIDTHS: dict[str, tuple[int, ...]] = {
    "item": (160, 320, 640),
    "store": (96, 192),
    "store/cover": (600, 1200),
    "category": (120, 240),
    "module": (120, 240),
    "landing": (160, 320),
}


class PictureLadder(msgspec.Struct, frozen=True):
    """The stored sizes of the pictures served from `base_url` (that folder only, not its sub-folders)."""

    base_url: str
    widths: list[int]
    formats: list[str]


def ladder_of(path: str) -> tuple[int, ...]:
    """The widths stored for the picture at `path` (relative to the public pictures); () for none."""
    folder, _, name = path.rpartition("/")
    return PICTURE_WIDTHS.get(folder, ()) if name.endswith(".webp") else ()


def variant_path(path: str, width: int, picture_format: str) -> str:
    """Where the `width` wide `picture_format` file of the picture at `path` is stored."""
    stem = path.rsplit(".", 1)[0]
    return f"{stem}-{width}w.{picture_format}"
