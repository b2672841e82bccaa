"""The profile: its answer, updates with SPEC.md's messages, the photo judged by its real content, and the
removal of the account with its personal data."""

from __future__ import annotations

import io

from PIL import ExifTags, Image
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.settings import Settings
from tests.api.account_holder import AccountHolder, error, new_identity

FORMAT_MESSAGE = "This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only."


def picture(kind: str, width: int = 64, height: int = 64) -> bytes:
    """A real picture of that format and size."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 90)).save(buffer, format=kind)
    return buffer.getvalue()


def photo(name: str, content: bytes, declared: str = "image/jpeg") -> dict[str, tuple[str, bytes, str]]:
    """The `image` part of the form."""
    return {"image": (name, content, declared)}


async def count(settings: Settings, statement: str, **values: object) -> int:
    """A count read straight from the database."""
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            return int((await connection.execute(text(statement), values)).scalar_one())
    finally:
        await engine.dispose()


async def test_name_changes_and_an_unchanged_form_says_so(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    same = await ada.update_profile()
    assert same.json() == {
        "otp_send": False,
        "verification_on": None,
        "message": "No changes found to update.",
    }
    changed = await ada.update_profile(name="Ada King Lovelace")
    assert changed.json() == {"otp_send": False, "verification_on": None, "message": "Updated successfully."}
    info = (await ada.info()).json()
    assert (info["f_name"], info["l_name"]) == ("Ada", "King Lovelace")
    assert changed.headers["cache-control"] == "no-store"


async def test_the_form_rules_answer_one_entry_per_field(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    answer = await ada.update_profile(name=" ", email="nope", phone="")
    assert [(e["code"], e["message"]) for e in answer.json()["errors"]] == [
        ("name", "name is required"),
        ("email", "Must be a valid email"),
        ("phone", "phone number required"),
    ]
    answer = await ada.update_profile(password="short", confirm_password="other")
    assert [e["code"] for e in answer.json()["errors"]] == ["password", "confirm_password"]
    answer = await ada.update_profile(password="long enough pw", confirm_password="long enough pw!")
    assert error(answer) == (422, "confirm_password", "The password confirmation does not match.")
    answer = await ada.update_profile(button_type="fax")
    assert error(answer)[:2] == (422, "button_type")


async def test_a_square_png_is_stored_and_served(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    content = picture("PNG")
    answer = await ada.update_profile(files=photo("me.png", content, "image/png"))
    assert answer.json()["message"] == "Updated successfully."
    url = (await ada.info()).json()["image_full_url"]
    assert url.startswith("/media/profile/")
    assert url.endswith(".png")
    served = await accounts_client.get(url)
    assert served.status_code == 200
    kept = Image.open(io.BytesIO(served.content))  # encoded anew: the same picture, not the same bytes
    assert (kept.format, kept.size, kept.convert("RGB").getpixel((5, 5))) == ("PNG", (64, 64), (200, 30, 90))


async def test_the_real_type_decides_not_the_name_or_the_declared_type(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    answer = await ada.update_profile(files=photo("holiday.gif", picture("PNG"), "image/gif"))
    assert answer.status_code == 200
    assert (await ada.info()).json()["image_full_url"].endswith(".png")  # stored as what it is
    gif = await ada.update_profile(files=photo("avatar.jpg", picture("GIF"), "image/jpeg"))
    assert gif.status_code == 200
    assert (await ada.info()).json()["image_full_url"].endswith(".gif")
    pdf = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
    assert error(await ada.update_profile(files=photo("scan.jpg", pdf))) == (422, "image", FORMAT_MESSAGE)
    for kind in ("WEBP", "BMP", "TIFF"):
        refused = await ada.update_profile(files=photo("a.jpg", picture(kind)))
        assert error(refused) == (422, "image", FORMAT_MESSAGE), kind
    truncated = picture("JPEG")[:200]
    assert error(await ada.update_profile(files=photo("cut.jpg", truncated)))[:2] == (422, "image")


async def test_a_photo_must_be_square_and_at_most_2_mb(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    wide = await ada.update_profile(files=photo("wide.jpg", picture("JPEG", 80, 40)))
    assert error(wide) == (422, "image", "The image must be square (1:1).")
    large = picture("PNG") + b"\0" * (2 * 1024 * 1024)
    assert error(await ada.update_profile(files=photo("big.png", large))) == (
        422, "image", "The image may not be greater than 2 MB.",
    )  # fmt: skip
    huge = b"\0" * (3 * 1024 * 1024 + 1)
    assert (await ada.update_profile(files=photo("huge.png", huge))).status_code == 413
    assert (await ada.info()).json()["image_full_url"] is None


async def test_both_changes_wait_and_the_button_pressed_gets_the_code(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    answer = await ada.update_profile(
        phone=new_identity()["phone"], email=new_identity()["email"], button_type="email"
    )
    assert (answer.json()["otp_send"], answer.json()["verification_on"]) == (True, "email")
    info = (await ada.info()).json()
    assert (info["phone"], info["email"]) == (ada.phone, ada.email)


async def test_removing_the_account_deletes_its_personal_data(accounts_client, accounts_settings) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    await ada.new_session()
    await ada.send_otp("phone")
    await ada.update_profile(files=photo("me.png", picture("PNG"), "image/png"))
    info = (await ada.info()).json()
    customer = info["id"]
    photo_path = accounts_settings.media_dir / info["image_full_url"].removeprefix("/media/")
    assert photo_path.exists()
    answer = await ada.remove()
    assert (answer.status_code, answer.json()) == (200, {"message": "Account deleted successfully."})
    assert answer.headers["cache-control"] == "no-store"
    for table in (
        "customers WHERE id",
        "customer_sessions WHERE customer_id",
        "customer_otps WHERE customer_id",
    ):
        assert await count(accounts_settings, f"SELECT COUNT(*) FROM {table} = :id", id=customer) == 0, table
    assert not photo_path.exists()
    again = await AccountHolder.sign_up(accounts_client, email=ada.email, phone=ada.phone)
    assert (await again.info()).json()["id"] > customer  # ids are never handed out twice


async def test_without_verification_a_new_phone_or_email_applies_at_once_unverified(
    empty_database: str, tmp_path
) -> None:
    from litestar.testing import AsyncTestClient

    from adapters.http.app import create_app
    from tests.api.conftest import store_config
    from tests.conftest import make_settings

    await store_config(empty_database, {"centralize_login": {"email_verification_status": 0}})
    settings = make_settings(empty_database, tmp_path, secret_key="s" * 32)
    async with AsyncTestClient(app=create_app(settings)) as client:
        ada = await AccountHolder.sign_up(client)
        await ada.send_otp("email")
        # Not demo mode here: the code is random, so the log sender's code cannot be guessed.
        assert error(await ada.verify("email", "123456"))[:2] == (422, "otp")
        new = new_identity()
        answer = await ada.update_profile(phone=new["phone"], email=new["email"])
        assert answer.json() == {
            "otp_send": False,
            "verification_on": None,
            "message": "Updated successfully.",
        }
        info = (await ada.info()).json()
        assert (info["phone"], info["email"], info["is_email_verified"]) == (new["phone"], new["email"], 0)


def with_gps_position(kind: str = "JPEG", side: int = 64) -> bytes:
    """A square picture carrying its camera's make and a GPS position in its EXIF, as a phone writes it."""
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "PhoneMaker"
    exif.get_ifd(ExifTags.IFD.GPSInfo).update(
        {
            ExifTags.GPS.GPSLatitudeRef: "N",
            ExifTags.GPS.GPSLatitude: (48.0, 51.0, 29.0),
            ExifTags.GPS.GPSLongitudeRef: "E",
            ExifTags.GPS.GPSLongitude: (2.0, 17.0, 40.0),
        }
    )
    buffer = io.BytesIO()
    Image.new("RGB", (side, side), (200, 30, 90)).save(buffer, format=kind, exif=exif)
    return buffer.getvalue()


