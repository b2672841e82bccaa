"""The server's words: translated, fields filled, and never an error whatever a vertical's text holds."""

from __future__ import annotations

import pytest

from core.messages import merged, translate


def test_fields_are_filled_after_translation() -> None:
    message = "The quantity must be a whole number from 1 to {max}."
    assert translate(message, "fr", max="5") == "La quantité doit être un nombre entier de 1 à 5."


def test_a_stray_brace_or_an_unknown_field_stays_as_written() -> None:
    assert translate("Pick {size} {colour} { or }} {", "en", size="M") == "Pick M {colour} { or }} {"
    assert translate("Only {0} or {a.b} left", "en", a="x") == "Only {0} or {a.b} left"


def test_values_are_not_read_as_fields_themselves() -> None:
    assert translate("Hello {name}", "en", name="{other}", other="no") == "Hello {other}"


def test_a_verticals_own_messages_come_first_then_cores_then_english() -> None:
    own = {"fr": {"Bag full at {max}.": "Sac plein à {max}.", "Out of Stock": "Plus rien"}}
    assert translate("Bag full at {max}.", "fr", own, max="3") == "Sac plein à 3."
    assert translate("Out of Stock", "fr", own) == "Plus rien", "the vertical's wording wins"
    assert translate("Item not found.", "fr", own) == "Article introuvable.", "core's next"
    assert translate("Bag full at {max}.", "de", own, max="3") == "Bag full at 3.", "English last"


def test_one_english_text_has_one_translation_in_the_whole_catalogue() -> None:
    assert merged({"Saved!": "Enregistré !"}, {"Saved!": "Enregistré !"}) == {"Saved!": "Enregistré !"}
    with pytest.raises(ValueError, match="translated two ways"):
        merged({"Saved!": "Enregistré !"}, {"Saved!": "Enregistrée !"})
