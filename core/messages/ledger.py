"""The ledger's texts (wallet and loyalty points) in French, keyed by their English text."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Insufficient balance.": "Solde insuffisant.",
    "Insufficient points.": "Points insuffisants.",
    "The wallet is not available.": "Le portefeuille n'est pas disponible.",
    "Loyalty points are not available.": "Les points de fidélité ne sont pas disponibles.",
}
