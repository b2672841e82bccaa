"""Payments' texts (payment methods, gateways, top-ups, refunds) in French, keyed by their English text."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Digital payment is not available.": "Le paiement en ligne n'est pas disponible.",
    "This payment gateway is not available.": "Ce moyen de paiement en ligne n'est pas disponible.",
    "Partial payment is not available.": "Le paiement partiel n'est pas disponible.",
    "Your wallet is empty.": "Votre portefeuille est vide.",
    "This way to pay the rest is not available.": "Ce moyen de payer le reste n'est pas disponible.",
    "The payment status is set by the server.": "Le statut du paiement est fixé par le serveur.",
    "Payment not found.": "Paiement introuvable.",
    "This order cannot be paid online now.": "Cette commande ne peut pas être payée en ligne maintenant.",
    "Adding funds is not available.": "L'ajout de fonds n'est pas disponible.",
    "The amount must be between {minimum} and {maximum}.": "Le montant doit être compris entre {minimum} et {maximum}.",
    "The webhook signature is not valid.": "La signature du webhook n'est pas valide.",
}
