"""The demo's picture files: which ones the catalogue needs, placed only when missing from the store of public
pictures (the media folder, or the bucket with STORAGE_BACKEND=s3, so every node sees them)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from adapters.settings import Settings
from adapters.storage.objects import Objects
from adapters.storage.setup import open_storage
from core.demo import DemoCatalogue, store_items
from core.verticals import Vertical

from .naming import (
    category_image_path,
    item_picture_paths,
    module_icon_path,
    store_cover_path,
    store_logo_path,
)
from .picture_files import PictureJob, picture_files

__all__ = ["PictureJob", "catalogue_pictures", "place_pictures", "upload_missing", "write_missing"]

# A store cover shows up to this many of the store's items.
COVER_ITEMS = 3


def catalogue_pictures(vertical: Vertical, catalogue: DemoCatalogue) -> list[PictureJob]:
    """Every picture the module of `vertical` points to: icon, categories, store logos and covers, items.
    Each shows its emoji from the catalogue's `pictures` where it names one."""
    module_type, color, emoji = vertical.module_type, catalogue.color, catalogue.pictures.get
    module_name = vertical.label("en").module_name
    jobs = [
        PictureJob(module_icon_path(module_type), "icon", module_name, color, emoji=emoji(module_name, ""))
    ]
    for category in catalogue.categories:
        for name in (category.name, *category.subcategories):
            path = category_image_path(module_type, name.en)
            jobs.append(PictureJob(path, "icon", name.en, color, emoji=emoji(name.en, "")))
    first_category = catalogue.categories[0].name.en if catalogue.categories else ""
    for store in catalogue.stores:
        logo = emoji(store.categories[0] if store.categories else first_category, "")
        shown = tuple(e for item in store_items(catalogue, store) if (e := emoji(item.name.en, "")))
        jobs.append(PictureJob(store_logo_path(store.name), "logo", store.name, color, emoji=logo))
        jobs.append(
            PictureJob(
                store_cover_path(store.name),
                "cover",
                store.name,
                color,
                tagline=catalogue.description.en,
                emoji=logo,
                emojis=_spread(shown, COVER_ITEMS),
            )
        )
    for item in catalogue.items:
        for view, path in enumerate(item_picture_paths(module_type, item.name.en, item.pictures)):
            jobs.append(
                PictureJob(path, "item", item.name.en, color, view=view, emoji=emoji(item.name.en, ""))
            )
    return jobs


def _spread(emojis: Sequence[str], count: int) -> tuple[str, ...]:
    """`count` different emojis taken across `emojis` (a store's range rather than its first shelf)."""
    distinct = list(dict.fromkeys(emojis))
    if len(distinct) <= count:
        return tuple(distinct)
    step = len(distinct) / count
    return tuple(distinct[int(n * step)] for n in range(count))


UPLOADS_AT_ONCE = 8  # pictures drawn and sent to a bucket at the same time
DRAWN_AT_ONCE = 2  # pictures drawn into a media folder at the same time (Pillow encodes outside the GIL)


async def place_pictures(settings: Settings, jobs: Sequence[PictureJob]) -> int:
    """Place the pictures the configured store lacks into it; how many were placed."""
    if settings.storage_backend == "local":
        return await write_missing_async(Path(settings.media_dir), jobs)
    return await upload_missing(open_storage(settings).public.objects, jobs)


async def upload_missing(objects: Objects, jobs: Sequence[PictureJob]) -> int:
    """Puts the pictures `objects` does not hold whole yet (one listing) there; how many."""
    held = await objects.keys()
    missing = [job for job in _unique(jobs) if not held.issuperset(job.files())]
    at_once = asyncio.Semaphore(UPLOADS_AT_ONCE)

    async def upload(job: PictureJob) -> None:
        async with at_once:
            for path, data in (await asyncio.to_thread(picture_files, job)).items():
                await objects.put(path, data)

    await asyncio.gather(*(upload(job) for job in missing))
    return len(missing)


async def write_missing_async(media_dir: Path, jobs: Sequence[PictureJob]) -> int:
    """`write_missing` on DRAWN_AT_ONCE threads."""
    missing = [job for job in _unique(jobs) if not _all_there(media_dir, job)]
    at_once = asyncio.Semaphore(DRAWN_AT_ONCE)

    async def write(job: PictureJob) -> None:
        async with at_once:
            await asyncio.to_thread(_write, media_dir, job)

    await asyncio.gather(*(write(job) for job in missing))
    return len(missing)


def write_missing(media_dir: Path, jobs: Sequence[PictureJob]) -> int:
    """Writes the pictures whose files are not all there yet (so a reseed is quick); returns how many."""
    missing = [job for job in _unique(jobs) if not _all_there(media_dir, job)]
    for job in missing:
        _write(media_dir, job)
    return len(missing)


def _all_there(media_dir: Path, job: PictureJob) -> bool:
    return all((media_dir / path).exists() for path in job.files())


def _write(media_dir: Path, job: PictureJob) -> None:
    for path, data in picture_files(job).items():
        target = media_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.name}.{os.getpid()}")
        partial.write_bytes(data)
        # Renaming a finished file means a reader never sees half a picture.
        partial.replace(target)


def _unique(jobs: Iterable[PictureJob]) -> list[PictureJob]:
    return list({job.path: job for job in jobs}.values())
