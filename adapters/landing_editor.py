"""The operator's editing of the landing page: `storefront landing show|set|reset`.

The operator's override is the business setting `landing_page` (core/landing/model.py, `LandingOverride`).
`show` prints the page as the API answers it in one language; `show --stored` prints the override alone, the
file to edit and give back to `set`, which checks it strictly (an unknown or misspelt field, a value of the
wrong type, a language the storefront does not ship) and stores nothing when it refuses it. `set` and
`reset` announce the change like `storefront config set` (adapters/operator.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from adapters.container import make_container
from adapters.db.configuration.settings_store import SqlSettingsStore
from adapters.db.connect import open_database
from adapters.operator import remove_config, set_config
from adapters.settings import Settings
from core.landing.model import SETTING_KEY, LandingOverride
from core.landing.service import LandingService
from core.verticals import load_registry


class Refused(ValueError):
    """A file `set` does not store; the message says why in one line."""


def _printable(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


async def shown(settings: Settings, language: str) -> str:
    """The landing page in `language` as `GET /api/v1/react-landing-page` answers it, as indented JSON."""
    container = make_container(settings, load_registry(settings.verticals))
    try:
        page = await (await container.get(LandingService)).landing_page(language)
    finally:
        await container.close()
    return _printable(msgspec.to_builtins(page))


async def stored(settings: Settings) -> str:
    """The stored override as indented JSON; `{}` when the built-in content shows."""
    database = await open_database(settings)
    try:
        value = (await SqlSettingsStore(database).all()).get(SETTING_KEY, {})
    finally:
        await database.close()
    return _printable(value)


def read(name: str) -> bytes:
    """The document in file `name` (`-`: standard input)."""
    try:
        return sys.stdin.buffer.read() if name == "-" else Path(name).read_bytes()
    except OSError as error:
        raise Refused(f"cannot read {name}: {error.strerror}") from None


def checked(document: bytes) -> dict[str, Any]:
    """The override `document` holds, in the form it is stored in; Refused naming the first wrong field."""
    try:
        override = msgspec.json.decode(document, type=LandingOverride)
    except msgspec.ValidationError as error:  # msgspec's message names the field and where it is
        raise Refused(str(error)) from None
    except msgspec.DecodeError as error:
        raise Refused(f"not valid JSON: {error}") from None
    built: dict[str, Any] = msgspec.to_builtins(override)  # fields left out stay out
    return built


async def store(settings: Settings, override: dict[str, Any]) -> None:
    """Store a `checked` override in place of the current one and announce it."""
    await set_config(settings, SETTING_KEY, override)


async def reset(settings: Settings) -> None:
    """Forget the override (the built-in content shows again) and announce it."""
    await remove_config(settings, SETTING_KEY)
