"""A demo picture's files: the picture and its ladder (every width in AVIF and WebP, sized as the ladder says),
drawn from its OpenMoji emoji, and taken from the machine's cache the next time."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from adapters.demo import picture_files as files_module
from adapters.demo.picture_files import PictureJob, picture_files
from core.configuration.pictures import PICTURE_WIDTHS

ESPRESSO = PictureJob("item/food-espresso.webp", "item", "Espresso", "#8d6e63", emoji="☕")


def _opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_a_catalogue_picture_comes_with_its_ladder(tmp_path: Path) -> None:
    drawn = picture_files(ESPRESSO, cache=tmp_path)
    widths = PICTURE_WIDTHS["item"]
    assert set(drawn) == {
        "item/food-espresso.webp",
        *(f"item/food-espresso-{w}w.{f}" for w in widths for f in ("avif", "webp")),
    }
    main = _opened(drawn["item/food-espresso.webp"])
    assert (main.format, main.size) == ("WEBP", (max(widths), max(widths)))
    for width in widths:
        avif, webp = (_opened(drawn[f"item/food-espresso-{width}w.{f}"]) for f in ("avif", "webp"))
        assert (avif.format, avif.size) == ("AVIF", (width, width))
        assert (webp.format, webp.size) == ("WEBP", (width, width))
    # The smaller format is worth its place in the ladder.
    assert len(drawn["item/food-espresso-640w.avif"]) < len(drawn["item/food-espresso-640w.webp"])


def test_the_emoji_is_what_the_picture_shows(tmp_path: Path) -> None:
    coffee = _opened(picture_files(ESPRESSO, cache=tmp_path)["item/food-espresso-160w.webp"]).convert("RGB")
    pill = PictureJob("item/pharmacy-x.webp", "item", "Espresso", "#8d6e63", emoji="💊")
    other = _opened(picture_files(pill, cache=tmp_path)["item/pharmacy-x-160w.webp"]).convert("RGB")
    differing = (
        ImageChops.difference(coffee, other)
        .convert("L")
        .point(lambda v: 255 if v > 24 else 0)
        .histogram()[255]
    )
    assert differing > 160 * 160 // 10  # another emoji on the same tile: a different picture


def test_the_second_time_the_files_come_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = picture_files(ESPRESSO, cache=tmp_path)

    def no_drawing(job: PictureJob) -> Image.Image:
        raise AssertionError(f"{job.path} was drawn again")

    monkeypatch.setattr(files_module, "draw", no_drawing)
    assert picture_files(ESPRESSO, cache=tmp_path) == first


def test_pictures_outside_the_catalogue_folders_come_alone(tmp_path: Path) -> None:
    avatar = PictureJob("delivery-man/samir-haddad.webp", "logo", "Samir Haddad", "#00796b")
    assert list(picture_files(avatar, cache=tmp_path)) == ["delivery-man/samir-haddad.webp"]


@pytest.mark.parametrize("path", ["landing/feature-delivery.webp", "category/food-pizza.webp"])
def test_an_icon_is_drawn_as_wide_as_its_ladders_largest_width(tmp_path: Path, path: str) -> None:
    # A smaller drawing would leave the ladder's largest files scaled up (blurred) or missing that width.
    icon = PictureJob(path, "icon", "Fast delivery", "#E4572E", emoji="🛵")
    drawn = picture_files(icon, cache=tmp_path)
    widths = PICTURE_WIDTHS[path.rpartition("/")[0]]
    assert _opened(drawn[path]).size == (max(widths), max(widths))
    stem = path.removesuffix(".webp")
    for width in widths:
        assert _opened(drawn[f"{stem}-{width}w.avif"]).size == (width, width)
