"""The demo catalogue's pictures, composed from OpenMoji's emoji on tiles in the module's colour: an item
shows what it is (an espresso cup for Espresso), a category or module its emoji, a store a logo of its first
category's emoji and a banner with its name and a few of its items."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFilter

from .emoji import emoji_picture
from .pictures import WHITE, banner_words, shade


def _backdrop(size: tuple[int, int], color: str, seed: str, top: float, bottom: float) -> Image.Image:
    """A soft vertical gradient between two lightnesses of `color`'s hue."""
    width, height = size
    # A slight hue shift per seed tells neighbouring tiles apart without leaving the module's colour.
    start, end = (shade(color, seed, lightness=light, spread=0.03) for light in (top, bottom))
    column = Image.new("RGB", (1, height))
    for y in range(height):
        at = y / max(1, height - 1)
        column.putpixel((0, y), tuple(round(a + (b - a) * at) for a, b in zip(start, end, strict=True)))
    return column.resize((width, height)).convert("RGBA")


def _shadow(size: tuple[int, int], box: tuple[float, float, float, float], strength: int) -> Image.Image:
    """A blurred ellipse under an object, as if it stood on the tile."""
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(layer).ellipse(box, fill=(0, 0, 0, strength))
    return layer.filter(ImageFilter.GaussianBlur(max(2, size[0] // 60)))


# Discs and rings are drawn at twice the size and scaled down: Pillow draws shapes without smoothing their edges.
_SUPERSAMPLE = 2


def _finished(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS).convert("RGB")


def _place(base: Image.Image, emoji: str, centre: tuple[float, float], side: int, angle: float = 0) -> None:
    drawn = emoji_picture(emoji, side)
    if angle:
        drawn = drawn.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    base.alpha_composite(drawn, (round(centre[0] - drawn.width / 2), round(centre[1] - drawn.height / 2)))


# Each view of an item's gallery: how large the emoji is (share of the tile), where it stands and how it turns
# (a close-up, then a step back).
_VIEWS = ((0.62, 0.47, 0.0), (0.8, 0.5, 0.0), (0.48, 0.45, 0.0))


def item_picture(emoji: str, color: str, view: int = 0, size: int = 640) -> Image.Image:
    """A product shot: the item's emoji standing on a light tile of the module's colour."""
    seed = f"{emoji}/{view}"
    scale, height, angle = _VIEWS[view % len(_VIEWS)]
    tile = _backdrop((size, size), color, seed, 0.96, 0.86)
    side = round(size * scale)
    foot = size * height + side * 0.46
    tile.alpha_composite(
        _shadow((size, size), (size * 0.27, foot - size * 0.035, size * 0.73, foot + size * 0.035), 60)
    )
    _place(tile, emoji, (size / 2, size * height), side, angle)
    return tile.convert("RGB")


def icon_picture(emoji: str, color: str, final: int = 240) -> Image.Image:
    """A category or module tile: the emoji on a light disc of the colour, full bleed (tiles are cropped
    round or rounded by the storefront)."""
    size = final * _SUPERSAMPLE
    tile = _backdrop((size, size), color, emoji, 0.93, 0.84)
    ImageDraw.Draw(tile).ellipse((size * 0.1, size * 0.1, size * 0.9, size * 0.9), fill=(*WHITE, 150))
    _place(tile, emoji, (size / 2, size / 2), round(size * 0.62))
    return _finished(tile, (final, final))


def logo_picture(emoji: str, name: str, color: str, final: int = 192) -> Image.Image:
    """A round store logo: a white disc ringed in the store's colour, with its first category's emoji."""
    size = final * _SUPERSAMPLE
    image = Image.new("RGBA", (size, size), (*WHITE, 255))
    draw = ImageDraw.Draw(image)
    ring = max(4, size // 18)
    draw.ellipse((2, 2, size - 3, size - 3), fill=shade(color, name, lightness=0.42, spread=0.02))
    draw.ellipse((2 + ring, 2 + ring, size - 3 - ring, size - 3 - ring), fill=(*WHITE, 255))
    _place(image, emoji, (size / 2, size / 2), round(size * 0.56))
    return _finished(image, (final, final))


def cover_picture(
    name: str, tagline: str, color: str, emojis: Sequence[str], final: tuple[int, int] = (1200, 400)
) -> Image.Image:
    """A wide store banner: the name and tagline on the module's colour, a few of the store's items beside."""
    width, height = final[0] * _SUPERSAMPLE, final[1] * _SUPERSAMPLE
    banner = _backdrop((width, height), color, name, 0.34, 0.26)
    draw = ImageDraw.Draw(banner)
    banner_words(draw, (width, height), name, tagline, 0.48)
    shown = list(dict.fromkeys(emojis))[:3]
    for n, emoji in enumerate(shown):
        centre = (width * (0.62 + 0.13 * n), height * (0.5 + (0.12 if n % 2 else -0.1)))
        radius = height * 0.27
        draw.ellipse(
            (centre[0] - radius, centre[1] - radius, centre[0] + radius, centre[1] + radius),
            fill=shade(color, f"{name}/{n}", lightness=0.9, spread=0.02),
        )
        _place(banner, emoji, centre, round(radius * 1.35), angle=(-8, 6, -4)[n])
    return _finished(banner, final)
