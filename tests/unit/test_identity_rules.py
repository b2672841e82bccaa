"""Account field rules: identifiers classified as SPEC.md says, stored forms, and every message in French."""

from __future__ import annotations

import pytest

from core.identity.model import CleanPicture, ImageFacts
from core.identity.rules import (
    classify,
    email_problems,
    name_problems,
    normal_email,
    normal_phone,
    password_problems,
    phone_problems,
    photo_problems,
    split_name,
)
from core.messages import CATALOGUE, translate


@pytest.mark.parametrize(
    ("identifier", "kind"),
    [
        ("ada@example.com", "email"),
        (" Ada.King@Example.co.uk ", "email"),
        ("+33612345678", "phone"),
        ("06 12 34 56 78", "phone"),
        ("(555) 010-9999", "phone"),
        ("ada@example", "invalid"),
        ("123", "invalid"),
        ("+33 6 12 ab", "invalid"),
        ("", "invalid"),
        ("１２３４５６７８", "invalid"),  # full-width digits are not a phone number
    ],
)
def test_an_identifier_is_an_email_a_phone_or_invalid(identifier: str, kind: str) -> None:
    assert classify(identifier) == kind


def test_stored_forms() -> None:
    assert normal_email("  Ada@Example.COM ") == "ada@example.com"
    assert normal_phone("+33 (6) 12-34.56 78") == "+33612345678"
    assert split_name("  Grace Brewster Hopper ") == ("Grace", "Brewster Hopper")
    assert split_name("Ada") == ("Ada", "")


def test_every_rule_message_has_a_french_translation() -> None:
    problems = [
        *name_problems("", ""),
        *name_problems("a" * 101, ""),
        *email_problems(None),
        *email_problems("x"),
        *email_problems("a" * 300 + "@example.com"),
        *phone_problems(""),
        *phone_problems("12"),
        *password_problems("short"),
        *password_problems("p" * 129),
        *photo_problems(3 * 1024 * 1024, None),
        *photo_problems(10, None),
        *photo_problems(10, CleanPicture(ImageFacts("PNG", 10, 20), b"png")),
        *photo_problems(10, CleanPicture(ImageFacts("PNG", 9000, 9000), None)),
    ]
    assert len(problems) == 13
    for _, message in problems:
        assert message in CATALOGUE["fr"], message
        assert translate(message, "fr") != message
    assert photo_problems(10, CleanPicture(ImageFacts("GIF", 8, 8), b"gif")) == []
