"""The wishlist's texts in French, keyed by their English text."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Item not found.": "Article introuvable.",
    "Store not found.": "Boutique introuvable.",
    "Send item_id or store_id.": "Envoyez item_id ou store_id.",
    "Send item_id or store_id, not both.": "Envoyez item_id ou store_id, pas les deux.",
    "Your wishlist holds at most {max} entries. Remove one to add another.": (
        "Votre liste de favoris contient {max} entrées au maximum. Supprimez-en une pour en ajouter une autre."
    ),
}
