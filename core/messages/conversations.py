"""The conversations' texts in French, keyed by their English text."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "You can write to them while your order is running and for 48 hours after its delivery.": (
        "Vous pouvez leur écrire pendant votre commande et jusqu'à 48 heures après sa livraison."
    ),
    "A message may not be longer than 1000 characters.": "Un message ne peut pas dépasser 1000 caractères.",
    "Write a message or add a picture.": "Écrivez un message ou ajoutez une image.",
    "A message may hold at most 3 pictures.": "Un message peut contenir au plus 3 images.",
    "client_message_id must be 8 to 64 letters, digits, - or _.": (
        "client_message_id doit compter 8 à 64 lettres, chiffres, - ou _."
    ),
    "Customer support": "Service client",
    "Conversation not found.": "Conversation introuvable.",
    "No courier is assigned to this order yet.": "Aucun livreur n'est encore affecté à cette commande.",
    "Name the order this conversation is about.": "Indiquez la commande dont parle cette conversation.",
    "You are sending messages too fast. Try again in a moment.": (
        "Vous envoyez des messages trop vite. Réessayez dans un instant."
    ),
    "Too many inboxes are followed now.": "Trop de messageries sont suivies en ce moment.",
    "This conversation is not with a {kind}.": "Cette conversation n'est pas avec un {kind}.",
}
