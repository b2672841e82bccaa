"""Cart messages: translated, fields filled, and never an error whatever a vertical's text holds."""

from __future__ import annotations

from core.cart.messages import translate


def test_fields_are_filled_after_translation() -> None:
    message = "The quantity must be a whole number from 1 to {max}."
    assert translate(message, "fr", [("max", "5")]) == "La quantité doit être un nombre entier de 1 à 5."


def test_a_stray_brace_or_an_unknown_field_stays_as_written() -> None:
    assert translate("Pick {size} {colour} { or }} {", "en", [("size", "M")]) == "Pick M {colour} { or }} {"
    assert translate("Only {0} or {a.b} left", "en", [("a", "x")]) == "Only {0} or {a.b} left"


def test_values_are_not_read_as_fields_themselves() -> None:
    assert translate("Hello {name}", "en", [("name", "{other}"), ("other", "no")]) == "Hello {other}"


def test_a_verticals_own_messages_come_first_then_cores_then_english() -> None:
    own = {"fr": {"Bag full at {max}.": "Sac plein à {max}.", "Out of Stock": "Plus rien"}}
    assert translate("Bag full at {max}.", "fr", [("max", "3")], own) == "Sac plein à 3."
    assert translate("Out of Stock", "fr", (), own) == "Plus rien", "the vertical's wording wins"
    assert translate("Item not found.", "fr", (), own) == "Article introuvable.", "core's next"
    assert translate("Bag full at {max}.", "de", [("max", "3")], own) == "Bag full at 3.", "English last"
