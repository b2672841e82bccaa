"""The rewards' texts (loyalty point conversion, referral, cashback) in French, keyed by their English text."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Point to wallet transfer successfully.": "Points transférés vers le portefeuille avec succès.",
    "The minimum points to convert is {minimum}.": "Le minimum de points à convertir est de {minimum}.",
    "Too few points to make the smallest amount of money.": (
        "Trop peu de points pour obtenir la plus petite somme d'argent."
    ),
}
