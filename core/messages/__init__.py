"""The server's words in every language the storefront ships: one catalogue and one way to translate.

English texts are the keys. Each context keeps its texts in a module of this package (`cart`, `identity`,
`orders`, `address`, `wishlist`); the catalogue merges them, and an English text has one translation in the
whole catalogue (a second, different one stops the import). A vertical publishes its own texts
(`Vertical.messages`), looked up before the catalogue's for what that vertical says, so a vertical may word
a shared text its own way.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from . import address, cart, conversations, identity, ledger, orders, payments, reviews, rewards, wishlist

# language -> English text -> that text in the language, as a context or a vertical publishes its texts.
Messages = Mapping[str, Mapping[str, str]]
NO_MESSAGES: Messages = {}


def merged(*texts: Mapping[str, str]) -> dict[str, str]:
    """One language's texts from several contexts; ValueError when a text is translated two ways."""
    catalogue: dict[str, str] = {}
    for context in texts:
        for english, translation in context.items():
            if catalogue.setdefault(english, translation) != translation:
                raise ValueError(
                    f"{english!r} is translated two ways: {catalogue[english]!r}, {translation!r}"
                )
    return catalogue


CATALOGUE: dict[str, dict[str, str]] = {
    "fr": merged(
        cart.FRENCH,
        identity.FRENCH,
        orders.FRENCH,
        address.FRENCH,
        wishlist.FRENCH,
        rewards.FRENCH,
        reviews.FRENCH,
        ledger.FRENCH,
        payments.FRENCH,
        conversations.FRENCH,
    )
}

# Only `{name}` fields are filled, never str.format: a third-party vertical's message may hold a stray brace
# or a field it gives no value for, and a message must never turn a refusal into a server error.
_FIELD = re.compile(r"\{(\w+)\}")


def translate(message: str, language: str, own: Messages = NO_MESSAGES, **fields: object) -> str:
    """`message` in `language` (English when untranslated), its `{name}` fields filled from `fields`; any
    other brace, and a field with no value, stays as written. `own` (a vertical's texts) is looked up before
    the catalogue."""
    text = own.get(language, {}).get(message) or CATALOGUE.get(language, {}).get(message, message)
    if not fields:
        return text
    return _FIELD.sub(lambda field: str(fields.get(field[1], field[0])), text)
