"""Files in an S3 bucket (STORAGE_BACKEND=s3) against a real S3 server on loopback (SeaweedFS): a profile photo
stored through one node is served by another, public pictures have stable addresses (a CDN's or the bucket's
with MEDIA_BASE_URL), the demo's pictures are put in the bucket, and a store that does not answer makes
readiness and uploads answer 503, never 500, while a deletion it did not answer is retried until the file is
gone."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import httpx
from PIL import Image

from adapters.container import make_container
from adapters.demo.business import brand_pictures
from adapters.demo.media import catalogue_pictures
from adapters.demo.plan import demo_catalogues
from adapters.demo.seed import seed_demo
from adapters.jobs.local import LocalWork
from adapters.jobs.work import delete_file
from adapters.settings import Settings
from adapters.storage.setup import open_storage
from core.verticals import load_registry
from tests.api.account_holder import AccountHolder, error
from tests.api.visitor import running_app
from tests.conftest import make_settings
from tests.seaweedfs_process import PRIVATE_BUCKET, PUBLIC_PREFIX, SeaweedS3, seaweed_or_skip
from tests.waiting import until


def picture(kind: str = "PNG", colour: tuple[int, int, int] = (200, 30, 90)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 64), colour).save(buffer, format=kind)
    return buffer.getvalue()


def photo(content: bytes) -> dict[str, tuple[str, bytes, str]]:
    return {"image": ("me.png", content, "image/png")}


def is_picture(answer: httpx.Response) -> bool:
    """Whether `answer` serves a picture (a path the router normalises away may get the storefront's page)."""
    return answer.status_code == 200 and answer.headers["content-type"].startswith("image/")


def files_in(folder: Path) -> list[Path]:
    return [path for path in folder.rglob("*") if path.is_file()] if folder.exists() else []


async def test_a_photo_stored_through_one_node_is_served_by_another(
    accounts_settings: Settings, seaweedfs: SeaweedS3, tmp_path: Path
) -> None:
    # Two nodes on the same settings, each with a local media folder of its own that neither may use.
    one = seaweedfs.settings(accounts_settings, media_dir=tmp_path / "one" / "media")
    two = seaweedfs.settings(accounts_settings, media_dir=tmp_path / "two" / "media")
    async with running_app(one) as first, running_app(two) as second:
        ada = await AccountHolder.sign_up(first)
        assert (await ada.update_profile(files=photo(picture()))).status_code == 200
        url = (await ada.info()).json()["image_full_url"]
        assert url.startswith("/media/profile/")
        served = await second.get(url)
        assert served.status_code == 200
        assert served.headers["content-type"] == "image/png"
        assert served.headers["cache-control"] == "public, max-age=86400"
        assert Image.open(io.BytesIO(served.content)).size == (64, 64)
        assert url.removeprefix("/media/") in await seaweedfs.keys(PUBLIC_PREFIX)
        # A new photo replaces the old one in the bucket: the old address answers 404 on every node.
        assert (await ada.update_profile(files=photo(picture(colour=(0, 90, 200))))).status_code == 200
        assert (await first.get(url)).status_code == 404
        assert (await second.get(url)).status_code == 404
        assert (await second.get((await ada.info()).json()["image_full_url"])).status_code == 200
        for outside in ("/media/profile/.hidden.png", "/media/profile//x.png", "/media/profile/%2E%2E/x.png"):
            assert not is_picture(await second.get(outside)), outside
    assert files_in(tmp_path) == []


async def test_public_pictures_have_stable_addresses_at_the_media_base_url(
    accounts_settings: Settings, seaweedfs: SeaweedS3, tmp_path: Path
) -> None:
    # The bucket's public prefix, read anonymously: what a CDN would take as its origin.
    base = seaweedfs.public_url("").rstrip("/")
    settings = seaweedfs.settings(accounts_settings, media_dir=tmp_path / "media", media_base_url=f"{base}/")
    async with running_app(settings) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.update_profile(files=photo(picture()))).status_code == 200
        url = (await ada.info()).json()["image_full_url"]
        config = (await client.get("/api/v1/config")).json()
    assert url.startswith(f"{base}/profile/")
    assert config["base_urls"]["item_image_url"] == f"{base}/item"
    async with httpx.AsyncClient() as browser:
        served = await browser.get(url)  # no credentials: what a browser or a CDN reads
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert Image.open(io.BytesIO(served.content)).size == (64, 64)


