"""The demo's picture files: which ones the catalogue needs, drawn only when missing from the store of public
pictures (the media folder, or the bucket with STORAGE_BACKEND=s3, so every node sees them)."""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from adapters.settings import Settings
from adapters.storage.objects import Objects
from adapters.storage.setup import open_storage
from core.demo import DemoCatalogue
from core.verticals import Vertical

from . import pictures
from .naming import (
    category_image_path,
    item_picture_paths,
    module_icon_path,
    store_cover_path,
    store_logo_path,
)


@dataclass(frozen=True, slots=True)
class PictureJob:
    """One picture to draw: its path under the media folder, what it shows and in which colour."""

    path: str
    kind: str  # item | logo | cover | icon | brand | favicon
    name: str
    color: str
    view: int = 0
    tagline: str = ""


def catalogue_pictures(vertical: Vertical, catalogue: DemoCatalogue) -> list[PictureJob]:
    """Every picture the module of `vertical` points to: icon, categories, store logos and covers, items."""
    module_type, color = vertical.module_type, catalogue.color
    jobs = [PictureJob(module_icon_path(module_type), "icon", vertical.label("en").module_name, color)]
    for category in catalogue.categories:
        for name in (category.name, *category.subcategories):
            jobs.append(PictureJob(category_image_path(module_type, name.en), "icon", name.en, color))
    for store in catalogue.stores:
        jobs.append(PictureJob(store_logo_path(store.name), "logo", store.name, color))
        jobs.append(
            PictureJob(
                store_cover_path(store.name), "cover", store.name, color, tagline=catalogue.description.en
            )
        )
    for item in catalogue.items:
        for view, path in enumerate(item_picture_paths(module_type, item.name.en, item.pictures)):
            jobs.append(PictureJob(path, "item", item.name.en, color, view=view))
    return jobs


def _draw(job: PictureJob) -> Image.Image:
    if job.kind == "item":
        return pictures.item_picture(job.name, job.color, job.view)
    if job.kind == "logo":
        return pictures.logo_picture(job.name, job.color)
    if job.kind == "cover":
        return pictures.cover_picture(job.name, job.tagline, job.color)
    if job.kind == "brand":
        return pictures.brand_logo(job.name, job.color)
    if job.kind == "favicon":
        return pictures.favicon(job.name, job.color)
    return pictures.icon_picture(job.name, job.color)


UPLOADS_AT_ONCE = 8  # pictures drawn and sent to a bucket at the same time


async def place_pictures(settings: Settings, jobs: Sequence[PictureJob]) -> int:
    """Draw the pictures the configured store lacks into it; how many were drawn."""
    if settings.storage_backend == "local":
        return await asyncio.to_thread(write_missing, Path(settings.media_dir), jobs)
    return await upload_missing(open_storage(settings).public.objects, jobs)


async def upload_missing(objects: Objects, jobs: Sequence[PictureJob]) -> int:
    """Draws the pictures `objects` does not hold yet (one listing) and puts them there; how many."""
    held = await objects.keys()
    missing = [job for job in _unique(jobs) if job.path not in held]
    at_once = asyncio.Semaphore(UPLOADS_AT_ONCE)

    async def upload(job: PictureJob) -> None:
        async with at_once:
            await objects.put(job.path, await asyncio.to_thread(_encoded, job))

    await asyncio.gather(*(upload(job) for job in missing))
    return len(missing)


def _encoded(job: PictureJob) -> bytes:
    out = io.BytesIO()
    _save(_draw(job), out, job.path)
    return out.getvalue()


def _save(image: Image.Image, target: Path | io.BytesIO, path: str) -> None:
    if path.endswith(".webp"):
        image.save(target, "WEBP", quality=80, method=0)
    else:
        image.save(target, "PNG", optimize=False)


def write_missing(media_dir: Path, jobs: Sequence[PictureJob]) -> int:
    """Draws the pictures whose files do not exist yet (so a reseed is quick); returns how many were drawn."""
    drawn = 0
    for job in _unique(jobs):
        target = media_dir / job.path
        if target.exists():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.name}.{os.getpid()}")
        _save(_draw(job), partial, job.path)
        # Renaming a finished file means a reader never sees half a picture.
        partial.replace(target)
        drawn += 1
    return drawn


def _unique(jobs: Iterable[PictureJob]) -> list[PictureJob]:
    return list({job.path: job for job in jobs}.values())
