"""The cart's texts in French, keyed by their English text.

English texts are the keys: SPEC.md's wording where it gives one, ours otherwise. `{name}`-style fields are
filled after translation, so a translation may move them. A vertical's own rule messages are translated by
the vertical (its `messages`), which the cart service is given per module type.
"""

from __future__ import annotations

FRENCH: dict[str, str] = {
    # SPEC.md's texts
    "Out of Stock": "Rupture de stock",
    "This variation is out of stock. Choose another variation to proceed further.": (
        "Cette variante est en rupture de stock. Choisissez-en une autre pour continuer."
    ),
    "You have item from another store in cart. If you continue, your all previous item from cart will be "
    "removed and this one will be added.": (
        "Votre panier contient un article d'une autre boutique. Si vous continuez, les articles de votre "
        "panier seront retirés et celui-ci sera ajouté."
    ),
    "Your account is inactive or Your token has been expired": (
        "Votre compte est inactif ou votre session a expiré"
    ),
    # Ours
    "Maximum cart quantity for this item reached.": "Quantité maximale de cet article atteinte dans le panier.",
    "Not enough stock for the requested quantity.": "Stock insuffisant pour la quantité demandée.",
    "The quantity must be a whole number from 1 to {max}.": "La quantité doit être un nombre entier de 1 à {max}.",
    "At most {max} of this item can be in the cart.": "Le panier peut contenir au plus {max} de cet article.",
    "Item not found.": "Article introuvable.",
    "Cart item not found.": "Article du panier introuvable.",
    "Unknown guest.": "Invité inconnu.",
    "guest_id is required for guests.": "guest_id est requis pour les invités.",
    "guest_id is not a valid guest id.": "guest_id n'est pas un identifiant d'invité valide.",
    "moduleId is required.": "moduleId est requis.",
    "Choose a variation.": "Choisissez une variante.",
    "This variation does not exist.": "Cette variante n'existe pas.",
    "This item has no variations.": "Cet article n'a pas de variantes.",
    "This add-on is not offered with this item.": "Ce supplément n'est pas proposé avec cet article.",
    "Each add-on needs one quantity from 1 to {max}.": (
        "Chaque supplément a besoin d'une quantité de 1 à {max}."
    ),
    "Not available now: this item is sold from {starts} to {ends}.": (
        "Indisponible pour le moment : cet article est vendu de {starts} à {ends}."
    ),
    "This campaign is not running.": "Cette campagne n'est pas en cours.",
    "This item is not a campaign item.": "Cet article ne fait pas partie d'une campagne.",
}