async def test_the_demo_pictures_are_put_in_the_bucket(
    seaweedfs: SeaweedS3, empty_database: str, tmp_path: Path
) -> None:
    settings = seaweedfs.settings(make_settings(empty_database, tmp_path / "media"))
    catalogued = demo_catalogues(load_registry(settings.verticals))
    expected = {
        *(job.path for job in brand_pictures()),
        *(
            path
            for c in catalogued
            for job in catalogue_pictures(c.vertical, c.catalogue)
            for path in job.files()
        ),
    }
    assert any(path.endswith("-320w.avif") for path in expected)  # every catalogue picture's ladder too
    report = await seed_demo(settings)
    assert report.pictures_drawn > 0
    assert expected <= await seaweedfs.keys(PUBLIC_PREFIX)
    assert (await seed_demo(settings)).pictures_drawn == 0  # a reseed draws only what the bucket lacks
    assert files_in(tmp_path / "media") == []
    async with running_app(settings) as client:
        config = (await client.get("/api/v1/config")).json()
        served = await client.get(config["logo_full_url"])
        item_folder = config["base_urls"]["item_image_url"]
        small = next(p for p in sorted(expected) if p.startswith("item/") and p.endswith("-320w.avif"))
        ladder_file = await client.get(f"{item_folder}/{small.removeprefix('item/')}")
    assert served.status_code == 200
    assert Image.open(io.BytesIO(served.content)).format in {"PNG", "WEBP"}
    assert ladder_file.status_code == 200, ladder_file.text
    assert Image.open(io.BytesIO(ladder_file.content)).size == (320, 320)


async def test_readiness_asks_the_private_bucket_too(
    accounts_settings: Settings, seaweedfs: SeaweedS3, tmp_path: Path
) -> None:
    for bucket, ready in ((PRIVATE_BUCKET, True), ("no-such-bucket", False)):
        settings = seaweedfs.settings(
            accounts_settings, media_dir=tmp_path / "media", s3_private_bucket=bucket
        )
        async with running_app(settings) as client:
            answer = await client.get("/health/ready")
        assert (answer.status_code, answer.json()["storage"]) == (200 if ready else 503, ready), bucket


async def test_a_store_that_does_not_answer_makes_the_node_unready_and_uploads_503(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    server = seaweed_or_skip(tmp_path / "seaweedfs")  # a server of this test's own: it is stopped
    try:
        settings = server.settings(accounts_settings, media_dir=tmp_path / "media")
        async with running_app(settings) as client:
            ready = await client.get("/health/ready")
            assert (ready.status_code, ready.json()) == (
                200,
                {"database": True, "schema": True, "storage": True},
            )
            ada = await AccountHolder.sign_up(client)
            assert (await ada.update_profile(files=photo(picture()))).status_code == 200
            url = (await ada.info()).json()["image_full_url"]
            server.stop()
            down = await client.get("/health/ready")
            assert (down.status_code, down.headers["retry-after"]) == (503, "5")
            assert down.json() == {"database": True, "schema": True, "storage": False}
            refused = await ada.update_profile(files=photo(picture(colour=(0, 90, 200))))
            assert error(refused) == (503, "service_unavailable", "The service is busy, try again.")
            assert refused.headers["retry-after"] == "1"
            assert (await ada.info()).json()["image_full_url"] == url  # nothing changed
            unreadable = await client.get(url)
            assert (unreadable.status_code, unreadable.headers["retry-after"]) == (503, "1")
            # What needs no file still works.
            assert (await ada.update_profile(name="Ada King Lovelace")).status_code == 200
    finally:
        server.stop()


async def test_a_deletion_the_store_did_not_answer_is_retried_until_the_file_is_gone(
    accounts_settings: Settings, tmp_path: Path
) -> None:
    server = seaweed_or_skip(
        tmp_path / "seaweedfs"
    )  # a server of this test's own: it is stopped and restarted
    settings = server.settings(accounts_settings, media_dir=tmp_path / "media")
    container = make_container(settings, load_registry(settings.verticals))
    # The real job and runner, with pauses of a fraction of a second instead of 15 s and more.
    work = LocalWork(
        container, jobs=[replace(delete_file.JOB, retry_delay=0.2, max_retry_delay=0.5, attempts=100)]
    )
    try:
        media = open_storage(settings, work).public
        key = await media.save("profile", "png", picture())
        assert key in await server.keys(PUBLIC_PREFIX)
        server.stop()
        await media.delete(key)  # answered at once: the request that drops a file is not refused for it
        server.start()
        await until(lambda: _gone(server, key))
    finally:
        await work.close()
        await container.close()
        server.stop()


async def _gone(server: SeaweedS3, key: str) -> bool:
    return key not in await server.keys(PUBLIC_PREFIX)
