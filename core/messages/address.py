"""The address book's texts in French, keyed by their English text.

English texts are the keys: SPEC.md's wording where it gives one ('Address is required', 'Name is required',
'Phone Number is required', 'Service not available in this area'), ours otherwise. `{max}` is filled after
translation.
"""

from __future__ import annotations

FRENCH: dict[str, str] = {
    # SPEC.md's texts
    "Address is required": "L'adresse est requise",
    "Name is required": "Le nom est requis",
    "Phone Number is required": "Le numéro de téléphone est requis",
    "Service not available in this area": "Service non disponible dans cette zone",
    # Ours
    # Said of an address and of a wish alike (one translation per English text), so the French names neither.
    "Successfully added!": "Ajout effectué !",
    "Successfully updated!": "Modifiée avec succès !",
    "Successfully removed!": "Suppression effectuée !",
    "Address not found.": "Adresse introuvable.",
    "At most {max} characters.": "{max} caractères au maximum.",
    "Control characters are not allowed.": "Les caractères de contrôle ne sont pas acceptés.",
    "Enter a valid phone number: digits, with an optional leading +.": (
        "Saisissez un numéro de téléphone valide : des chiffres, avec un + au début si besoin."
    ),
    "Latitude is required": "La latitude est requise",
    "Longitude is required": "La longitude est requise",
    "Latitude must be a number between -90 and 90.": "La latitude doit être un nombre entre -90 et 90.",
    "Longitude must be a number between -180 and 180.": "La longitude doit être un nombre entre -180 et 180.",
    "You can save at most {max} addresses. Remove one to add another.": (
        "Vous pouvez enregistrer {max} adresses au maximum. Supprimez-en une pour en ajouter une autre."
    ),
}
