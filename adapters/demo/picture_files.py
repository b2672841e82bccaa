"""The files of one demo picture: the picture at its path and, in a catalogue folder, its ladder of widths
and formats (core/configuration/pictures.py) for the storefront's `srcset`.

Drawing and encoding the whole demo (about 500 pictures, 3,000 files) takes about a minute of CPU, and
every fresh media folder (each test run's, each new node's bucket) needs them: the encoded files are kept
in a cache folder of this machine (about 15 MB), keyed by what the picture shows and how it is drawn, so
only the first seed on a machine draws them.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
from dataclasses import astuple, dataclass
from pathlib import Path

from PIL import Image

from core.configuration.pictures import PICTURE_FORMATS, ladder_of, variant_path

from . import emoji_pictures, pictures

# Part of every cache key: raise it when a drawing changes, so cached files of the old drawing are not used.
DRAWING_VERSION = 4


@dataclass(frozen=True, slots=True)
class PictureJob:
    """One picture to draw: its path under the public pictures, what it shows and in which colour. With
    `emoji` (OpenMoji) the picture shows it; without, the name's initials (a courier's avatar, the
    marketplace's logo, a vertical whose demo names no emoji)."""

    path: str
    kind: str  # item | logo | cover | icon | brand | favicon
    name: str
    color: str
    view: int = 0
    tagline: str = ""
    emoji: str = ""
    emojis: tuple[str, ...] = ()  # a store cover's: a few of its items

    def files(self) -> list[str]:
        """Every path this picture is stored at: itself and its ladder."""
        widths = ladder_of(self.path)
        return [self.path, *(variant_path(self.path, w, f) for w in widths for f in PICTURE_FORMATS)]


def draw(job: PictureJob) -> Image.Image:
    """The picture of `job`, at its largest size."""
    if job.emoji:
        if job.kind == "item":
            return emoji_pictures.item_picture(job.emoji, job.color, job.view)
        if job.kind == "logo":
            return emoji_pictures.logo_picture(job.emoji, job.name, job.color)
        if job.kind == "cover":
            return emoji_pictures.cover_picture(job.name, job.tagline, job.color, job.emojis or (job.emoji,))
        # As wide as the folder's largest stored width (a landing picture's 320 px, a category's 240 px), so
        # no file of the ladder is scaled up from a smaller drawing.
        return emoji_pictures.icon_picture(job.emoji, job.color, final=max(ladder_of(job.path), default=240))
    if job.kind == "item":
        return pictures.item_picture(job.name, job.color, job.view, size=640)
    if job.kind == "logo":
        return pictures.logo_picture(job.name, job.color)
    if job.kind == "cover":
        return pictures.cover_picture(job.name, job.tagline, job.color)
    if job.kind == "brand":
        return pictures.brand_logo(job.name, job.color)
    if job.kind == "favicon":
        return pictures.favicon(job.name, job.color)
    return pictures.icon_picture(job.name, job.color)


def _encoded(image: Image.Image, path: str) -> bytes:
    out = io.BytesIO()
    if path.endswith(".avif"):
        image.save(out, "AVIF", quality=55, speed=8)
    elif path.endswith(".webp"):
        image.save(out, "WEBP", quality=80, method=4)
    else:
        image.save(out, "PNG", optimize=False)
    return out.getvalue()


def _drawn_files(job: PictureJob) -> dict[str, bytes]:
    image = draw(job)
    files = {job.path: _encoded(image, job.path)}
    for width in ladder_of(job.path):
        sized = (
            image
            if width >= image.width
            else image.resize((width, round(image.height * width / image.width)), Image.Resampling.LANCZOS)
        )
        for picture_format in PICTURE_FORMATS:
            variant = variant_path(job.path, width, picture_format)
            files[variant] = _encoded(sized, variant)
    return files


def cache_folder() -> Path:
    """This machine's cache of drawn demo pictures (the user's cache folder)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "storefront" / "demo-pictures"


def _key(job: PictureJob) -> str:
    return hashlib.sha256(repr((DRAWING_VERSION, astuple(job))).encode()).hexdigest()[:32]


def _flat(path: str) -> str:
    return path.replace("/", "__")


def picture_files(job: PictureJob, cache: Path | None = None) -> dict[str, bytes]:
    """Every file of `job` by path, from the cache when it holds them, drawn (and cached) otherwise."""
    folder = (cache or cache_folder()) / _key(job)
    paths = job.files()
    try:
        return {path: (folder / _flat(path)).read_bytes() for path in paths}
    except OSError:
        pass
    files = _drawn_files(job)
    try:
        partial = folder.with_name(f"{folder.name}.{os.getpid()}")
        partial.mkdir(parents=True, exist_ok=True)
        for path, data in files.items():
            (partial / _flat(path)).write_bytes(data)
        try:
            partial.rename(folder)  # whole or not at all: a reader never sees part of a picture's files
        except OSError:  # another process cached it meanwhile
            shutil.rmtree(partial, ignore_errors=True)
    except OSError:
        pass  # a cache that cannot be written only costs the next seed its drawing
    return files
