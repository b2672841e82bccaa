"""The reviews' texts in French, keyed by their English text (SPEC.md's wording where it gives one)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    # SPEC.md's text
    "this store is not having any review plan": "cette boutique n'a pas de formule d'avis",
    # core/reviews/rules.py
    "You can review an order once it is delivered.": "Vous pourrez donner votre avis une fois la commande livrée.",
    "A canceled order cannot be reviewed.": "Une commande annulée ne peut pas recevoir d'avis.",
    "This item is not part of the order.": "Cet article ne fait pas partie de la commande.",
    "No courier delivered this order.": "Aucun livreur n'a livré cette commande.",
    "You have already reviewed this for this order.": "Vous avez déjà donné votre avis sur ceci pour cette commande.",
    "You have not reviewed this for this order yet.": (
        "Vous n'avez pas encore donné votre avis sur ceci pour cette commande."
    ),
    "A review can be edited for 7 days after it was written.": (
        "Un avis peut être modifié pendant 7 jours après sa rédaction."
    ),
    "Give a rating from 1 to 5 stars.": "Donnez une note de 1 à 5 étoiles.",
    "The comment may not be longer than 500 characters.": "Le commentaire ne peut pas dépasser 500 caractères.",
    "You can add up to 3 photos.": "Vous pouvez ajouter jusqu'à 3 photos.",
    # core/reviews/service.py and reads.py
    "Thank you for your review.": "Merci pour votre avis.",
    "Your review was updated.": "Votre avis a été modifié.",
    "Former customer": "Ancien client",
    "Store not found.": "Boutique introuvable.",
}
