"""The parcel vertical's own messages (its refusals and its answers), translated into every language the
storefront ships; `say` answers one in the request's language, English when it has no translation."""

from __future__ import annotations

from core.verticals import translate

PLACED = "Parcel request placed successfully"
CANCELED = "Parcel request canceled successfully"
OUTSIDE_ZONES = "Service not available in this area"
CATEGORY_NOT_FOUND = "Parcel category not found."
PARCEL_NOT_FOUND = "Parcel not found."
NOT_CANCELABLE = "This parcel can no longer be canceled."
PHONE = "Enter a valid phone number: digits, with an optional leading +."
NAME_REQUIRED = "Contact person name is required"
ADDRESS_REQUIRED = "Address is required"

MESSAGES = {
    "fr": {
        PLACED: "Demande d'envoi de colis enregistrée",
        CANCELED: "Demande d'envoi de colis annulée",
        OUTSIDE_ZONES: "Service non disponible dans cette zone",
        CATEGORY_NOT_FOUND: "Catégorie de colis introuvable.",
        PARCEL_NOT_FOUND: "Colis introuvable.",
        NOT_CANCELABLE: "Ce colis ne peut plus être annulé.",
        PHONE: "Saisissez un numéro de téléphone valide : des chiffres, avec un + au début si besoin.",
        NAME_REQUIRED: "Le nom de la personne à contacter est requis",
        ADDRESS_REQUIRED: "L'adresse est requise",
    }
}


def say(language: str, text: str, **values: object) -> str:
    """`text` in `language` through the server's one way to translate (these texts first, English when
    untranslated), its {fields} filled from `values`."""
    return translate(text, language, MESSAGES, **values)
