"""The wishlist's messages in every language the storefront ships (English texts are the keys)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Successfully added!": "Ajouté avec succès !",
    "Successfully removed!": "Supprimé avec succès !",
    "Item not found.": "Article introuvable.",
    "Store not found.": "Boutique introuvable.",
    "Send item_id or store_id.": "Envoyez item_id ou store_id.",
    "Send item_id or store_id, not both.": "Envoyez item_id ou store_id, pas les deux.",
    "Your wishlist holds at most {max} entries. Remove one to add another.": (
        "Votre liste de favoris contient {max} entrées au maximum. Supprimez-en une pour en ajouter une autre."
    ),
}
TRANSLATIONS: dict[str, dict[str, str]] = {"fr": FRENCH}


def translate(message: str, language: str, limit: int | None = None) -> str:
    """`message` in `language` (English when untranslated), with `{max}` replaced by `limit`."""
    text = TRANSLATIONS.get(language, {}).get(message, message)
    return text if limit is None else text.replace("{max}", str(limit))
