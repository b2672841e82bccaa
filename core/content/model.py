"""Text pages and their body format.

An operator writes a page body as plain text: blocks separated by blank lines; a block whose first line
starts with "#" is a heading, a block of lines starting with "- " is a list, anything else a paragraph.
The answer carries typed blocks, so the storefront renders text, never markup.
"""

from __future__ import annotations

import re
from typing import Literal

import msgspec

DEFAULT_LANGUAGE = "en"
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MAX_SLUG_LENGTH = 80

# SPEC.md section 2: these policy pages exist only while their configuration flag is not 0.
POLICY_FLAGS: dict[str, str] = {
    "refund-policy": "refund_policy",
    "cancellation-policy": "cancelation_policy",
    "shipping-policy": "shipping_policy",
}


class PageBlock(msgspec.Struct, frozen=True, omit_defaults=True):
    """One block of a page: a heading or a paragraph (`text`), or a list (`items`)."""

    type: Literal["heading", "paragraph", "list"]
    text: str = ""
    items: list[str] = msgspec.field(default_factory=list)


class PageRecord(msgspec.Struct, frozen=True):
    """A page as stored: one row per slug and language."""

    slug: str
    language: str
    title: str
    body: str
    status: bool


class Page(msgspec.Struct, frozen=True):
    """A page as the storefront shows it; `language` says which translation was found."""

    slug: str
    language: str
    title: str
    blocks: list[PageBlock]


def is_slug(value: str) -> bool:
    """True when `value` can name a page (lowercase words joined by hyphens)."""
    return len(value) <= MAX_SLUG_LENGTH and SLUG.fullmatch(value) is not None


def _block(lines: list[str]) -> PageBlock:
    if lines[0].startswith("#"):
        return PageBlock("heading", text=" ".join([lines[0].lstrip("#").strip(), *lines[1:]]).strip())
    if all(line.startswith("- ") for line in lines):
        return PageBlock("list", items=[line[2:].strip() for line in lines])
    return PageBlock("paragraph", text=" ".join(lines))


def parse_body(body: str) -> list[PageBlock]:
    """The blocks of a page body (see the module docstring); empty blocks are dropped."""
    blocks: list[PageBlock] = []
    for chunk in re.split(r"\n\s*\n", body.replace("\r\n", "\n")):
        lines = [line.strip() for line in chunk.split("\n") if line.strip()]
        if lines:
            blocks.append(_block(lines))
    return blocks


def choose_translation(records: list[PageRecord], language: str) -> PageRecord | None:
    """The enabled record in `language`, else the enabled one in the default language, else None."""
    enabled = {r.language: r for r in records if r.status}
    return enabled.get(language) or enabled.get(DEFAULT_LANGUAGE)


def hidden_by_config(slug: str, flags: dict[str, int]) -> bool:
    """True when the configuration switches this page off (a policy flag set to 0)."""
    flag = POLICY_FLAGS.get(slug)
    return flag is not None and not flags.get(flag, 1)
