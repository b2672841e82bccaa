"""The rental vertical's own messages (its trip cart's refusals), translated into every language the
storefront ships; `say` answers one in the request's language, English when it has no translation."""

from __future__ import annotations

from core.verticals import translate

RENTAL_TYPE = "This vehicle cannot be rented this way."
DIFFERENT_PROVIDER = (
    "You can rent vehicles of one provider per trip. Clear the trip cart to choose another provider."
)
PICKUP_TIME = "Choose a pickup time from now up to {days} days ahead."
HOURS = "Enter the hours of the trip, from 1 to {max}."
DAYS = "Enter the days of the trip, from 1 to {max}."
DESTINATION = "Choose the destination of the trip."
VEHICLE_NOT_FOUND = "Vehicle not found."
NOT_IN_TRIP = "This vehicle is not in the trip cart."
LINE_NOT_FOUND = "Trip cart line not found."
LINE_LIMIT = "A trip takes at most {max} of one vehicle."
VEHICLE_LIMIT = "A trip holds at most {max} different vehicles."
CART_EMPTY = "Your trip cart is empty."
PICKUP_PASSED = "The pickup time has passed. Choose another pickup time."
GUEST_CHECKOUT = "Guest checkout is not available, sign in to book a trip."
TRIP_NOT_FOUND = "Trip not found."
NOT_CANCELABLE = "This trip can no longer be canceled."
BOOKED = "Trip booked successfully"
CANCELED = "Trip canceled successfully"

MESSAGES = {
    "fr": {
        RENTAL_TYPE: "Ce véhicule ne se loue pas de cette façon.",
        DIFFERENT_PROVIDER: (
            "Vous pouvez louer les véhicules d'un seul loueur par trajet. "
            "Videz le panier du trajet pour choisir un autre loueur."
        ),
        PICKUP_TIME: "Choisissez une heure de prise en charge entre maintenant et {days} jours.",
        HOURS: "Indiquez la durée du trajet en heures, de 1 à {max}.",
        DAYS: "Indiquez la durée du trajet en jours, de 1 à {max}.",
        DESTINATION: "Choisissez la destination du trajet.",
        VEHICLE_NOT_FOUND: "Véhicule introuvable.",
        NOT_IN_TRIP: "Ce véhicule n'est pas dans le panier du trajet.",
        LINE_NOT_FOUND: "Ligne du panier du trajet introuvable.",
        LINE_LIMIT: "Un trajet prend au plus {max} exemplaires d'un même véhicule.",
        VEHICLE_LIMIT: "Un trajet compte au plus {max} véhicules différents.",
        CART_EMPTY: "Votre panier du trajet est vide.",
        PICKUP_PASSED: "L'heure de prise en charge est passée. Choisissez-en une autre.",
        GUEST_CHECKOUT: "La réservation en invité n'est pas disponible, connectez-vous pour réserver un trajet.",
        TRIP_NOT_FOUND: "Trajet introuvable.",
        NOT_CANCELABLE: "Ce trajet ne peut plus être annulé.",
        BOOKED: "Trajet réservé avec succès",
        CANCELED: "Trajet annulé avec succès",
    }
}


def say(language: str, text: str, **values: object) -> str:
    """`text` in `language` through the server's one way to translate (these texts first, English when
    untranslated), its {fields} filled from `values`."""
    return translate(text, language, MESSAGES, **values)