async def published(ada: AccountHolder, accounts_client) -> bytes:
    """The bytes the photo's public address serves."""
    served = await accounts_client.get((await ada.info()).json()["image_full_url"])
    assert served.status_code == 200
    return served.content


async def test_a_photo_is_published_without_its_metadata(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    upload = with_gps_position()
    assert Image.open(io.BytesIO(upload)).getexif().get_ifd(ExifTags.IFD.GPSInfo)  # the upload has it
    assert (await ada.update_profile(files=photo("me.jpg", upload))).status_code == 200
    served = await published(ada, accounts_client)
    kept = Image.open(io.BytesIO(served))
    assert (kept.format, kept.size) == ("JPEG", (64, 64))
    assert dict(kept.getexif()) == {}
    assert b"PhoneMaker" not in served


async def test_anything_appended_to_a_picture_is_not_published(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    glued = picture("PNG") + b"<html><script>alert(document.cookie)</script></html>"
    assert (await ada.update_profile(files=photo("me.png", glued, "image/png"))).status_code == 200
    served = await published(ada, accounts_client)
    assert b"<script" not in served
    assert Image.open(io.BytesIO(served)).size == (64, 64)


async def test_a_photo_is_stored_at_most_1024_pixels_a_side(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.update_profile(files=photo("me.jpg", picture("JPEG", 3000, 3000)))).status_code == 200
    assert Image.open(io.BytesIO(await published(ada, accounts_client))).size == (1024, 1024)


async def test_a_picture_of_too_many_pixels_is_refused_before_decoding(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    buffer = io.BytesIO()
    Image.new("1", (9000, 9000)).save(buffer, format="PNG", optimize=True)  # 81 megapixels in about 10 kB
    assert len(buffer.getvalue()) < 20_000
    refused = await ada.update_profile(files=photo("me.png", buffer.getvalue(), "image/png"))
    assert error(refused) == (422, "image", "The image may not be larger than 24 megapixels.")
    assert (await ada.info()).json()["image_full_url"] is None
