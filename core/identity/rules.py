"""The rules of account fields, as SPEC.md words them: names, emails, phones, passwords and photos.

Every check answers (field, message) pairs in English; the use cases translate them and raise one 422 with
an entry per field. Emails are kept lower-cased and phones as digits with an optional leading +, so the
same address typed twice is the same account.
"""

from __future__ import annotations

import re
from typing import Literal

from .model import CleanPicture

MAX_EMAIL = 255
MAX_NAME = 100
MIN_PASSWORD = 8
MAX_PASSWORD = 128  # bounds the hashing work a request can ask for
MAX_PHOTO_BYTES = 2 * 1024 * 1024
PHOTO_FORMATS = {"JPEG": "jpg", "PNG": "png", "GIF": "gif"}  # real format -> stored extension
PHOTO_MAX_SIDE = 1024  # pixels a side a profile photo is stored at, at most (a larger one is scaled down)
# Any uploaded picture: 6000 x 4000, a phone camera's whole picture. A 10 kB PNG may claim 81 megapixels,
# about 240 MB once decoded: its size is read from the header and it is refused before decoding.
MAX_PICTURE_PIXELS = 24_000_000
TOO_MANY_PIXELS = "The image may not be larger than 24 megapixels."

EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")
PHONE = re.compile(r"\+?[0-9]{7,15}")
_PHONE_SEPARATORS = re.compile(r"[\s().-]")

Problem = tuple[str, str]
Kind = Literal["email", "phone", "invalid"]

PHOTO_FORMAT_MESSAGE = "This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only."


def normal_email(raw: str) -> str:
    """The stored form of an email address."""
    return raw.strip().lower()


def normal_phone(raw: str) -> str:
    """The stored form of a phone number: separators dropped, digits and a leading + kept."""
    return _PHONE_SEPARATORS.sub("", raw.strip())


def classify(identifier: str) -> Kind:
    """A login identifier is an email by the email pattern, a phone by the phone pattern, else invalid."""
    text = identifier.strip()
    if EMAIL.fullmatch(text):
        return "email"
    if PHONE.fullmatch(normal_phone(text)):
        return "phone"
    return "invalid"


def split_name(name: str) -> tuple[str, str]:
    """First and last name from one `name`, split at the first space."""
    first, _, last = name.strip().partition(" ")
    return first, last.strip()


def name_problems(f_name: str, l_name: str, field: str = "name") -> list[Problem]:
    """A first name is required; both parts are bounded."""
    if not f_name.strip():
        return [(field, "name is required")]
    if len(f_name) > MAX_NAME or len(l_name) > MAX_NAME:
        return [(field, "The name may not be greater than 100 characters.")]
    return []


def email_problems(email: str | None) -> list[Problem]:
    """Required, at most 255 characters, and shaped like an address."""
    if email is None or not email.strip():
        return [("email", "Email is required")]
    if len(email.strip()) > MAX_EMAIL:
        return [("email", "The email may not be greater than 255 characters.")]
    if EMAIL.fullmatch(email.strip()) is None:
        return [("email", "Must be a valid email")]
    return []


def phone_problems(phone: str | None) -> list[Problem]:
    """Required, and 7 to 15 digits with an optional leading +."""
    if phone is None or not phone.strip():
        return [("phone", "phone number required")]
    if PHONE.fullmatch(normal_phone(phone)) is None:
        return [("phone", "Enter a valid phone number.")]
    return []


def password_problems(password: str | None, field: str = "password") -> list[Problem]:
    """At least 8 characters, at most 128."""
    if password is None or len(password) < MIN_PASSWORD:
        return [(field, "The password must be at least 8 characters.")]
    if len(password) > MAX_PASSWORD:
        return [(field, "The password may not be greater than 128 characters.")]
    return []


def photo_problems(size: int, picture: CleanPicture | None) -> list[Problem]:
    """A JPEG, PNG or GIF by its content, at most 2 MB and MAX_PICTURE_PIXELS, square."""
    if size > MAX_PHOTO_BYTES:
        return [("image", "The image may not be greater than 2 MB.")]
    facts = picture.facts if picture else None
    if facts is None or facts.format not in PHOTO_FORMATS:
        return [("image", PHOTO_FORMAT_MESSAGE)]
    if picture is None or picture.content is None:
        return [("image", TOO_MANY_PIXELS)]
    if facts.width != facts.height:
        return [("image", "The image must be square (1:1).")]
    return []
