"""Demo pictures drawn with Pillow: coloured backgrounds, simple shapes and the name or its initials (the
marketplace's logo, couriers' avatars, and any picture of a vertical whose demo names no emoji for it)."""

from __future__ import annotations

import colorsys
import unicodedata
import zlib
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]
WHITE: RGB = (255, 255, 255)
INK: RGB = (38, 38, 46)


# Fonts with accented letters, where the system has one; Pillow's bundled font otherwise.
FONT_FILES = (
    "DejaVuSans.ttf",
    "LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
)


@lru_cache(maxsize=1)
def _font_file() -> str | None:
    for name in FONT_FILES:
        try:
            ImageFont.truetype(name, 12)
        except OSError:
            continue
        return name
    return None


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    name = _font_file()
    return ImageFont.load_default(size=size) if name is None else ImageFont.truetype(name, size)


def printable(text: str) -> str:
    # The bundled font has no accented letters: fold them rather than draw empty boxes.
    return text if _font_file() else unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _rgb(color: str) -> RGB:
    value = color.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def shade(color: str, seed: str, *, lightness: float | None = None, spread: float = 0.08) -> RGB:
    """`color` with its hue nudged by a stable hash of `seed`, optionally at a given lightness."""
    r, g, b = (c / 255 for c in _rgb(color))
    hue, light, saturation = colorsys.rgb_to_hls(r, g, b)
    nudge = (zlib.crc32(seed.encode()) % 1000 / 1000 - 0.5) * 2 * spread
    light = light if lightness is None else lightness
    red, green, blue = colorsys.hls_to_rgb((hue + nudge) % 1.0, light, min(saturation, 0.75))
    return (round(red * 255), round(green * 255), round(blue * 255))


def initials(name: str) -> str:
    """The first letter of `name` and of its next capitalised word: 'Casa Nonna' -> 'CN', 'Ballet flats' -> 'B'."""
    words = [w for w in name.replace("&", " ").replace("-", " ").split() if w[:1].isalpha()]
    if not words:
        return "?"
    second = next((w[0] for w in words[1:] if w[0].isupper()), "")
    return printable(words[0][0].upper() + second)


def fitted_font(
    draw: ImageDraw.ImageDraw, text: str, width: int, size: int
) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    text = printable(text)
    while size > 10 and draw.textlength(text, font=font(size)) > width:
        size -= 2
    return font(size)


def _wrap(draw: ImageDraw.ImageDraw, text: str, width: int, size: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font(size)) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines[:3]


def _centred(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: object, fill: RGB) -> None:
    draw.text(xy, printable(text), font=font, fill=fill, anchor="mm")  # type: ignore[arg-type]


def item_picture(name: str, color: str, view: int = 0, size: int = 400) -> Image.Image:
    """A product shot: a tinted backdrop, a shadowed round or square shape, the initials and the name."""
    seed = f"{name}/{view}"
    image = Image.new("RGB", (size, size), shade(color, seed, lightness=0.93))
    draw = ImageDraw.Draw(image)
    body = shade(color, seed, lightness=0.55, spread=0.15)
    box = (size * 0.22, size * 0.12, size * 0.78, size * 0.68)
    draw.ellipse((size * 0.24, size * 0.62, size * 0.76, size * 0.72), fill=shade(color, seed, lightness=0.8))
    if zlib.crc32(seed.encode()) % 2:
        draw.ellipse(box, fill=body)
        draw.ellipse((box[0] + 18, box[1] + 18, box[2] - 18, box[3] - 18), outline=WHITE, width=4)
    else:
        draw.rounded_rectangle(box, radius=size // 10, fill=body)
    _centred(draw, (size / 2, size * 0.40), initials(name), font(size // 6), WHITE)
    lines = _wrap(draw, name, int(size * 0.86), size // 13)
    for row, line in enumerate(lines[:2]):
        _centred(draw, (size / 2, size * (0.80 + 0.09 * row)), line, font(size // 13), INK)
    return image


def logo_picture(name: str, color: str, size: int = 300) -> Image.Image:
    """A round store logo with the store's initials."""
    image = Image.new("RGB", (size, size), WHITE)
    draw = ImageDraw.Draw(image)
    draw.ellipse((6, 6, size - 6, size - 6), fill=shade(color, name, lightness=0.45, spread=0.12))
    draw.ellipse((22, 22, size - 22, size - 22), outline=WHITE, width=5)
    _centred(draw, (size / 2, size / 2), initials(name), font(size // 3), WHITE)
    return image


def cover_picture(name: str, tagline: str, color: str, width: int = 900, height: int = 300) -> Image.Image:
    """A wide store banner: a two-tone background with circles, the store name and a tagline."""
    image = Image.new("RGB", (width, height), shade(color, name, lightness=0.40))
    draw = ImageDraw.Draw(image)
    for n in range(4):
        radius = height * (0.55 - 0.1 * n)
        centre = (width * (0.80 + 0.03 * n), height * 0.5)
        tone = shade(color, name, lightness=0.44 + 0.05 * n, spread=0.1)
        draw.ellipse(
            (centre[0] - radius, centre[1] - radius, centre[0] + radius, centre[1] + radius), fill=tone
        )
    _centred(draw, (width * 0.89, height * 0.5), initials(name), font(height // 6), WHITE)
    banner_words(draw, (width, height), name, tagline, 0.6)
    return image


def banner_words(
    draw: ImageDraw.ImageDraw, size: tuple[int, int], name: str, tagline: str, share: float
) -> None:
    """A banner's store name and tagline in white on its left, each fitted into `share` of its width."""
    width, height = size
    for text, top, largest in ((name, 0.42, height // 5), (tagline, 0.64, height // 12)):
        line = printable(text)
        fitted = fitted_font(draw, line, int(width * share), largest)
        draw.text((width * 0.06, height * top), line, font=fitted, fill=WHITE, anchor="lm")


def icon_picture(name: str, color: str, size: int = 240) -> Image.Image:
    """A category or module tile: a rounded square, a coloured disc and the name's initials."""
    image = Image.new("RGB", (size, size), WHITE)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, size - 1, size - 1), radius=size // 6, fill=shade(color, name, lightness=0.9)
    )
    draw.ellipse((size * 0.18, size * 0.12, size * 0.82, size * 0.76), fill=shade(color, name, lightness=0.5))
    _centred(draw, (size / 2, size * 0.44), initials(name), font(size // 4), WHITE)
    _centred(draw, (size / 2, size * 0.88), name, fitted_font(draw, name, int(size * 0.9), size // 10), INK)
    return image


def brand_logo(name: str, color: str, width: int = 480, height: int = 128) -> Image.Image:
    """The marketplace logo on a transparent background: a mark and the brand name."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((8, 14, 8 + height - 28, height - 14), radius=22, fill=_rgb(color))
    _centred(draw, (8 + (height - 28) / 2, height / 2), name[:1].upper(), font(height // 2), WHITE)
    draw.text(
        (height + 4, height / 2), printable(name), font=font(height // 2), fill=_rgb(color), anchor="lm"
    )
    return image


def favicon(name: str, color: str, size: int = 64) -> Image.Image:
    """A small square icon with the brand's first letter."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, size - 1, size - 1), radius=size // 5, fill=_rgb(color))
    _centred(draw, (size / 2, size / 2), name[:1].upper(), font(int(size * 0.6)), WHITE)
    return image
