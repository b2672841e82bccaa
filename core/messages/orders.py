"""Checkout's and orders' texts in French, keyed by their English text.

English texts are the keys: SPEC.md's and the contract's wording where they give one, ours otherwise.
"""

from __future__ import annotations

from core.pricing.discounts import COUPON_MINIMUM, COUPON_STORE, COUPON_ZONE
from core.pricing.quote import COD_MAXIMUM, MINIMUM_ORDER

FRENCH: dict[str, str] = {
    # SPEC.md's and the contract's texts
    COUPON_MINIMUM: "Pour utiliser ce coupon, le montant des articles doit être au minimum de",
    COUPON_ZONE: "Ce coupon n'est pas valable dans votre zone.",
    COUPON_STORE: "Ce coupon n'est pas valable pour cette boutique.",
    COD_MAXIMUM: "Le montant de la commande dépasse le maximum du paiement à la livraison",
    "Coupon not found.": "Coupon introuvable.",
    "Your cart is empty.": "Votre panier est vide.",
    "Order placed successfully": "Commande passée avec succès",
    "Order canceled successfully": "Commande annulée avec succès",
    "You must be login to access this page.": "Vous devez être connecté pour accéder à cette page.",
    "The store is closed at the chosen time.": "La boutique est fermée à l'heure choisie.",
    "This order can no longer be canceled.": "Cette commande ne peut plus être annulée.",
    "Please upload your prescription image": "Veuillez téléverser l'image de votre ordonnance",
    "Maximum 3 images can be send at a time.": "3 images au maximum peuvent être envoyées à la fois.",
    # Ours
    MINIMUM_ORDER: "La commande minimum de cette boutique est de {minimum} ; ajoutez encore {missing} pour commander.",
    "Too many prescription images are waiting to be ordered right now. Please try again later.": (
        "Trop d'images d'ordonnance attendent une commande en ce moment. Veuillez réessayer plus tard."
    ),
    "This file format is not supported. Please upload JPG, PNG or WebP images only.": (
        "Ce format de fichier n'est pas pris en charge. Téléversez uniquement des images JPG, PNG ou WebP."
    ),
    "Prescription image not found.": "Image d'ordonnance introuvable.",
    "This store does not take prescription orders.": "Cette boutique n'accepte pas les commandes sur ordonnance.",
    "Prescription orders are not available.": "Les commandes sur ordonnance ne sont pas disponibles.",
    "Order not found.": "Commande introuvable.",
    "Your cart changed, review it before ordering.": "Votre panier a changé, vérifiez-le avant de commander.",
    "Guest checkout is not available, sign in to order.": (
        "La commande en tant qu'invité n'est pas disponible, connectez-vous pour commander."
    ),
    "latitude and longitude are required for delivery.": (
        "latitude et longitude sont requises pour la livraison."
    ),
    "This store does not offer this order type.": "Cette boutique ne propose pas ce type de commande.",
    "Cash on delivery is not available.": "Le paiement à la livraison n'est pas disponible.",
    "This payment method is not available.": "Ce moyen de paiement n'est pas disponible.",
    "The store is closed now.": "La boutique est fermée en ce moment.",
    "The scheduled time must be in the next {days} days.": (
        "L'heure programmée doit se situer dans les {days} prochains jours."
    ),
    "This store does not take scheduled orders.": "Cette boutique n'accepte pas les commandes programmées.",
    "The store of this cart is not available now.": "La boutique de ce panier n'est pas disponible.",
    "moduleId is required.": "moduleId est requis.",
    "Too many orders are followed now.": "Trop de commandes sont suivies en ce moment.",
    # Refund and cancellation reasons
    "I ordered by mistake": "J'ai commandé par erreur",
    "The delivery takes too long": "La livraison prend trop de temps",
    "I want to change my order": "Je veux modifier ma commande",
    "I found a better price elsewhere": "J'ai trouvé un meilleur prix ailleurs",
    "Other": "Autre",
}
